// Two servers on one PostgreSQL run the calendar sync worker at the same moment: every due
// calendar is synced exactly once (its lease is claimed with FOR UPDATE SKIP LOCKED), the syncs of
// one job's two calendars apply one after the other (the job row is locked), and no turnover is
// made twice.
import os from 'node:os';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { openDatabase, type Database } from '../../db/client';
import { jobCalendar, turnover } from '../../db/schema';
import { loadEnv } from '../../env';
import { createTestApp, TEST_APP_URL, type TestApp } from '../app';
import { createHost, createJob, futureDate } from '../factories';
import { airbnbFeed, startFeedServer, type FeedServer } from '../feed-server';

const JOBS = 20;

describe.runIf(process.env.TEST_DB === 'postgres')('the calendar sync worker on two servers', () => {
  let feeds: FeedServer;
  let a: TestApp;
  let databaseB: Database;
  let appB: App;

  beforeAll(async () => {
    // Every path serves the same two stays; a little latency keeps both servers' syncs in flight together.
    feeds = await startFeedServer({
      delayMs: 15,
      fallback: () =>
        airbnbFeed([
          { uid: 's1', start: futureDate(5), end: futureDate(8) },
          { uid: 's2', start: futureDate(8), end: futureDate(11) },
        ]),
    });
    // Small claims (two calendars per round trip): neither server can claim every calendar before the other starts.
    const worker = { pollMs: 3_600_000, concurrency: 4, batch: 2 };
    a = await createTestApp({ env: { CALENDAR_FETCH_ALLOW: feeds.host }, calendarSync: worker });
    databaseB = await openDatabase({ url: String(a.database.pool!.options.connectionString), poolSize: 5 });
    const env = loadEnv({
      NODE_ENV: 'test',
      APP_URL: TEST_APP_URL,
      AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      DATA_DIR: os.tmpdir(),
      CALENDAR_FETCH_ALLOW: feeds.host,
    });
    appB = await buildApp({ env, database: databaseB, logger: false, mailPollMs: 100, calendarSync: worker });
    await appB.ready();
  });
  afterAll(async () => {
    await appB?.close();
    await databaseB?.close();
    await a?.close();
    await feeds?.close();
  });

  it('syncs each due calendar exactly once when both servers run a pass at once', async () => {
    const db = a.database.db;
    const host = await createHost(db);
    const jobIds: string[] = [];
    const calendarIds: string[] = [];
    for (let i = 0; i < JOBS; i++) {
      const job = await createJob(db, host.userId, { state: 'FL' });
      jobIds.push(job.id);
      // Two calendars per job listing the same stays (one property on two channels).
      const rows = await db
        .insert(jobCalendar)
        .values(
          [0, 1].map((n) => ({
            jobId: job.id,
            url: feeds.url(`/race/${i}-${n}.ics`),
            nextSyncAt: new Date(Date.now() - 60_000),
          })),
        )
        .returning({ id: jobCalendar.id });
      calendarIds.push(...rows.map((r) => r.id));
    }

    const [syncedA, syncedB] = await Promise.all([a.app.calendarSync.runOnce(), appB.calendarSync.runOnce()]);

    const hits = feeds.allHits();
    const racePaths = [...hits.keys()].filter((p) => p.startsWith('/race/'));
    expect(racePaths).toHaveLength(JOBS * 2);
    expect(
      racePaths.filter((p) => hits.get(p) !== 1),
      'calendars fetched more than once',
    ).toEqual([]);
    expect(syncedA + syncedB).toBe(JOBS * 2);
    // Both servers took part: the claims really raced.
    expect(syncedA).toBeGreaterThan(0);
    expect(syncedB).toBeGreaterThan(0);

    const calendars = await db.select().from(jobCalendar).where(inArray(jobCalendar.id, calendarIds));
    expect(
      calendars.every((c) => c.leaseUntil === null && c.lastSyncedAt !== null && c.consecutiveFailures === 0),
    ).toBe(true);
    // One turnover per checkout day per job, though two calendars list each stay.
    for (const jobId of jobIds) {
      const rows = await db
        .select({ date: turnover.date, status: turnover.status })
        .from(turnover)
        .where(eq(turnover.jobId, jobId));
      expect(rows.map((r) => `${r.date} ${r.status}`).sort()).toEqual([
        `${futureDate(8)} scheduled`,
        `${futureDate(11)} scheduled`,
      ]);
    }

    // Nothing is due any more: another pass on either server fetches nothing.
    await Promise.all([a.app.calendarSync.runOnce(), appB.calendarSync.runOnce()]);
    expect([...feeds.allHits().entries()].filter(([p, n]) => p.startsWith('/race/') && n !== 1)).toEqual([]);
  });
});
