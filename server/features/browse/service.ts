// Job browsing for cleaners: active jobs only, "city contains" (case-insensitive) and exact state,
// paged by a keyset cursor so page 500 costs what page 1 costs. The city match is written as
// lower(city) LIKE '%…%' so it can use jobs_active_city_trgm_idx.
// Issue 43: a cleaner with a home ZIP sees the jobs within a distance (their service radius unless
// they choose another, or 'any'), nearest first, each with its whole-mile distance; the box of
// jobs_active_location_idx narrows the rows before the exact distance. Without a home ZIP: newest first.
import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { shownMiles, type Point } from '@core/areas';
import type { BrowseJobsResponse } from '@core/schemas/browse';
import type { Queryable } from '../../db/client';
import { application, cleanerProfile, job } from '../../db/schema';
import { AppError } from '../../errors';
import { distanceSql, withinSql } from '../areas';
import { presentJob } from '../jobs';

export type BrowseOptions = {
  cleanerUserId: string;
  city?: string;
  state?: string;
  within?: number | 'any';
  cursor?: string;
  limit: number;
};

type TimeCursor = { kind: 'time'; createdAt: string; id: string };
type DistanceCursor = { kind: 'distance'; miles: number; id: string };
type Cursor = TimeCursor | DistanceCursor;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO_TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
/** Jobs without a ZIP sort after every placed job when the distance is 'any'. */
const UNPLACED_MILES = 1_000_000;

export function encodeCursor(c: Omit<TimeCursor, 'kind'> | DistanceCursor): string {
  const parts = 'miles' in c ? ['d', c.miles, c.id] : [c.createdAt, c.id];
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

export function decodeCursor(raw: string): Cursor {
  try {
    const parts = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (parts.length === 3) {
      const [tag, miles, id] = parts;
      if (
        tag === 'd' &&
        typeof miles === 'number' &&
        Number.isFinite(miles) &&
        miles >= 0 &&
        miles <= UNPLACED_MILES &&
        typeof id === 'string' &&
        UUID.test(id)
      )
        return { kind: 'distance', miles, id };
    } else if (parts.length === 2) {
      const [createdAt, id] = parts;
      if (typeof createdAt === 'string' && ISO_TS.test(createdAt) && typeof id === 'string' && UUID.test(id))
        return { kind: 'time', createdAt, id };
    }
  } catch {
    // fall through to the validation error
  }
  throw new AppError('VALIDATION_FAILED', 'Invalid cursor.', { cursor: 'Invalid cursor.' });
}

/** `%text%` for LIKE, with the user's own % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Where the cleaner browses from, and how far: null without a home ZIP. */
export type Origin = Point & { miles: number | 'any' };

/** The miles of a job from the origin, unplaced jobs last (the distance order's key). */
const milesKey = (origin: Point) => sql<number>`coalesce(${distanceSql(job, origin)}, ${UNPLACED_MILES}::float8)`;

/** The WHERE clause of a browse (exported so tests can EXPLAIN exactly what the endpoint runs). */
export function browseWhere(options: Pick<BrowseOptions, 'city' | 'state'>, cursor?: Cursor, origin?: Origin): SQL {
  // Paused jobs (a plan's limit, issue 13) are hidden from cleaners.
  const conditions: SQL[] = [eq(job.status, 'active'), isNull(job.pausedAt)];
  if (options.city) conditions.push(sql`lower(${job.city}) like ${containsPattern(options.city)}`);
  if (options.state) conditions.push(eq(job.state, options.state));
  if (origin && origin.miles !== 'any') conditions.push(withinSql(job, origin, origin.miles));
  // Row comparison: strictly after the last row of the previous page in the page order.
  if (cursor?.kind === 'time')
    conditions.push(sql`(${job.createdAt}, ${job.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  if (cursor?.kind === 'distance' && origin)
    conditions.push(sql`(${milesKey(origin)}, ${job.id}) > (${cursor.miles}::float8, ${cursor.id}::uuid)`);
  return and(...conditions)!;
}

/** The cleaner's home and the distance limit this browse applies. */
export async function browseOrigin(
  q: Queryable,
  cleanerUserId: string,
  within?: number | 'any',
): Promise<{ origin?: Origin; area: BrowseJobsResponse['area'] }> {
  const [me] = await q
    .select({
      homeZip: cleanerProfile.homeZip,
      latitude: cleanerProfile.latitude,
      longitude: cleanerProfile.longitude,
      radius: cleanerProfile.serviceRadiusMiles,
    })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, cleanerUserId))
    .limit(1);
  if (!me?.homeZip || me.latitude === null || me.longitude === null) return { area: null };
  const miles = within ?? me.radius;
  return {
    origin: { latitude: me.latitude, longitude: me.longitude, miles },
    area: { homeZip: me.homeZip, radiusMiles: me.radius, within: miles },
  };
}

export async function browseJobs(q: Queryable, options: BrowseOptions): Promise<BrowseJobsResponse> {
  const cursor = options.cursor ? decodeCursor(options.cursor) : undefined;
  const { origin, area } = await browseOrigin(q, options.cleanerUserId, options.within);
  // A cursor of the other order (the home ZIP changed between pages) starts from the top.
  const usable = cursor && (cursor.kind === 'distance') === Boolean(origin) ? cursor : undefined;
  const columns = {
    ...getTableColumns(job),
    // Microsecond precision, in UTC: a JS Date would drop the microseconds and skip or repeat rows.
    cursorTs: sql<string>`to_char(${job.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    miles: origin ? milesKey(origin) : sql<number>`null::float8`,
  };
  const base = q
    .select(columns)
    .from(job)
    .where(browseWhere(options, usable, origin));
  const rows = await (
    origin ? base.orderBy(asc(columns.miles), asc(job.id)) : base.orderBy(desc(job.createdAt), desc(job.id))
  ).limit(options.limit + 1);

  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > options.limit && last
      ? encodeCursor(
          origin
            ? { kind: 'distance', miles: Number(last.miles), id: last.id }
            : { createdAt: last.cursorTs, id: last.id },
        )
      : null;

  const ids = page.map((r) => r.id);
  const applied = ids.length
    ? await q
        .select({ jobId: application.jobId })
        .from(application)
        .where(and(eq(application.cleanerUserId, options.cleanerUserId), inArray(application.jobId, ids)))
    : [];

  return {
    // A cleaner learns how far a property is in whole miles, never its ZIP or coordinates.
    jobs: page.map((r) => ({
      ...presentJob(r),
      zip: null,
      distanceMiles:
        origin && r.miles !== null && Number(r.miles) < UNPLACED_MILES ? shownMiles(Number(r.miles)) : null,
    })),
    nextCursor,
    appliedJobIds: applied.map((a) => a.jobId),
    area,
  };
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
