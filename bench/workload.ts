// What the benchmark loads: who signs in, which filters and pages, and each endpoint twice: as an
// HTTP request (autocannon) and as the same service call straight on the database (the limit).
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { job } from '@server/db/schema';
import { listApplicants } from '@server/features/applicants/service';
import { applyToJob, type ApplyDeps } from '@server/features/applications/service';
import { browseJobs, browseOrigin, browseWhere, encodeCursor } from '@server/features/browse/service';
import { getHostProfile } from '@server/features/host-profile/service';
import { getJobLimits, listHostJobs } from '@server/features/jobs/service';
import { conversationPage } from '@server/features/messages/reads';
import { listNotifications } from '@server/features/notifications/service';
import type { PlanSubjects } from './query-plans';
import { cleanerEmail, FRESH_CLEANERS, hostEmail, seededId, type SeedCounts } from './seed';

/** Every seeded account's password (its hash is computed once per run). */
export const BENCH_PASSWORD = 'bench-password-1234';
/** "City contains": about 2% of the places in core/us-states.ts have it (Miami Beach, Long Beach...). */
const CITY_FILTER = 'beach';
/** A deep page: the one starting this far into the filtered results. */
const DEEP_FRACTION = 0.9;
/** The apply load signs in this many cleaners and rotates through them. */
export const APPLY_CLEANERS = FRESH_CLEANERS / 2;

export type Account = { id: string; email: string };

export type Fixtures = PlanSubjects & {
  host: Account;
  cleaner: Account;
  /** Issue 43: the cleaner who browses by distance (home ZIP, 25-mile radius). */
  nearCleaner: Account;
  /** Active jobs within 25 and 100 miles of the near cleaner. */
  nearJobs: number;
  near100Jobs: number;
  /** The host's active jobs (the live-notification test applies to them). */
  hostJobIds: string[];
  /** Active jobs of other hosts, newest first: the apply load's targets. */
  applyJobIds: string[];
  /** Cleaners without applications: the first half applies over HTTP, the second half directly. */
  apiCleaners: Account[];
  dbCleaners: Account[];
  /** Other hosts, whose idle notification streams the live test opens. */
  streamHosts: Account[];
  /** Accounts the sign-in burst rotates through. */
  signInAccounts: Account[];
  counts: SeedCounts;
  stateJobs: number;
  cityJobs: number;
};

/** The cursor that starts the page `position` rows into a filtered browse (as the API would hand it out). */
async function browseCursorAt(db: Db, filter: { state?: string; city?: string }, position: number): Promise<string> {
  const [row] = await db
    .select({
      id: job.id,
      ts: sql<string>`to_char(${job.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    })
    .from(job)
    .where(browseWhere(filter))
    .orderBy(desc(job.createdAt), desc(job.id))
    .offset(Math.max(0, position - 1))
    .limit(1);
  if (!row) throw new Error(`No job at position ${position} of ${JSON.stringify(filter)}`);
  return encodeCursor({ createdAt: row.ts, id: row.id });
}

export async function loadFixtures(db: Db, counts: SeedCounts): Promise<Fixtures> {
  const count = async (where: ReturnType<typeof browseWhere>) => {
    const [r] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(job)
      .where(where);
    return r!.n;
  };
  // The state with the most active jobs, so its deep page is as deep as the data allows.
  const top = (await db.execute(
    sql`select state from jobs where status = 'active' group by state order by count(*) desc, state limit 1`,
  )) as unknown as { rows: { state: string }[] };
  const state = top.rows[0]!.state;
  const stateJobs = await count(browseWhere({ state }));
  const cityJobs = await count(browseWhere({ city: CITY_FILTER }));

  const host = { id: seededId('host', 0), email: hostEmail(0) };
  const cleaner = { id: seededId('cleaner', 0), email: cleanerEmail(0) };
  const nearCleaner = { id: seededId('cleaner', 1), email: cleanerEmail(1) };
  const near = async (within?: number) => {
    const { origin } = await browseOrigin(db, nearCleaner.id, within);
    return count(browseWhere({}, undefined, origin));
  };
  const hostJobs = await db
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.hostUserId, host.id), eq(job.status, 'active')))
    .orderBy(desc(job.createdAt));
  const applyJobs = await db
    .select({ id: job.id })
    .from(job)
    .where(and(ne(job.hostUserId, host.id), eq(job.status, 'active')))
    .orderBy(desc(job.createdAt));
  const fresh = Array.from({ length: FRESH_CLEANERS }, (_, i) => ({
    id: seededId('cleaner', counts.cleaners + i),
    email: cleanerEmail(counts.cleaners + i),
  }));
  const otherHosts = Array.from({ length: Math.min(30, counts.hosts - 1) }, (_, i) => ({
    id: seededId('host', i + 1),
    email: hostEmail(i + 1),
  }));

  return {
    counts,
    host,
    cleaner,
    hostUserId: host.id,
    jobId: hostJobs[0]!.id,
    cleanerUserId: cleaner.id,
    nearCleaner,
    nearCleanerUserId: nearCleaner.id,
    nearJobs: await near(),
    near100Jobs: await near(100),
    conversationId: seededId('conversation', 0),
    state,
    city: CITY_FILTER,
    stateJobs,
    cityJobs,
    stateCursor: await browseCursorAt(db, { state }, Math.floor(stateJobs * DEEP_FRACTION)),
    cityCursor: await browseCursorAt(db, { city: CITY_FILTER }, Math.floor(cityJobs * DEEP_FRACTION)),
    hostJobIds: hostJobs.map((j) => j.id),
    applyJobIds: applyJobs.map((j) => j.id),
    apiCleaners: fresh.slice(0, APPLY_CLEANERS),
    dbCleaners: fresh.slice(APPLY_CLEANERS),
    streamHosts: otherHosts.slice(0, 10),
    signInAccounts: otherHosts.slice(10),
  };
}

/** One request of a scenario as autocannon takes it. */
export type ApiRequest = {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: ApiRequest) => ApiRequest;
};

export type Sessions = {
  /** Cookie header of the browsing cleaner and of the host. */
  cleaner: string;
  /** Issue 43: the cleaner who browses by distance. */
  nearCleaner: string;
  host: string;
  /** Cookie headers of the apply cleaners, in the order of Fixtures.apiCleaners. */
  applyCleaners: string[];
  origin: string;
};

export type Scenario = {
  key: string;
  name: string;
  /** The requests one autocannon connection cycles through. */
  api: (f: Fixtures, s: Sessions) => ApiRequest[];
  /** The same work as service calls; op `i` of a run (calls are counted like requests). */
  db: (f: Fixtures, deps: ApplyDeps) => (db: Db, i: number) => Promise<unknown>;
  /** Writes: the run must not reuse a (cleaner, job) pair, and a 409 is counted apart. */
  writes?: boolean;
};

const browsePath = (query: Record<string, string>) => `/api/jobs?${new URLSearchParams(query)}`;
const get = (path: string, cookie: string): ApiRequest => ({ method: 'GET', path, headers: { cookie } });

/** The (cleaner, job) pair of the i-th application of a run: each pair is used once. */
export function applyPair<T>(cleaners: T[], jobIds: string[], i: number): { cleaner: T; jobId: string } {
  const round = Math.floor(i / cleaners.length);
  if (round >= jobIds.length) throw new Error('The apply load ran out of (cleaner, job) pairs; lower BENCH_DURATION.');
  return { cleaner: cleaners[i % cleaners.length]!, jobId: jobIds[round]! };
}

export const SCENARIOS: Scenario[] = [
  {
    key: 'browse-state',
    name: 'Browse jobs, state filter, first page',
    api: (f, s) => [get(browsePath({ state: f.state }), s.cleaner)],
    db: (f) => (db) => browseJobs(db, { cleanerUserId: f.cleaner.id, state: f.state, limit: 20 }),
  },
  {
    key: 'browse-state-deep',
    name: 'Browse jobs, state filter, deep page',
    api: (f, s) => [get(browsePath({ state: f.state, cursor: f.stateCursor }), s.cleaner)],
    db: (f) => (db) =>
      browseJobs(db, { cleanerUserId: f.cleaner.id, state: f.state, cursor: f.stateCursor, limit: 20 }),
  },
  {
    key: 'browse-city',
    name: 'Browse jobs, city filter, first page',
    api: (f, s) => [get(browsePath({ city: f.city }), s.cleaner)],
    db: (f) => (db) => browseJobs(db, { cleanerUserId: f.cleaner.id, city: f.city, limit: 20 }),
  },
  {
    key: 'browse-city-deep',
    name: 'Browse jobs, city filter, deep page',
    api: (f, s) => [get(browsePath({ city: f.city, cursor: f.cityCursor }), s.cleaner)],
    db: (f) => (db) => browseJobs(db, { cleanerUserId: f.cleaner.id, city: f.city, cursor: f.cityCursor, limit: 20 }),
  },
  {
    key: 'browse-near',
    name: "Browse jobs within the cleaner's 25-mile radius, nearest first",
    api: (_f, s) => [get(browsePath({}), s.nearCleaner)],
    db: (f) => (db) => browseJobs(db, { cleanerUserId: f.nearCleaner.id, limit: 20 }),
  },
  {
    key: 'browse-near-100',
    name: 'Browse jobs within 100 miles, nearest first',
    api: (_f, s) => [get(browsePath({ within: '100' }), s.nearCleaner)],
    db: (f) => (db) => browseJobs(db, { cleanerUserId: f.nearCleaner.id, within: 100, limit: 20 }),
  },
  {
    key: 'applicants',
    name: "Host's applicants page (all jobs)",
    api: (_f, s) => [get('/api/host/applicants', s.host)],
    db: (f) => (db) => listApplicants(db, f.host.id),
  },
  {
    key: 'dashboard',
    name: 'Host dashboard (jobs, job limits, profile)',
    api: (_f, s) => [
      get('/api/host/jobs', s.host),
      get('/api/host/job-limits', s.host),
      get('/api/host/profile', s.host),
    ],
    db: (f) => (db, i) => [listHostJobs, getJobLimits, getHostProfile][i % 3]!(db, f.host.id),
  },
  {
    key: 'notifications',
    name: 'Notifications (list and unread count)',
    api: (_f, s) => [get('/api/notifications', s.host)],
    db: (f) => (db) => listNotifications(db, f.host.id),
  },
  {
    // Issue 40: the latest page of the host's long conversation (bench/seed.ts LONG_CONVERSATION),
    // whose throughput the report holds against the notification list's.
    key: 'conversation',
    name: 'A conversation of 5,000 messages, latest page',
    api: (f, s) => [get(`/api/conversations/${f.conversationId}/messages`, s.host)],
    db: (f) => (db) => conversationPage(db, f.host.id, f.conversationId, {}),
  },
  {
    key: 'apply',
    name: 'Apply to a job (a new job each time)',
    writes: true,
    api: (f, s) => {
      let i = 0;
      return [
        {
          method: 'POST',
          path: '/api/applications',
          setupRequest: (req) => {
            const { cleaner, jobId } = applyPair(s.applyCleaners, f.applyJobIds, i++);
            return {
              ...req,
              headers: { cookie: cleaner, origin: s.origin, 'content-type': 'application/json' },
              body: JSON.stringify({ jobId }),
            };
          },
        },
      ];
    },
    db: (f, deps) => {
      let i = 0;
      return (db) => {
        const { cleaner, jobId } = applyPair(f.dbCleaners, f.applyJobIds, i++);
        return applyToJob(db, { cleanerUserId: cleaner.id, jobId }, deps);
      };
    },
  },
];
