// The calendar sync cycle (issue 16): 10,000 booking calendars (one per job, 8 reservations and 2
// blocks each), every one due, synced by the real worker (server/features/calendars/scheduler.ts:
// leases, bounded concurrency, the safe fetch, ical.js, the re-plan and applySyncPlan) from a
// loopback feed server. Two cycles are measured: the first import (every turnover created) and a
// steady cycle (feeds unchanged, what runs every CALENDAR_SYNC_MINUTES). The goal: the steady cycle well
// inside the interval (under a tenth of it).
//
// Run alone: `npm run bench:calendars` (DATABASE_URL for PostgreSQL, else PGlite; BENCH_CALENDARS,
// BENCH_SYNC_CONCURRENCY). `npm run bench` runs it too and reports it with the rest.
import type { FastifyBaseLogger } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import { defaultTimeZone } from '@core/time-zones';
import { realClock } from '@server/clock';
import type { Database } from '@server/db/client';
import { jobCalendar, job, turnover } from '@server/db/schema';
import { createMailer } from '@server/email/mailer';
import { createCalendarSync } from '@server/features/calendars/scheduler';
import { airbnbFeed, startFeedServer, type FeedStay } from '@server/test/feed-server';

/** Signs the offer links in the emails the sync writes (the bench never sends them). */
const BENCH_SECRET = 'bench-secret-that-is-long-enough-0123456789';

export type CalendarSyncResult = {
  calendars: number;
  concurrency: number;
  intervalMinutes: number;
  first: { seconds: number; perSecond: number; turnovers: number };
  steady: { seconds: number; perSecond: number; changed: number };
  /** Calendars fetched other than exactly once in a cycle, or failed: must be 0. */
  anomalies: number;
};

export const CALENDAR_SYNC_GOAL = { shareOfInterval: 0.1 } as const;

const silentLog = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silentLog,
  level: 'silent',
} as unknown as FastifyBaseLogger;

const day = (offset: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

/** Eight stays a few days apart from next week on (two same-day turns), and two owner blocks. */
function benchFeed(): string {
  const stays: FeedStay[] = [];
  let start = 7;
  for (let i = 0; i < 8; i++) {
    const nights = 2 + (i % 3);
    stays.push({ uid: `stay-${i}`, start: day(start), end: day(start + nights) });
    start += nights + (i % 4 === 0 ? 0 : 2);
  }
  return airbnbFeed(stays, [
    { uid: 'block-1', start: day(start + 3), end: day(start + 6) },
    { uid: 'block-2', start: day(start + 20), end: day(start + 25) },
  ]);
}

export async function measureCalendarSync(
  database: Database,
  opts: {
    hostUserId: string;
    calendars: number;
    concurrency: number;
    intervalMinutes?: number;
    log?: (m: string) => void;
  },
): Promise<CalendarSyncResult> {
  const log = opts.log ?? (() => {});
  const intervalMinutes = opts.intervalMinutes ?? 30;
  const feed = benchFeed();
  const feeds = await startFeedServer({ fallback: (path) => (path.startsWith('/bench/') ? feed : undefined) });
  const { db } = database;
  try {
    log(`calendar sync: seeding ${opts.calendars.toLocaleString('en-US')} jobs with one calendar each`);
    const jobIds: string[] = [];
    const calendarIds: string[] = [];
    for (let i = 0; i < opts.calendars; i += 500) {
      const n = Math.min(500, opts.calendars - i);
      const jobs = await db
        .insert(job)
        .values(
          Array.from({ length: n }, (_, k) => ({
            hostUserId: opts.hostUserId,
            city: 'Miami',
            state: 'FL',
            bedrooms: 2,
            bathrooms: 1,
            squareFootage: 900,
            amenities: [],
            paymentPerTurnover: 85,
            startDate: day(1),
            isRecurring: true,
            propertyAddress: `${i + k} Bench Street`,
            timeZone: defaultTimeZone('FL')!,
          })),
        )
        .returning({ id: job.id });
      jobIds.push(...jobs.map((j) => j.id));
      const cals = await db
        .insert(jobCalendar)
        .values(
          jobs.map((j, k) => ({
            jobId: j.id,
            url: feeds.url(`/bench/${i + k}.ics`),
            nextSyncAt: new Date(Date.now() - 60_000),
          })),
        )
        .returning({ id: jobCalendar.id });
      calendarIds.push(...cals.map((c) => c.id));
    }

    const mailer = createMailer({ db, smtpUrl: undefined, from: 'bench <bench@turnready.test>', log: silentLog });
    const worker = createCalendarSync({
      db,
      mailer,
      log: silentLog,
      appUrl: 'http://127.0.0.1',
      authSecret: BENCH_SECRET,
      clock: realClock(),
      syncMinutes: intervalMinutes,
      allow: [feeds.host],
      concurrency: opts.concurrency,
    });

    const cycle = async () => {
      const before = feeds.allHits();
      const started = performance.now();
      const synced = await worker.runOnce();
      const seconds = (performance.now() - started) / 1000;
      const after = feeds.allHits();
      let anomalies = synced === opts.calendars ? 0 : Math.abs(opts.calendars - synced);
      for (let i = 0; i < opts.calendars; i++) {
        const p = `/bench/${i}.ics`;
        if ((after.get(p) ?? 0) - (before.get(p) ?? 0) !== 1) anomalies++;
      }
      return { seconds, anomalies };
    };

    log('calendar sync: first cycle (every turnover created)');
    const first = await cycle();
    const [made] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(turnover)
      .where(inArray(turnover.jobId, jobIds.slice(0, 1000)));
    const turnovers = Math.round((Number(made?.n ?? 0) / Math.min(1000, jobIds.length)) * jobIds.length);
    log(`calendar sync: first cycle ${first.seconds.toFixed(1)} s, ${turnovers.toLocaleString('en-US')} turnovers`);

    // Every calendar due again, feeds unchanged: the cycle that runs every interval.
    await db
      .update(jobCalendar)
      .set({ nextSyncAt: new Date(Date.now() - 1000) })
      .where(inArray(jobCalendar.id, calendarIds));
    const [updatedBefore] = await db.select({ at: sql<string>`max(${turnover.updatedAt})` }).from(turnover);
    log('calendar sync: steady cycle (feeds unchanged)');
    const steady = await cycle();
    const [changed] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(turnover)
      .where(sql`${turnover.updatedAt} > ${updatedBefore?.at ?? new Date(0).toISOString()}::timestamptz`);
    const failed = await db
      .select({ id: jobCalendar.id })
      .from(jobCalendar)
      .where(sql`${jobCalendar.consecutiveFailures} > 0`);
    log(`calendar sync: steady cycle ${steady.seconds.toFixed(1)} s`);
    await mailer.stop();
    // Leave the database as the rest of the bench expects it.
    for (let i = 0; i < jobIds.length; i += 1000)
      await db.delete(job).where(inArray(job.id, jobIds.slice(i, i + 1000)));
    return {
      calendars: opts.calendars,
      concurrency: opts.concurrency,
      intervalMinutes,
      first: { seconds: first.seconds, perSecond: opts.calendars / first.seconds, turnovers },
      steady: { seconds: steady.seconds, perSecond: opts.calendars / steady.seconds, changed: Number(changed?.n ?? 0) },
      anomalies: first.anomalies + steady.anomalies + failed.length,
    };
  } finally {
    await feeds.close();
  }
}

export function renderCalendarSync(r: CalendarSyncResult): string[] {
  // The goal is about the cycle that recurs every interval; the first import happens once per calendar.
  const share = r.steady.seconds / (r.intervalMinutes * 60);
  const ok = share < CALENDAR_SYNC_GOAL.shareOfInterval && r.anomalies === 0;
  const misses = [
    ...(r.anomalies ? [`${r.anomalies} calendars synced other than once, or failed`] : []),
    ...(share >= CALENDAR_SYNC_GOAL.shareOfInterval
      ? [`the steady cycle takes ${(share * 100).toFixed(1)}% of the interval`]
      : []),
  ];
  const status = ok
    ? 'met'
    : `**not met**: ${misses.join('; ')}. Cause: each sync is a fetch, an ical.js parse and a transaction of about ten statements on the job; more concurrency (BENCH_SYNC_CONCURRENCY) helps only until the CPU or the database is busy`;
  return [
    `| Calendar sync cycle: ${r.calendars.toLocaleString('en-US')} calendars, ${r.concurrency} at a time, loopback feeds | steady cycle ${r.steady.seconds.toFixed(1)} s (${r.steady.perSecond.toFixed(0)}/s, ${r.steady.changed} turnovers changed) = ${(share * 100).toFixed(1)}% of the ${r.intervalMinutes}-minute interval; ` +
      `first import ${r.first.seconds.toFixed(1)} s (${r.first.perSecond.toFixed(0)}/s, ${r.first.turnovers.toLocaleString('en-US')} turnovers made) | the steady cycle under ${CALENDAR_SYNC_GOAL.shareOfInterval * 100}% of the interval, each calendar once, no failures | ${status} |`,
  ];
}
