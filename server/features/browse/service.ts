// Job browsing for cleaners: active jobs only, newest first, "city contains" (case-insensitive) and
// exact state, paged by a keyset cursor on (created_at, id) so page 500 costs what page 1 costs.
// The city match is written as lower(city) LIKE '%…%' so it can use jobs_active_city_trgm_idx.
import { and, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { BrowseJobsResponse } from '@core/schemas/browse';
import type { Queryable } from '../../db/client';
import { application, job } from '../../db/schema';
import { AppError } from '../../errors';
import { presentJob } from '../jobs';

export type BrowseOptions = { cleanerUserId: string; city?: string; state?: string; cursor?: string; limit: number };

type Cursor = { createdAt: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');
}

export function decodeCursor(raw: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && ISO_TS.test(createdAt) && typeof id === 'string' && UUID.test(id))
      return { createdAt, id };
  } catch {
    // fall through to the validation error
  }
  throw new AppError('VALIDATION_FAILED', 'Invalid cursor.', { cursor: 'Invalid cursor.' });
}

/** `%text%` for LIKE, with the user's own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE clause of a browse (exported so tests can EXPLAIN exactly what the endpoint runs). */
export function browseWhere(options: Pick<BrowseOptions, 'city' | 'state'>, cursor?: Cursor): SQL {
  // Paused jobs (a plan's limit, issue 13) are hidden from cleaners.
  const conditions: SQL[] = [eq(job.status, 'active'), isNull(job.pausedAt)];
  if (options.city) conditions.push(sql`lower(${job.city}) like ${containsPattern(options.city)}`);
  if (options.state) conditions.push(eq(job.state, options.state));
  // Row comparison: strictly after the last row of the previous page in (created_at desc, id desc).
  if (cursor)
    conditions.push(sql`(${job.createdAt}, ${job.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  return and(...conditions)!;
}

export async function browseJobs(q: Queryable, options: BrowseOptions): Promise<BrowseJobsResponse> {
  const cursor = options.cursor ? decodeCursor(options.cursor) : undefined;
  const rows = await q
    .select({
      ...getTableColumns(job),
      // Microsecond precision, in UTC: a JS Date would drop the microseconds and skip or repeat rows.
      cursorTs: sql<string>`to_char(${job.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(job)
    .where(browseWhere(options, cursor))
    .orderBy(desc(job.createdAt), desc(job.id))
    .limit(options.limit + 1);

  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > options.limit && last ? encodeCursor({ createdAt: last.cursorTs, id: last.id }) : null;

  const ids = page.map((r) => r.id);
  const applied = ids.length
    ? await q
        .select({ jobId: application.jobId })
        .from(application)
        .where(and(eq(application.cleanerUserId, options.cleanerUserId), inArray(application.jobId, ids)))
    : [];

  return { jobs: page.map((r) => presentJob(r)), nextCursor, appliedJobIds: applied.map((a) => a.jobId) };
}

/** The distinct, sorted states that have at least one active job (the filter's options). */
export async function activeJobStates(q: Queryable): Promise<string[]> {
  const rows = await q
    .selectDistinct({ state: job.state })
    .from(job)
    .where(and(eq(job.status, 'active'), isNull(job.pausedAt)))
    .orderBy(job.state);
  return rows.map((r) => r.state);
}
