// The app's one notion of "now" (issue 17): billing's period ends and renewals, offer deadlines,
// scheduled work. In production it is real time and never touches the database. Elsewhere it can
// be moved forward (POST /api/dev/clock, /api/dev/billing-clock) so tests and demos pass a deadline
// or a month without waiting: the offset lives in the single `dev_clock` row, so every server
// process on the database agrees. Each process keeps the offset in memory (now() stays synchronous
// and costs nothing) and reads the row again at start, whenever a change is announced on
// DEV_CLOCK_CHANNEL (pg_notify in the changing transaction), and after its listener reconnects.
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './db/client';
import type { DbListener } from './db/listener';
import { devClock } from './db/schema';

export const DEV_CLOCK_CHANNEL = 'turnready_dev_clock';

export type AppClock = {
  now(): Date;
  /** False in production: real time, advance() and reset() refuse. */
  readonly adjustable: boolean;
  /** How far this process's clock is ahead of real time. */
  offsetMs(): number;
  /** Moves every process's clock forward by `ms` (≥ 0); resolves with this process's new time. */
  advance(ms: number): Promise<Date>;
  /** Back to real time, in every process. */
  reset(): Promise<void>;
  /** Calls `fn` whenever this process's offset changes (moved here or in another process); returns the unsubscribe. */
  onChange(fn: (offsetMs: number) => void): () => void;
  /** Reads the offset (non-production); call before the app serves. */
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** Real time, for production (and anything built without a database). */
export function realClock(): AppClock {
  // Thrown at the call, not as a rejection: moving production time is a programming error.
  const refuse = (): never => {
    throw new Error('The clock is real time here and cannot be moved.');
  };
  return {
    now: () => new Date(),
    adjustable: false,
    offsetMs: () => 0,
    advance: () => refuse(),
    reset: () => refuse(),
    onChange: () => () => {},
    start: async () => {},
    stop: async () => {},
  };
}

/**
 * The development clock shared through the database. `listener` (subscribed here, started by the
 * caller) brings other processes' changes.
 */
export function createDevClock(options: { db: Db; listener: DbListener; log: FastifyBaseLogger }): AppClock {
  const { db, log } = options;
  let offset = 0;
  const watchers = new Set<(offsetMs: number) => void>();
  // Reads can finish out of order; only one started later than the last applied may apply.
  let readsStarted = 0;
  let lastApplied = 0;

  function apply(next: number) {
    if (next === offset) return;
    offset = next;
    for (const fn of watchers) {
      try {
        fn(offset);
      } catch (err) {
        log.error({ err }, 'clock: a change watcher failed');
      }
    }
  }

  async function refresh(): Promise<void> {
    const seq = ++readsStarted;
    const [row] = await db.select({ offsetMs: devClock.offsetMs }).from(devClock);
    if (seq < lastApplied) return;
    lastApplied = seq;
    apply(row?.offsetMs ?? 0);
  }
  const refreshSafely = () =>
    void refresh().catch((err: unknown) =>
      log.warn({ err }, 'clock: could not read the development clock; keeping the last offset'),
    );

  options.listener.subscribe({ channel: DEV_CLOCK_CHANNEL, onPayload: refreshSafely, onReconnect: refreshSafely });

  /** Writes the offset `set` computes from the current one, announces it, then reads it back (so this process sees its own change at once). */
  async function write(set: SQL) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into dev_clock (id, offset_ms) values (1, 0) on conflict (id) do nothing`);
      await tx.execute(sql`update dev_clock set offset_ms = ${set}, updated_at = now() where id = 1`);
      await tx.execute(sql`select pg_notify(${DEV_CLOCK_CHANNEL}, '')`);
    });
    await refresh();
  }

  return {
    now: () => new Date(Date.now() + offset),
    adjustable: true,
    offsetMs: () => offset,
    async advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`The clock only moves forward (asked for ${ms} ms).`);
      await write(sql`offset_ms + ${Math.round(ms)}::bigint`);
      return new Date(Date.now() + offset);
    },
    async reset() {
      await write(sql`0`);
    },
    onChange(fn) {
      watchers.add(fn);
      return () => watchers.delete(fn);
    },
    start: refresh,
    stop: async () => {},
  };
}
