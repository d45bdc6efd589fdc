// EXPLAINs the SQL the list endpoints really run: each service function is called once through a
// Drizzle instance that records its queries, and every recorded query is explained with its own
// parameters. A change to a service's query is therefore checked without touching this file.
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Database, Db } from '@server/db/client';
import * as schema from '@server/db/schema';
import { listApplicants } from '@server/features/applicants/service';
import { listMyApplications } from '@server/features/applications/service';
import { browseJobs } from '@server/features/browse/service';
import { getJobLimits, listHostJobs } from '@server/features/jobs/service';
import { countUnread, listNotifications } from '@server/features/notifications/service';
import { conversationPage, conversationSummaries, unreadTotal } from '@server/features/messages/reads';
import { turnoverBoard } from '@server/features/turnovers/board';

/** Tables that grow with the marketplace: reading one of them whole is what an index must prevent. */
export const BIG_TABLES = [
  'jobs',
  'applications',
  'notifications',
  'cleaner_profiles',
  'host_profiles',
  'users',
  'sessions',
  'accounts',
  // Issue 40.
  'conversations',
  'conversation_members',
  'messages',
  // Issue 39.
  'reliability_counts',
  'reliability_recent',
];

export type PlanSubjects = {
  hostUserId: string;
  /** One of the host's active jobs. */
  jobId: string;
  cleanerUserId: string;
  /** Issue 43: a cleaner with a home ZIP code and a 25-mile radius (cleaner 0 has none). */
  nearCleanerUserId: string;
  state: string;
  city: string;
  /** Issue 40: the host's long conversation (bench/seed.ts LONG_CONVERSATION messages) with the cleaner. */
  conversationId: string;
  /** Browse cursors deep into the state and city results (see browseCursorAt). */
  stateCursor: string;
  cityCursor: string;
};

export type ListQuery = { name: string; run: (db: Db, s: PlanSubjects) => Promise<unknown> };

/** Every list query of the product (issue 9): browse, applicants, applications, host jobs, notifications, the turnover board. */
export const LIST_QUERIES: ListQuery[] = [
  {
    name: 'browse jobs by state',
    run: (db, s) => browseJobs(db, { cleanerUserId: s.cleanerUserId, state: s.state, limit: 20 }),
  },
  {
    name: 'browse jobs by city (contains)',
    run: (db, s) => browseJobs(db, { cleanerUserId: s.cleanerUserId, city: s.city, limit: 20 }),
  },
  {
    name: 'browse jobs by state, deep page',
    run: (db, s) =>
      browseJobs(db, { cleanerUserId: s.cleanerUserId, state: s.state, cursor: s.stateCursor, limit: 20 }),
  },
  {
    name: 'browse jobs by city, deep page',
    run: (db, s) => browseJobs(db, { cleanerUserId: s.cleanerUserId, city: s.city, cursor: s.cityCursor, limit: 20 }),
  },
  {
    name: "browse jobs within the cleaner's radius",
    run: (db, s) => browseJobs(db, { cleanerUserId: s.nearCleanerUserId, limit: 20 }),
  },
  {
    name: 'browse jobs within 100 miles',
    run: (db, s) => browseJobs(db, { cleanerUserId: s.nearCleanerUserId, within: 100, limit: 20 }),
  },
  { name: 'applicants of one job', run: (db, s) => listApplicants(db, s.hostUserId, { jobId: s.jobId }) },
  { name: "applicants of all the host's jobs", run: (db, s) => listApplicants(db, s.hostUserId) },
  { name: "a cleaner's applications", run: (db, s) => listMyApplications(db, s.cleanerUserId) },
  { name: "a host's jobs with application counts", run: (db, s) => listHostJobs(db, s.hostUserId) },
  { name: "a host's job limits", run: (db, s) => getJobLimits(db, s.hostUserId) },
  { name: 'unread notifications count', run: (db, s) => countUnread(db, s.hostUserId) },
  { name: 'notification list', run: (db, s) => listNotifications(db, s.hostUserId) },
  {
    name: "a long conversation's latest page",
    run: (db, s) => conversationPage(db, s.hostUserId, s.conversationId, {}),
  },
  { name: "a person's conversations", run: (db, s) => conversationSummaries(db, s.hostUserId) },
  { name: 'unread messages count', run: (db, s) => unreadTotal(db, s.hostUserId) },
  {
    name: "the host's turnover board, next 30 days",
    run: (db, s) => turnoverBoard(db, s.hostUserId, { range: 'next30' }, new Date()),
  },
  {
    name: "the host's turnover board, one property's week",
    run: (db, s) => turnoverBoard(db, s.hostUserId, { range: 'week', jobId: s.jobId }, new Date()),
  },
];

export type QueryPlan = { query: string; sql: string; plan: string; seqScans: string[] };

/**
 * Runs each list query, then EXPLAINs every statement it sent. `indexesOnly` prices sequential scans
 * out (enable_seqscan = off): on a small test database the planner rightly reads a few pages whole,
 * and the question becomes whether an index *can* serve the query; a Seq Scan then means none can.
 */
export async function explainListQueries(
  database: Database,
  subjects: PlanSubjects,
  options: { indexesOnly?: boolean } = {},
): Promise<QueryPlan[]> {
  const plans: QueryPlan[] = [];
  for (const query of LIST_QUERIES) {
    const recorded: { sql: string; params: unknown[] }[] = [];
    const logger = { logQuery: (sql: string, params: unknown[]) => void recorded.push({ sql, params }) };
    const db = (database.kind === 'pglite'
      ? drizzlePglite(database.pglite!, { schema, logger })
      : drizzlePg(database.pool!, { schema, logger })) as unknown as Db;
    await query.run(db, subjects);
    for (const statement of recorded) {
      const plan = await explain(database, statement.sql, statement.params, options.indexesOnly ?? false);
      plans.push({ query: query.name, sql: statement.sql, plan, seqScans: bigTableSeqScans(plan) });
    }
  }
  return plans;
}

/** The big tables a plan reads whole. */
export function bigTableSeqScans(plan: string): string[] {
  return [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]!).filter((t) => BIG_TABLES.includes(t));
}

export async function explain(
  database: Database,
  sql: string,
  params: unknown[],
  indexesOnly: boolean,
): Promise<string> {
  const settings = indexesOnly ? 'set local enable_seqscan = off' : 'select 1';
  let rows: Record<string, string>[];
  if (database.kind === 'pglite') {
    rows = await database.pglite!.transaction(async (tx) => {
      await tx.query(settings);
      return (await tx.query<Record<string, string>>(`explain ${sql}`, params)).rows;
    });
  } else {
    const client = await database.pool!.connect();
    try {
      await client.query('begin');
      await client.query(settings);
      rows = (await client.query<Record<string, string>>(`explain ${sql}`, params)).rows;
      await client.query('commit');
    } finally {
      client.release();
    }
  }
  return rows.map((r) => Object.values(r)[0]).join('\n');
}
