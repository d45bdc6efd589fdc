// Rate limits shared by several server processes (issue 20, docs/decisions/022): counted in
// PostgreSQL or Redis, so a limit of N means N across all processes; and when that store does not
// answer, every process goes on serving and limiting on its own (the insurance limiter), logging the
// outage once.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '@core/messages/en/errors';
import { ApiError } from '@core/schemas/common';
import { createRateLimitStore, RATE_LIMIT_TABLE } from '../http/rate-limit-store';
import { overallRateLimit, rateLimits, windowMs, type RateLimitRule } from '../http/rate-limits';
import { createTestApp, startSecondProcess, type SecondProcess, type TestApp } from './app';
import { uniqueEmail } from './factories';
import { freePort } from './free-port';
import { IpClient, nextIp, type Res } from './security/ip-client';

const emailCheckLimit = rateLimits.emailCheck as RateLimitRule;
const emailCheck = (c: IpClient) => c.post('/api/registrations/email-check', { email: uniqueEmail() });

function expectLimited(res: Res, limit: RateLimitRule) {
  expect(res.status).toBe(429);
  expect(ApiError.parse(res.body)).toEqual({ error: { code: 'RATE_LIMITED', message: errors.rateLimited } });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= windowMs(limit.timeWindow) / 1000).toBe(true);
}

async function repeat(n: number, send: () => Promise<Res>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send()).status);
  return statuses;
}

/**
 * A route's own limit per address, half through `first`, half through `second`: one limit. (The
 * email check rather than sign-in: the same rule machinery, without hashing a password per request.)
 */
async function expectRouteLimitShared(first: IpClient, second: IpClient) {
  const throughFirst = Math.floor(emailCheckLimit.max / 2);
  expect(new Set(await repeat(throughFirst, () => emailCheck(first)))).toEqual(new Set([200]));
  expect(new Set(await repeat(emailCheckLimit.max - throughFirst, () => emailCheck(second)))).toEqual(new Set([200]));
  expectLimited(await emailCheck(second), emailCheckLimit);
  expectLimited(await emailCheck(first), emailCheckLimit);
}

/** The ceiling of every /api request, half through each process. */
async function expectCeilingShared(first: IpClient, second: IpClient) {
  const half = overallRateLimit.max / 2;
  expect(new Set(await repeat(half, () => first.get('/api/config')))).toEqual(new Set([200]));
  expect(new Set(await repeat(half, () => second.get('/api/session')))).toEqual(new Set([200]));
  expectLimited(await first.get('/api/config'), overallRateLimit);
  expectLimited(await second.get('/api/config'), overallRateLimit);
  // Health stays outside the ceiling on both.
  expect((await first.get('/api/health')).status).toBe(200);
  expect((await second.get('/api/health')).status).toBe(200);
}

/** Log lines of one app, as JSON objects (warn and above). */
function captureLog() {
  const lines: { level: number; msg: string; store?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}
const outageLines = (lines: { msg: string }[]) => lines.filter((l) => l.msg.includes('store does not answer'));
const recoveryLines = (lines: { msg: string }[]) => lines.filter((l) => l.msg.includes('store answers again'));

describe.runIf(process.env.TEST_DB === 'postgres')('two server processes on one PostgreSQL database', () => {
  let first: TestApp;
  let second: SecondProcess;
  beforeAll(async () => {
    first = await createTestApp({ passwordWork: { maxWaitMs: 120_000 } });
    second = await startSecondProcess(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("share a route's limit per address: half through one, the rest through the other, then 429 on both", async () => {
    const ip = nextIp();
    await expectRouteLimitShared(new IpClient(first.app, ip), new IpClient(second.app, ip));
  });

  it('count the 600 per minute ceiling across both, in the rate_limits table', async () => {
    const ip = nextIp();
    await expectCeilingShared(new IpClient(first.app, ip), new IpClient(second.app, ip));
    const { rows } = await first.database.pool!.query<{ points: number }>(
      `select points from ${RATE_LIMIT_TABLE} where key = $1`,
      [`rl:all-api:${ip}`],
    );
    // The last two requests were refused from each process's memory (no round trip once a key is over).
    expect(rows).toEqual([{ points: overallRateLimit.max + 2 }]);
  });

  it('clear counters whose window ended over an hour ago, and no others', async () => {
    const pool = first.database.pool!;
    const now = Date.now();
    const keys = {
      old: `test-old-${randomUUID()}`,
      recent: `test-recent-${randomUUID()}`,
      live: `test-live-${randomUUID()}`,
    };
    await pool.query(
      `insert into ${RATE_LIMIT_TABLE} (key, points, expire) values ($1, 1, $2), ($3, 1, $4), ($5, 1, $6)`,
      [keys.old, now - 2 * 3_600_000, keys.recent, now - 60_000, keys.live, now + 60_000],
    );
    const store = createRateLimitStore({ pool }, pino({ enabled: false }));
    await store.clearExpired(now - 3_600_000);
    const { rows } = await pool.query<{ key: string }>(
      `select key from ${RATE_LIMIT_TABLE} where key = any($1) order by key`,
      [Object.values(keys)],
    );
    expect(rows.map((r) => r.key).sort()).toEqual([keys.recent, keys.live].sort());
  });
});

// Redis: the machine (and CI) runs one at 127.0.0.1:6379. TEST_REDIS_URL set (CI sets it once Redis
// answers) means it must be there; otherwise the Redis tests skip, saying why.
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const redisAnswers = await ping(redisUrl);
if (!redisAnswers && process.env.TEST_REDIS_URL)
  throw new Error(`TEST_REDIS_URL=${redisUrl} is set but Redis does not answer there`);
const redisTitle = (title: string) =>
  redisAnswers ? title : `${title} (SKIPPED: no Redis answers at ${redisUrl}; set TEST_REDIS_URL to require one)`;

async function ping(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

describe.runIf(redisAnswers)(redisTitle('two server processes with REDIS_URL'), () => {
  // A namespace of their own: other test files (and other apps) use the same Redis at once.
  const rateLimitStore = { namespace: `test-${randomUUID()}` };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ env: { REDIS_URL: redisUrl }, rateLimitStore, passwordWork: { maxWaitMs: 120_000 } });
    second = await createTestApp({
      env: { REDIS_URL: redisUrl },
      rateLimitStore,
      passwordWork: { maxWaitMs: 120_000 },
    });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it("share a route's limit per address", async () => {
    const ip = nextIp();
    await expectRouteLimitShared(new IpClient(first.app, ip), new IpClient(second.app, ip));
  });

  it('count the 600 per minute ceiling across both, in Redis', async () => {
    const ip = nextIp();
    await expectCeilingShared(new IpClient(first.app, ip), new IpClient(second.app, ip));
    const redis = new Redis(redisUrl);
    try {
      expect(Number(await redis.get(`${rateLimitStore.namespace}:all-api:${ip}`))).toBe(overallRateLimit.max + 2);
    } finally {
      redis.disconnect();
    }
  });
});

describe('when the store does not answer', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
  });

  it('PostgreSQL: every process still serves and limits on its own, with one log line', async () => {
    // A pool whose server is gone: nothing listens on the port it names.
    const dead = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/none`, max: 2 });
    try {
      const logs = [captureLog(), captureLog()];
      apps.push(
        ...(await Promise.all(
          logs.map((log) => createTestApp({ logger: log.logger, rateLimitStore: { pool: dead } })),
        )),
      );
      const ip = nextIp();
      const [a, b] = apps.map((t) => new IpClient(t.app, ip));
      expect(new Set(await repeat(emailCheckLimit.max, () => emailCheck(a!)))).toEqual(new Set([200]));
      expectLimited(await emailCheck(a!), emailCheckLimit);
      // Counted per process while the store is down: the other process has its own count.
      expect((await emailCheck(b!)).status).toBe(200);
      expect(outageLines(logs[0]!.lines)).toHaveLength(1);
      expect(outageLines(logs[0]!.lines)[0]).toMatchObject({ level: 50, store: 'postgres' });
      expect(outageLines(logs[1]!.lines)).toHaveLength(1);
    } finally {
      await dead.end();
    }
  });

  it.runIf(redisAnswers)(
    redisTitle('Redis stops and comes back: served and limited per process meanwhile, shared again after'),
    async () => {
      const port = await freePort();
      let redis = await startRedis(port);
      try {
        const url = `redis://127.0.0.1:${port}`;
        const logs = [captureLog(), captureLog()];
        apps.push(
          ...(await Promise.all(logs.map((log) => createTestApp({ logger: log.logger, env: { REDIS_URL: url } })))),
        );
        expect((await emailCheck(new IpClient(apps[0]!.app))).status).toBe(200);
        expect(outageLines(logs[0]!.lines)).toHaveLength(0);

        await stopRedis(redis);
        const ip = nextIp();
        const [downA, downB] = apps.map((t) => new IpClient(t.app, ip));
        expect(new Set(await repeat(emailCheckLimit.max, () => emailCheck(downA!)))).toEqual(new Set([200]));
        expectLimited(await emailCheck(downA!), emailCheckLimit);
        expect((await emailCheck(downB!)).status).toBe(200);
        for (const log of logs) expect(outageLines(log.lines)).toHaveLength(1);

        redis = await startRedis(port);
        await expect
          .poll(() => logs.every((log) => recoveryLines(log.lines).length === 1), { timeout: 10_000 })
          .toBe(true);
        // Shared again: half the limit through each process, then both refuse.
        const again = nextIp();
        const [upA, upB] = apps.map((t) => new IpClient(t.app, again));
        expect(new Set(await repeat(emailCheckLimit.max / 2, () => emailCheck(upA!)))).toEqual(new Set([200]));
        expect(new Set(await repeat(emailCheckLimit.max / 2, () => emailCheck(upB!)))).toEqual(new Set([200]));
        expectLimited(await emailCheck(upA!), emailCheckLimit);
        expectLimited(await emailCheck(upB!), emailCheckLimit);
      } finally {
        await stopRedis(redis);
      }
    },
  );
});

/** A Redis server of this test's own (stopping the machine's would disturb every other test). */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (await ping(url)) return child;
    await sleep(50);
  }
  child.kill();
  throw new Error(`redis-server on port ${port} did not start`);
}

async function stopRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
