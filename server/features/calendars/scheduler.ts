// The calendar sync worker (issue 16): every calendar syncs every CALENDAR_SYNC_MINUTES and on
// 'Sync now'. Due calendars are claimed with a lease (FOR UPDATE SKIP LOCKED, as the email outbox
// does), so several servers never sync one calendar at once and a crashed server's claims expire;
// a claimed batch is worked through with bounded concurrency (fetches are network-bound, the
// database is not). Started and stopped with the app (server/app.ts).
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { job, jobCalendar } from '../../db/schema';
import { staleAfter, type WorkerStatus } from '../../lib/heartbeat';
import { leaseFree, leaseRows } from '../../lib/lease';
import { createWorker, type PassContext } from '../../lib/worker';
import { syncCalendar, type SyncDeps, type SyncOutcome } from './sync';

/** Longer than one sync can take (a 10 s fetch, then the database): an expired lease means a crash. */
export const LEASE_SECONDS = 120;

export type CalendarSyncOptions = SyncDeps & {
  /** How often to look for due calendars (default 30 s). */
  pollMs?: number;
  /** Syncs at once on this server (default 16). */
  concurrency?: number;
  /** Calendars claimed per round trip (default 4 × concurrency). */
  batch?: number;
};

export type CalendarSync = ReturnType<typeof createCalendarSync>;

// Due times are app-clock time (the development clock may be ahead of SQL now()); leases are real time.
const claimable = (now: Date) => and(lte(jobCalendar.nextSyncAt, now), leaseFree(jobCalendar.leaseUntil));
const activeJobs = (db: Db) => db.select({ id: job.id }).from(job).where(eq(job.status, 'active'));

export function createCalendarSync(options: CalendarSyncOptions) {
  const { db } = options;
  const pollMs = options.pollMs ?? 30_000;
  const concurrency = Math.max(1, options.concurrency ?? 16);
  const batch = Math.max(1, options.batch ?? concurrency * 4);

  /** Leases to this server up to `limit` of the calendars `which` picks, soonest due first, skipping any another sync holds. */
  function leaseCalendars(which: SQL | undefined, limit: number) {
    return leaseRows(db, {
      table: jobCalendar,
      id: jobCalendar.id,
      leaseUntil: jobCalendar.leaseUntil,
      seconds: LEASE_SECONDS,
      which,
      orderBy: asc(jobCalendar.nextSyncAt),
      limit,
      set: { lastAttemptAt: sql`now()` },
    });
  }

  /** Claims up to `limit` due calendars of active jobs, leasing them to this server. */
  const claimDue = (limit: number) =>
    leaseCalendars(and(claimable(options.clock.now()), inArray(jobCalendar.jobId, activeJobs(db))), limit);

  /** Claims one calendar now, unless another sync (here or on another server) holds it. */
  async function claimOne(calendarId: string) {
    const [row] = await leaseCalendars(and(eq(jobCalendar.id, calendarId), leaseFree(jobCalendar.leaseUntil)), 1);
    return row;
  }

  async function syncSafely(row: typeof jobCalendar.$inferSelect): Promise<SyncOutcome | undefined> {
    try {
      return await syncCalendar(options, row);
    } catch (err) {
      // The database failed under it: the lease expires and another pass retries.
      options.log.error({ err, calendarId: row.id }, 'calendar sync failed');
      return undefined;
    }
  }

  /** Syncs every due calendar, `concurrency` at a time; resolves with how many were synced. */
  async function syncDue({ beat, stopping }: PassContext): Promise<number> {
    let synced = 0;
    const queue: (typeof jobCalendar.$inferSelect)[] = [];
    let exhausted = false;
    let refilling: Promise<void> | undefined;
    const refill = () =>
      (refilling ??= (async () => {
        try {
          const rows = await claimDue(batch);
          if (rows.length === 0) exhausted = true;
          queue.push(...rows);
        } finally {
          refilling = undefined;
        }
      })());
    const lane = async () => {
      for (;;) {
        if (stopping()) return;
        if (queue.length === 0) {
          if (exhausted) return;
          await refill();
          continue;
        }
        const row = queue.shift()!;
        await syncSafely(row);
        beat();
        synced++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    // Stopped with claims left: give them back rather than let their leases run out.
    if (queue.length)
      await db
        .update(jobCalendar)
        .set({ leaseUntil: null })
        .where(
          inArray(
            jobCalendar.id,
            queue.map((r) => r.id),
          ),
        );
    return synced;
  }

  /** Passes run one at a time, concurrent requests coalescing into one more pass. */
  const worker = createWorker({
    name: 'calendarSync',
    pass: syncDue,
    onError: (err) => options.log.error({ err }, 'calendar sync pass failed'),
    pollMs,
    staleAfterMs: staleAfter(LEASE_SECONDS * 1000, pollMs),
  });
  /** Runs a pass now (or one more after the one in progress); resolves with how many were synced. */
  const kick = () => worker.kick();

  return {
    /** What one sync needs (the routes add and re-plan with the same settings). */
    deps: options as SyncDeps,
    claimDue,
    kick,
    /**
     * One full pass over the due calendars, also when the worker is not started (tests, bench).
     * Resolves with how many were synced, counting those of a pass already running that it waited for.
     */
    async runOnce(): Promise<number> {
      const current = worker.current;
      const waited = current ? await current : 0;
      return waited + (await worker.runOnce());
    },
    /**
     * 'Sync now': the calendar becomes due and is synced right away when no other sync holds it
     * (then the scheduler picks it up as soon as that one ends). Resolves when this sync is done.
     */
    async syncNow(calendarId: string): Promise<SyncOutcome | undefined> {
      await db.update(jobCalendar).set({ nextSyncAt: options.clock.now() }).where(eq(jobCalendar.id, calendarId));
      const row = await claimOne(calendarId);
      if (!row) return undefined;
      return syncSafely(row);
    },
    /** The sync's worker (server/lib/worker.ts): started and stopped with the app. */
    worker,
    /** The worker's sign of life, for the readiness check. */
    workerStatus: worker.status as () => WorkerStatus,
    start: worker.start,
    stop: worker.stop,
  };
}
