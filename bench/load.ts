// Two ways to run the same work at the same concurrency for the same time: HTTP requests against
// the server (autocannon), and the endpoint's service calls straight on the database.
import autocannon from 'autocannon';
import { pgErrorCode, type Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { ApiRequest } from './workload';

export type Measure = {
  /** Completed requests (or operations) per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Failures: non-2xx answers and connection errors (409 conflicts are counted in `conflicts`). */
  errors: number;
  conflicts: number;
  total: number;
  /** Response codes other than 2xx, e.g. { 401: 3 }. */
  statuses: Record<string, number>;
};

export type LoadOptions = { connections: number; warmupSeconds: number; seconds: number };

/** autocannon against `baseUrl`: a warm-up run (discarded), then the measured run. */
export async function loadApi(baseUrl: string, requests: ApiRequest[], options: LoadOptions): Promise<Measure> {
  const run = (duration: number) =>
    autocannon({
      url: baseUrl,
      connections: options.connections,
      duration,
      timeout: 10,
      requests,
    });
  if (options.warmupSeconds > 0) {
    await run(options.warmupSeconds);
    await settle(baseUrl);
  }
  const result = await run(options.seconds);
  await settle(baseUrl);
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    if (!code.startsWith('2')) statuses[code] = (stat as { count: number }).count;
  }
  const conflicts = statuses['409'] ?? 0;
  const total = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  return {
    rps: total / options.seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx - conflicts + result.errors,
    conflicts,
    total,
    statuses,
  };
}

/**
 * Waits until the server has worked off what a run left in flight (autocannon stops sending at the
 * deadline, but the server still answers the requests it accepted), so the next run starts clean:
 * a health check (one database round trip) answering quickly means nothing is queued before it.
 */
async function settle(baseUrl: string) {
  const deadline = performance.now() + 30_000;
  while (performance.now() < deadline) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/health`).then((r) => r.arrayBuffer());
    if (performance.now() - started < 50) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `connections` concurrent callers of `op` on the database for the same warm-up and duration. */
export async function loadDatabase(
  db: Db,
  op: (db: Db, i: number) => Promise<unknown>,
  options: LoadOptions,
): Promise<Measure> {
  let next = 0;
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    let errors = 0;
    let conflicts = 0;
    const statuses: Record<string, number> = {};
    const deadline = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        try {
          await op(db, next++);
        } catch (err) {
          // The same rule as the API: a repeat application is a conflict, anything else a failure.
          const code = err instanceof AppError ? err.code : (pgErrorCode(err) ?? 'error');
          if (code === 'ALREADY_APPLIED') conflicts++;
          else errors++;
          statuses[code] = (statuses[code] ?? 0) + 1;
          if (errors === 1) console.error(`  first database error: ${(err as Error).message}`);
        }
        latencies.push(performance.now() - started);
      }
    };
    await Promise.all(Array.from({ length: options.connections }, worker));
    return { latencies, errors, conflicts, statuses };
  };
  if (options.warmupSeconds > 0) await run(options.warmupSeconds);
  const { latencies, errors, conflicts, statuses } = await run(options.seconds);
  return {
    rps: latencies.length / options.seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    conflicts,
    total: latencies.length,
    statuses,
  };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[index]! * 100) / 100;
}
