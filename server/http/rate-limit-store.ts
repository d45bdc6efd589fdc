// Where rate-limit counters are kept (issue 20, docs/decisions/022): in Redis when REDIS_URL is set,
// else in PostgreSQL's `rate_limits` table when the app runs on a PostgreSQL server, else (embedded
// PGlite: one process) in this process's memory. Every counter is a fixed window in
// rate-limiter-flexible, one round trip per check.
//
// When Redis or PostgreSQL does not answer, each limiter falls back to its insurance limiter: the
// same limit counted in this process's memory. The site stays up and every limit still holds, per
// process (N processes: up to N times looser) until the store answers again. Refusing every request
// instead would turn a cache or database hiccup into a full outage; not limiting at all would open
// sign-in guessing and mail floods exactly when nobody is watching. The outage is logged once, and
// its end once.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type pg from 'pg';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type IRateLimiterOptions,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

export type RateLimitStoreOptions = {
  /** Counters in this Redis (REDIS_URL); it wins over `pool`. */
  redisUrl?: string;
  /** Counters in this PostgreSQL server's `rate_limits` table (the app's own pool). */
  pool?: pg.Pool;
  /**
   * Prefix of every counter key. Processes that must share limits use the same one; tests give
   * each pair of apps its own, so parallel test files on one Redis never meet.
   */
  namespace?: string;
};

export type RateLimitStore = {
  kind: 'memory' | 'postgres' | 'redis';
  /** A fixed-window limiter of `max` per `durationMs`, its counters named `name` (stable across processes). */
  limiter(name: string, max: number, durationMs: number): RateLimiterAbstract;
  /** Connects (Redis); a store that does not answer is logged and left to reconnect, never fatal. */
  start(): Promise<void>;
  /** Deletes counters whose window ended before `before` (epoch ms); only PostgreSQL keeps them (Redis expires keys itself). */
  clearExpired(before: number): Promise<void>;
  close(): Promise<void>;
};

/** The table the PostgreSQL store writes (created by migration 0014, server/db/schema.ts). */
export const RATE_LIMIT_TABLE = 'rate_limits';
/** Rows whose window ended this long ago are deleted (the upsert starts a new window over an expired row anyway). */
const KEEP_EXPIRED_MS = 3_600_000;
const CLEAR_EXPIRED_EVERY_MS = 300_000;
/** A Redis that does not answer within this is treated as down for that request (insurance). */
const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;

export function createRateLimitStore(options: RateLimitStoreOptions, log: FastifyBaseLogger): RateLimitStore {
  const namespace = options.namespace ?? 'rl';
  const base = (name: string, max: number, durationMs: number): IRateLimiterOptions => ({
    keyPrefix: `${namespace}:${name}`,
    points: max,
    // The library counts whole seconds; every window in rate-limits.ts is whole seconds.
    duration: Math.ceil(durationMs / 1000),
  });

  if (options.redisUrl) {
    const outage = createOutageLog('redis', log);
    const client = new Redis(options.redisUrl, {
      lazyConnect: true,
      // Fail a check at once while disconnected (the insurance limiter answers) instead of queueing
      // requests behind a reconnect.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    });
    // ioredis keeps reconnecting on its own; every failed attempt emits 'error' (kept for the one log line).
    client.on('error', (err) => outage.noteError(err));
    client.on('ready', () => outage.answered());
    return {
      kind: 'redis',
      limiter: (name, max, durationMs) =>
        new RateLimiterRedis({
          ...base(name, max, durationMs),
          storeClient: client,
          rejectIfRedisNotReady: true,
          ...shared(max, outage, base(name, max, durationMs)),
        }),
      clearExpired: async () => {},
      start: async () => {
        await client.connect().catch((err: unknown) => {
          outage.noteError(err);
          outage.fellBack('connecting at start-up');
        });
      },
      close: async () => {
        await client.quit().catch(() => client.disconnect());
      },
    };
  }

  if (options.pool) {
    const pool = options.pool;
    const outage = createOutageLog('postgres', log);
    // The library calls `query` on what it is given; passing through here tells an outage from its end.
    const storeClient = {
      query: (query: pg.QueryConfig) =>
        pool.query(query).then(
          (result) => {
            outage.answered();
            return result;
          },
          (err: unknown) => {
            outage.noteError(err);
            throw err;
          },
        ),
    };
    const clearExpired = async (before: number) => {
      await pool.query(`delete from ${RATE_LIMIT_TABLE} where expire < $1`, [before]);
    };
    let timer: NodeJS.Timeout | undefined;
    return {
      kind: 'postgres',
      limiter: (name, max, durationMs) =>
        new RateLimiterPostgres({
          ...base(name, max, durationMs),
          storeClient,
          storeType: 'pool',
          tableName: RATE_LIMIT_TABLE,
          // Our migration made the table: the library must not issue DDL at run time.
          tableCreated: true,
          // One cleanup timer per process, below, instead of one per limiter.
          clearExpiredByTimeout: false,
          ...shared(max, outage, base(name, max, durationMs)),
        }),
      start: async () => {
        // Every process clears long-expired rows now and then: the rows are in the database, so
        // whichever processes run keep the table small (the same DELETE twice is harmless).
        timer = setInterval(
          () => void clearExpired(Date.now() - KEEP_EXPIRED_MS).catch(() => {}),
          CLEAR_EXPIRED_EVERY_MS,
        );
        timer.unref();
      },
      clearExpired,
      close: async () => clearInterval(timer),
    };
  }

  return {
    kind: 'memory',
    limiter: (name, max, durationMs) => new RateLimiterMemory(base(name, max, durationMs)),
    start: async () => {},
    clearExpired: async () => {},
    close: async () => {},
  };
}

/** What a shared-store limiter adds: the insurance limiter, and no round trip for a key already refused. */
function shared(max: number, outage: OutageLog, memory: IRateLimiterOptions) {
  return {
    insuranceLimiter: new InsuranceLimiter(memory, () => outage.fellBack(String(memory.keyPrefix))),
    // A key over its limit is refused from this process's memory until its window ends, so a flood
    // from one client costs the store one write per window and process, not one per request.
    inMemoryBlockOnConsumed: max + 1,
  };
}

/** The in-memory stand-in the library calls only when the store failed a request. */
class InsuranceLimiter extends RateLimiterMemory {
  constructor(
    options: IRateLimiterOptions,
    private readonly onUse: () => void,
  ) {
    super(options);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.onUse();
    return super.consume(...args);
  }
}

type OutageLog = ReturnType<typeof createOutageLog>;

/** One error line when a store stops answering, one line when it answers again; nothing per request. */
function createOutageLog(store: 'postgres' | 'redis', log: FastifyBaseLogger) {
  let down = false;
  let lastError: unknown;
  return {
    noteError(err: unknown) {
      lastError = err;
    },
    fellBack(limit: string) {
      if (down) return;
      down = true;
      log.error(
        { store, limit, err: lastError },
        `rate limits: the ${store} store does not answer; each process now counts every limit in its own memory (limits hold per process) until it answers again`,
      );
    },
    answered() {
      if (!down) return;
      down = false;
      lastError = undefined;
      log.warn({ store }, `rate limits: the ${store} store answers again; limits are shared again`);
    },
  };
}
