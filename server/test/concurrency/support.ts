// Shared by the concurrency tests: how many times each race is run, a signed-in client, and
// `race`, which proves on PostgreSQL that the racing transactions really overlapped.
import pg from 'pg';
import { expect } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { TEST_PASSWORD } from '../factories';
import { IpClient } from '../security/ip-client';

/**
 * Repetitions of each race: 20 in `npm run test:stress` (STRESS_REPS); in `npm test` 5 on
 * PostgreSQL, where the transactions really overlap (see `race`) and each run can interleave
 * differently, and 1 on PGlite, which runs one transaction at a time: there the requests take turns,
 * so repeating a race mostly repeats the same order and adds little to the first run.
 */
export const REPS = Math.max(1, Number(process.env.STRESS_REPS) || (process.env.TEST_DB === 'postgres' ? 5 : 1));

/** A client (its own address, so no rate limit is shared across repetitions) signed in as `email`. */
export async function signedIn(app: App, email: string): Promise<IpClient> {
  const client = new IpClient(app);
  const res = await client.post('/api/session', { email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

/** Counts of each status in a list of answers, e.g. { 201: 1, 409: 7 }. */
export function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

/** What `race` saw: how many transactions were open at once (client side), and the server's word. */
export type Overlap = { wanted: number; maxOpen: number; serverSawOpen: number };

type QueryFn = pg.PoolClient['query'];
const queryText = (q: unknown) => (typeof q === 'string' ? q : ((q as { text?: string } | null)?.text ?? ''));

/**
 * Runs `requests` (the racing requests) and proves on PostgreSQL that their transactions really ran
 * at the same time. PGlite runs one transaction at a time, so there a race proves little; on
 * PostgreSQL the pool's connections are watched while the requests run: the first `wanted`
 * transactions to open (BEGIN answered) wait at a barrier until all of them are open, the server is
 * asked (pg_stat_activity) whether those backends are all inside a transaction at that moment, and
 * then they all go on together. The test fails when fewer than `wanted` overlapped, so a race that
 * quietly ran one request after another (a pool of one, a lock in the app, no transaction) cannot
 * pass for a race. `wanted` defaults to as many as the pool can hold while one connection stays
 * free for the requests' other queries.
 */
export async function race<T>(
  database: Database,
  requests: () => Promise<T>,
  options: { wanted?: number; waitMs?: number } = {},
): Promise<T> {
  const pool = database.pool;
  if (database.kind !== 'postgres' || !pool) return requests();
  const poolMax = (pool.options as { max?: number }).max ?? 10;
  const wanted = options.wanted ?? Math.max(2, poolMax - 1);
  if (wanted > poolMax) throw new Error(`cannot overlap ${wanted} transactions with a pool of ${poolMax}`);

  const observer = new pg.Client({ connectionString: (pool.options as { connectionString: string }).connectionString });
  await observer.connect();
  const overlap: Overlap = { wanted, maxOpen: 0, serverSawOpen: 0 };
  let open = 0;
  const waiting: number[] = [];
  let release!: () => void;
  const barrier = new Promise<void>((resolve) => (release = resolve));
  // Released when `wanted` transactions are open, or after `waitMs` (then the assertion below fails).
  const giveUp = setTimeout(() => release(), options.waitMs ?? 10_000);
  barrier.then(() => clearTimeout(giveUp));
  let barrierDone = false;

  const patched = new Map<pg.PoolClient, QueryFn>();
  const connect = pool.connect.bind(pool);
  const watch = (client: pg.PoolClient) => {
    if (patched.has(client)) return client;
    const query = client.query.bind(client) as QueryFn;
    patched.set(client, client.query);
    client.query = (async (...args: Parameters<QueryFn>) => {
      const text = queryText(args[0]).trim().toLowerCase();
      const isEnd = text === 'commit' || text === 'rollback';
      const result = await (query as (...a: unknown[]) => Promise<unknown>)(...args);
      if (/^begin\b/.test(text)) {
        open++;
        overlap.maxOpen = Math.max(overlap.maxOpen, open);
        if (!barrierDone) {
          waiting.push((client as unknown as { processID: number }).processID);
          if (waiting.length === wanted) {
            barrierDone = true;
            const seen = await observer.query<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where pid = any($1) and state = 'idle in transaction'",
              [waiting],
            );
            overlap.serverSawOpen = seen.rows[0]!.n;
            release();
          }
          await barrier;
        }
      } else if (isEnd) {
        open--;
      }
      return result;
    }) as QueryFn;
    return client;
  };
  // Transactions check a client out with connect() and no callback; pool.query() (single
  // statements, never a transaction) passes a callback and is left alone.
  pool.connect = ((...args: unknown[]) =>
    args.length ? (connect as (...a: unknown[]) => unknown)(...args) : connect().then(watch)) as typeof pool.connect;

  try {
    const result = await requests();
    expect(overlap, 'the racing transactions did not all run at the same time on PostgreSQL').toEqual({
      wanted,
      maxOpen: expect.any(Number),
      serverSawOpen: wanted,
    });
    expect(overlap.maxOpen).toBeGreaterThanOrEqual(wanted);
    return result;
  } finally {
    barrierDone = true;
    release();
    pool.connect = connect as typeof pool.connect;
    for (const [client, query] of patched) client.query = query;
    await observer.end();
  }
}
