// The scheduled-work runner (issue 17): runs each item of `scheduled_work` once its due time has
// come on the app clock, on whichever server claims it first. See docs/decisions/013.
//
// - Claims lease due rows (UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED), server/lib/lease.ts),
//   so two servers never take the same row; a crashed server's lease runs out and another retries.
// - Each item runs in its own transaction that first locks the row again and marks it done, then
//   calls the handler: the handler's writes and the done mark commit together or not at all, and a
//   second runner that got the row after a lease ran out finds it done and skips it. (Marking done
//   first also lets a handler schedule the next item of the same kind and subject.)
// - A handler that throws is rolled back; the row keeps the error, counts the attempt and is due
//   again after a backoff.
// - On time: one timer to the earliest pending due time (or the next poll, if sooner), re-armed
//   after each pass; a NOTIFY from scheduleWork re-arms it for a sooner item; a move of the
//   development clock runs a pass at once.
//
// Due times are app-clock time (the development clock may be ahead of SQL now()), passed in as
// parameters; leases and done marks are real time (SQL now()).
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { AppClock } from '../clock';
import type { Db, Tx } from '../db/client';
import type { DbListener } from '../db/listener';
import { scheduledWork } from '../db/schema';
import { staleAfter, type WorkerStatus } from '../lib/heartbeat';
import { leaseFree, leaseRows } from '../lib/lease';
import { createWorker, type PassContext } from '../lib/worker';
import { SCHEDULED_WORK_CHANNEL, WORK_KINDS, type WorkItem, type WorkKind } from './schedule';

/** Runs one due item inside the transaction that marks it done. Must be idempotent in effect: it is retried after a failure. */
export type WorkHandler = (tx: Tx, item: WorkItem, now: Date) => Promise<void>;
export type WorkHandlers = Record<WorkKind, WorkHandler>;

/** Longer than one item can take: an expired lease means the server that held it is gone. */
export const LEASE_SECONDS = 60;
/** A failed item is due again after 30 s × attempts, at most this long. */
export const MAX_BACKOFF_MS = 10 * 60_000;
export const retryDelayMs = (attempts: number) => Math.min(30_000 * Math.max(1, attempts), MAX_BACKOFF_MS);
/** Done rows are history for this long, then removed by the pass. */
const KEEP_DONE_DAYS = 30;
const CLAIM_BATCH = 20;
const CLEANUP_EVERY_MS = 3_600_000;

export type WorkRunnerOptions = {
  db: Db;
  clock: AppClock;
  log: FastifyBaseLogger;
  handlers: WorkHandlers;
  /** Hears scheduleWork's NOTIFY from every process (subscribed here; the caller starts it). */
  listener?: DbListener;
  /** The longest the runner sleeps between passes (default 5 s). */
  pollMs?: number;
};

export type WorkRunner = ReturnType<typeof createWorkRunner>;

export function createWorkRunner(options: WorkRunnerOptions) {
  const { db, clock, handlers } = options;
  const log = options.log.child({ module: 'scheduled-work' });
  const pollMs = options.pollMs ?? 5_000;
  const missing = WORK_KINDS.filter((kind) => typeof handlers[kind] !== 'function');
  if (missing.length) throw new Error(`scheduled work: no handler for ${missing.join(', ')}`);

  let timer: NodeJS.Timeout | undefined;
  /** When the armed timer fires (epoch ms, real time). */
  let timerAt = Infinity;
  let lastCleanup = 0;
  /** The app-clock time the last claim looked up to: what was due by then, it saw. */
  let lookedUpTo: Date | undefined;
  let unwatchClock: (() => void) | undefined;

  const notDone = isNull(scheduledWork.doneAt);

  /** Leases up to `limit` items due by `now` (soonest first), skipping rows another runner holds. */
  function claimDue(now: Date, limit: number) {
    return leaseRows(db, {
      table: scheduledWork,
      id: scheduledWork.id,
      leaseUntil: scheduledWork.leaseUntil,
      seconds: LEASE_SECONDS,
      which: and(notDone, lte(scheduledWork.dueAt, now), leaseFree(scheduledWork.leaseUntil)),
      orderBy: asc(scheduledWork.dueAt),
      limit,
    });
  }

  /** Runs one claimed item; true when its handler ran and committed. */
  async function runItem(claimed: typeof scheduledWork.$inferSelect): Promise<boolean> {
    const context = { workId: claimed.id, kind: claimed.kind, subjectId: claimed.subjectId };
    const now = clock.now();
    try {
      return await db.transaction(async (tx) => {
        // Under the row lock: still pending, still due (scheduleWork may have moved it, cancelWork
        // removed it, or another runner done it after our lease ran out)?
        const [row] = await tx
          .select()
          .from(scheduledWork)
          .where(and(eq(scheduledWork.id, claimed.id), notDone))
          .for('update');
        if (!row) return false;
        if (row.dueAt.getTime() > now.getTime()) {
          await tx.update(scheduledWork).set({ leaseUntil: null }).where(eq(scheduledWork.id, row.id));
          return false;
        }
        const handler = handlers[row.kind as WorkKind];
        if (!handler) throw new Error(`no handler for scheduled work of kind ${row.kind}`);
        await tx
          .update(scheduledWork)
          .set({ doneAt: sql`now()`, leaseUntil: null })
          .where(eq(scheduledWork.id, row.id));
        await handler(
          tx,
          {
            id: row.id,
            kind: row.kind as WorkKind,
            subjectId: row.subjectId,
            dueAt: row.dueAt,
            attempts: row.attempts,
          },
          now,
        );
        return true;
      });
    } catch (err) {
      const attempts = claimed.attempts + 1;
      const retryAt = new Date(now.getTime() + retryDelayMs(attempts));
      log.error({ err, ...context, attempts, retryAt }, 'scheduled work failed; it will be retried');
      await db
        .update(scheduledWork)
        .set({
          attempts: sql`${scheduledWork.attempts} + 1`,
          lastError: errorText(err),
          dueAt: sql`greatest(${scheduledWork.dueAt}, ${retryAt.toISOString()}::timestamptz)`,
          leaseUntil: null,
        })
        .where(and(eq(scheduledWork.id, claimed.id), notDone))
        .catch((e: unknown) =>
          log.error({ err: e, ...context }, 'scheduled work: could not record a failure; the lease will run out'),
        );
      return false;
    }
  }

  /** One pass: runs every item due now, batch by batch. */
  async function runPass({ beat, stopping }: PassContext): Promise<number> {
    let ran = 0;
    for (;;) {
      if (stopping()) break;
      const now = clock.now();
      lookedUpTo = now;
      const batch = await claimDue(now, CLAIM_BATCH);
      for (const [i, item] of batch.entries()) {
        beat();
        if (stopping()) {
          // Give the rest back rather than let their leases run out.
          await db
            .update(scheduledWork)
            .set({ leaseUntil: null })
            .where(
              inArray(
                scheduledWork.id,
                batch.slice(i).map((r) => r.id),
              ),
            );
          return ran;
        }
        if (await runItem(item)) ran++;
      }
      if (batch.length < CLAIM_BATCH) break;
    }
    if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
      lastCleanup = Date.now();
      await db
        .delete(scheduledWork)
        .where(
          and(
            isNotNull(scheduledWork.doneAt),
            lt(scheduledWork.doneAt, sql`now() - make_interval(days => ${KEEP_DONE_DAYS})`),
          ),
        );
    }
    return ran;
  }

  /**
   * The earliest pending due time after `since` (the partial index answers it). Asked with the time
   * the pass's last claim looked up to, not the clock's time now: an item that fell due in between
   * (the pass ran long, or the timer that woke it fired a few milliseconds early, as Node's timers
   * do after a busy stretch of the event loop) is found, and arm() runs it at once. Asked with the
   * time now, it was neither claimed nor ahead, and waited for the next poll (a CI run saw one).
   */
  async function nextDueAt(since: Date): Promise<Date | undefined> {
    const [row] = await db
      .select({ dueAt: scheduledWork.dueAt })
      .from(scheduledWork)
      .where(and(notDone, gt(scheduledWork.dueAt, since)))
      .orderBy(asc(scheduledWork.dueAt))
      .limit(1);
    return row?.dueAt;
  }

  /** Sleeps until `dueAt` (app-clock time) or the next poll, whichever is sooner, unless woken sooner already. */
  function arm(dueAt?: Date) {
    if (!worker.started) return;
    const delay = Math.max(0, Math.min(pollMs, dueAt ? dueAt.getTime() - clock.now().getTime() : pollMs));
    const at = Date.now() + delay;
    if (timer && at >= timerAt) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      timerAt = Infinity;
      void kick();
    }, delay);
    timer.unref();
  }

  /** Passes run one at a time: a request during a pass runs one more after it; then the timer is re-armed. */
  const worker = createWorker({
    name: 'scheduledWork',
    pass: runPass,
    onError: (err) => log.error({ err }, 'scheduled work: pass failed'),
    // No poll of its own: arm() sleeps to the next due time, at most `pollMs`.
    staleAfterMs: staleAfter(LEASE_SECONDS * 1000, pollMs),
    // Re-arm for the next due time after what the pass looked at (see nextDueAt), keeping an
    // earlier timer (a NOTIFY during the pass may have armed one): at worst a timer left from
    // before runs one pass with nothing due. A wake-up while this re-arms gets the pass it asked
    // for after the run (the tail rule of coalesced-passes).
    afterPasses: async () => arm(await nextDueAt(lookedUpTo ?? clock.now()).catch(() => undefined)),
    // Moving the development clock makes work due (or moves the next due time nearer).
    onStart: () => {
      unwatchClock = clock.onChange(() => void kick());
    },
    onStop: () => {
      unwatchClock?.();
      unwatchClock = undefined;
      if (timer) clearTimeout(timer);
      timer = undefined;
      timerAt = Infinity;
    },
  });
  /** Runs a pass now (or one more after the one in progress); resolves with how many items ran. */
  const kick = () => worker.kick();

  options.listener?.subscribe({
    channel: SCHEDULED_WORK_CHANNEL,
    onPayload(payload) {
      if (!worker.started) return;
      const dueAt = new Date(payload);
      if (Number.isNaN(dueAt.getTime()) || dueAt.getTime() <= clock.now().getTime()) void kick();
      else arm(dueAt);
    },
    // Items scheduled while we were not listening: a pass finds what is due and re-arms.
    onReconnect: () => void (worker.started && kick()),
  });

  return {
    /** The runner's worker (server/lib/worker.ts): started and stopped with the app. */
    worker,
    /** One full pass over the due items, also when the runner is not started (tests); resolves with how many ran. */
    runDue: worker.runOnce,
    /** Runs a pass now (as a NOTIFY or a clock move would). */
    kick,
    /** The two halves of a pass, for tests of a server that claimed and stalled: lease due items, run one claimed item (true when its handler committed). */
    claimDue,
    runItem,
    /** The runner's sign of life, for the readiness check. */
    workerStatus: worker.status as () => WorkerStatus,
    start: worker.start,
    stop: worker.stop,
  };
}

/** What a failure leaves on the row for whoever looks: the message, bounded. */
function errorText(err: unknown): string {
  const text = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return text.slice(0, 2_000);
}
