// Readiness (GET /api/ready): may a load balancer send this process traffic? Yes when the database
// answers within a short time, every migration this code knows is applied, and the background
// workers run (the email outbox, the scheduled-work runner, the calendar sync). No once shutdown
// has begun, so the balancer drains the process. Liveness stays GET /api/health (database only).
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { ReadyChecks, ReadyResponse } from '@core/schemas/system';
import { pingDatabase, type Db } from '../db/client';
import { runtimeFiles } from '../runtime-files';
import { workerState, type WorkerStatus } from '../lib/heartbeat';

/** How long the database gets to answer before the check says 'timeout'. */
export const READY_DB_TIMEOUT_MS = 2_000;

/** The workers readiness watches, by their names (server/lib/worker.ts); the others have no heartbeat worth a 503. */
export const WATCHED_WORKERS = ['outbox', 'scheduledWork', 'calendarSync'] as const;
type WorkerName = (typeof WATCHED_WORKERS)[number];
type WatchedStatus = () => WorkerStatus | undefined;

/** The watched workers' statuses, found by name in the app's one list of what it starts (server/app.ts). */
export function watchedWorkers(list: readonly unknown[]): Record<WorkerName, WatchedStatus> {
  const byName = new Map<unknown, WatchedStatus>();
  for (const item of list)
    if (item && typeof item === 'object' && 'name' in item && 'status' in item)
      byName.set(item.name, item.status as WatchedStatus);
  return Object.fromEntries(
    WATCHED_WORKERS.map((name) => {
      const status = byName.get(name);
      if (!status) throw new Error(`readiness: no worker named ${name} is started`);
      return [name, status];
    }),
  ) as Record<WorkerName, WatchedStatus>;
}

export type ReadinessOptions = {
  db: Db;
  log: FastifyBaseLogger;
  /** Each worker's status; undefined when the worker has nothing to do here (the outbox without SMTP). */
  workers: Record<WorkerName, WatchedStatus>;
  timeoutMs?: number;
  /** The newest migration this code ships (its journal's `when`); read from the migrations folder by default. */
  latestMigration?: number;
};

export type Readiness = ReturnType<typeof createReadiness>;

/** The newest entry of the migrations journal, as the migrator stamps it into drizzle.__drizzle_migrations.created_at. */
export function latestMigrationMillis(): number {
  return Math.max(
    0,
    ...readMigrationFiles({ migrationsFolder: runtimeFiles.migrationsFolder }).map((m) => m.folderMillis),
  );
}

export function createReadiness(options: ReadinessOptions) {
  const { db, log } = options;
  const timeoutMs = options.timeoutMs ?? READY_DB_TIMEOUT_MS;
  const latest = options.latestMigration ?? latestMigrationMillis();
  let shuttingDown = false;
  // Applied migrations never un-apply, so once they are all there the check only pings.
  let migrationsApplied = false;
  let inFlight: Promise<boolean> | undefined;
  let lastLogged = '';

  /**
   * One database round trip: are the migrations applied (which also proves the database answers),
   * or, once they are known to be, a ping. Shared by concurrent checks, so a balancer polling a hung
   * database does not pile up queries (and pool connections) behind it.
   */
  function probe(): Promise<boolean> {
    return (inFlight ??= (async () => {
      if (migrationsApplied) {
        await pingDatabase(db);
        return true;
      }
      // The migrator's own rule: a migration is applied when the newest applied one is at least as new.
      const result = (await db.execute(
        sql`select coalesce(max(created_at), 0)::float8 >= ${latest}::float8 as applied from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { applied: boolean }[] };
      migrationsApplied = result.rows[0]?.applied === true;
      return migrationsApplied;
    })().finally(() => {
      inFlight = undefined;
    }));
  }

  async function checkDatabase(): Promise<Pick<ReadyChecks, 'database' | 'migrations'>> {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const applied = await Promise.race([probe(), timedOut]);
      if (applied === 'timeout') return { database: 'timeout', migrations: 'unknown' };
      return { database: 'ok', migrations: applied ? 'ok' : 'pending' };
    } catch (err) {
      log.debug({ err }, 'readiness: database check failed');
      return { database: 'unreachable', migrations: 'unknown' };
    } finally {
      clearTimeout(timer);
    }
  }

  function workerCheck(name: WorkerName, now: number) {
    const status = options.workers[name]();
    return status ? workerState(status, now) : ('off' as const);
  }

  return {
    /** From now on the process answers not ready (server/app.ts calls it as closing begins). */
    beginShutdown() {
      shuttingDown = true;
    },
    get shuttingDown() {
      return shuttingDown;
    },
    async check(): Promise<{ ready: boolean; body: ReadyResponse }> {
      if (shuttingDown) return { ready: false, body: { status: 'unavailable', checks: { server: 'shutting-down' } } };
      const database = await checkDatabase();
      const now = Date.now();
      const checks: ReadyChecks = {
        server: 'ok',
        ...database,
        outbox: workerCheck('outbox', now),
        scheduledWork: workerCheck('scheduledWork', now),
        calendarSync: workerCheck('calendarSync', now),
      };
      const ready =
        checks.database === 'ok' &&
        checks.migrations === 'ok' &&
        [checks.outbox, checks.scheduledWork, checks.calendarSync].every((s) => s === 'running' || s === 'off');
      // A balancer polls every few seconds: log a change of outcome, not every answer.
      const summary = JSON.stringify(checks);
      if (summary !== lastLogged) {
        if (!ready) log.warn({ checks }, 'not ready');
        else if (lastLogged) log.info({ checks }, 'ready again');
        lastLogged = summary;
      }
      return { ready, body: { status: ready ? 'ready' : 'unavailable', checks } };
    },
  };
}
