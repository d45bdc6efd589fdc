// The app clock (issue 17): one development clock for every server process on the database, moved
// and reset through /api/dev/clock (and /api/dev/billing-clock), real time in production.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { devClock } from './db/schema';
import { createTestApp, startSecondProcess, TestClient, type SecondProcess, type TestApp } from './test/app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = new TestClient(t.app, '127.0.0.1');
});
afterAll(() => t?.close());
afterEach(async () => {
  await t.app.ctx.clock.reset();
});

/** How far the app's time is from real time (ms), read from a GET /api/dev/clock answer. */
const aheadBy = (body: { now: string }) => Date.parse(body.now) - Date.now();

describe('the development clock', () => {
  it('starts at real time', async () => {
    const res = await client.get('/api/dev/clock');
    expect(res.status).toBe(200);
    expect(res.body.offsetMs).toBe(0);
    expect(Math.abs(aheadBy(res.body))).toBeLessThan(5_000);
  });

  it('moves forward by minutes, hours and days (summed), for the whole app, and is kept in the database', async () => {
    const res = await client.post('/api/dev/clock', { advanceMinutes: 30, advanceHours: 2, advanceDays: 1 });
    expect(res.status).toBe(200);
    const offset = 30 * MINUTE + 2 * HOUR + DAY;
    expect(res.body.offsetMs).toBe(offset);
    expect(aheadBy(res.body)).toBeGreaterThan(offset - 5_000);
    expect(t.app.ctx.clock.now().getTime() - Date.now()).toBeGreaterThan(offset - 5_000);
    // Billing reads the same clock.
    expect(t.app.ctx.billing.clock.offsetMs()).toBe(offset);
    expect(await t.database.db.select({ offsetMs: devClock.offsetMs }).from(devClock)).toEqual([{ offsetMs: offset }]);

    expect((await client.post('/api/dev/clock', { advanceMinutes: 5 })).body.offsetMs).toBe(offset + 5 * MINUTE);
    expect((await client.get('/api/dev/clock')).body.offsetMs).toBe(offset + 5 * MINUTE);
  });

  it('is reset to real time', async () => {
    await client.post('/api/dev/clock', { advanceDays: 3 });
    const res = await client.post('/api/dev/clock/reset');
    expect(res.status).toBe(200);
    expect(res.body.offsetMs).toBe(0);
    expect(Math.abs(aheadBy(res.body))).toBeLessThan(5_000);
    expect((await client.get('/api/dev/clock')).body.offsetMs).toBe(0);
  });

  it('is the clock the billing route moves, as before', async () => {
    const res = await client.post('/api/dev/billing-clock', { advanceDays: 31 });
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.now) - Date.now()).toBeGreaterThan(31 * DAY - 5_000);
    expect((await client.get('/api/dev/clock')).body.offsetMs).toBe(31 * DAY);
  });

  it('refuses moves that are not forward, not whole, too large or missing (400, never a 500)', async () => {
    const bad = [
      {},
      { advanceMinutes: 0 },
      { advanceHours: -1 },
      { advanceDays: 1.5 },
      { advanceDays: 401 },
      { advanceHours: 10_001 },
      { advanceMinutes: 600_001 },
      { advanceDays: '1' },
      { advanceMinutes: null },
    ];
    for (const body of bad) {
      const res = await client.post('/api/dev/clock', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code, JSON.stringify(body)).toBe('VALIDATION_FAILED');
    }
    expect(
      (await client.request('POST', '/api/dev/clock', undefined, { 'content-type': 'application/json' })).status,
    ).toBe(400);
    expect((await client.get('/api/dev/clock')).body.offsetMs).toBe(0);
  });

  it('tells the runner and other watchers of this process when it moves', async () => {
    const seen: number[] = [];
    const unwatch = t.app.ctx.clock.onChange((offset) => seen.push(offset));
    await t.app.ctx.clock.advance(HOUR);
    await t.app.ctx.clock.reset();
    unwatch();
    expect(seen).toEqual([HOUR, 0]);
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PAYMENTS_TEST_MODE: 'true',
        DATABASE_URL: 'postgres://unused.invalid/db',
        SMTP_URL: 'smtp://127.0.0.1:9',
        DEV_TOOLS: 'true',
      },
    });
  });
  afterAll(() => prod?.close());

  it('is real time, cannot be moved, has no routes and ignores the development row', async () => {
    // Another deployment's leftover offset in the database changes nothing here.
    await prod.database.db.insert(devClock).values({ id: 1, offsetMs: 10 * DAY });
    const clock = prod.app.ctx.clock;
    expect(clock.adjustable).toBe(false);
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
    expect(() => clock.advance(HOUR)).toThrow();
    expect(() => clock.reset()).toThrow();
    const prodClient = new TestClient(prod.app, '127.0.0.1');
    for (const res of [
      await prodClient.get('/api/dev/clock'),
      await prodClient.post('/api/dev/clock', { advanceDays: 1 }),
      await prodClient.post('/api/dev/clock/reset'),
    ]) {
      expect(res.status).toBe(404);
    }
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('shared by two server processes on one PostgreSQL', () => {
  let b: SecondProcess;
  beforeAll(async () => {
    b = await startSecondProcess(t);
  });
  afterAll(() => b?.close());

  /** Resolves with `clock`'s offset once it equals `offset` (each change is announced; no polling). */
  const offsetReaches = (clock: TestApp['app']['ctx']['clock'], offset: number) =>
    new Promise<void>((resolve) => {
      if (clock.offsetMs() === offset) return resolve();
      const unwatch = clock.onChange((now) => {
        if (now !== offset) return;
        unwatch();
        resolve();
      });
    });

  it('a move on one process reaches the other, and so does a reset', async () => {
    const other = b.app.ctx.clock;
    const reached = offsetReaches(other, 2 * HOUR);
    expect((await client.post('/api/dev/clock', { advanceHours: 2 })).body.offsetMs).toBe(2 * HOUR);
    await reached;
    expect(other.now().getTime() - Date.now()).toBeGreaterThan(2 * HOUR - 5_000);

    // And back the other way, moved from the second process.
    const back = offsetReaches(t.app.ctx.clock, 2 * HOUR + DAY);
    await other.advance(DAY);
    await back;
    const reset = offsetReaches(other, 0);
    await client.post('/api/dev/clock/reset');
    await reset;
  });

  it('a process that starts later reads the offset the others use', async () => {
    await t.app.ctx.clock.advance(3 * HOUR);
    const c = await startSecondProcess(t);
    try {
      await c.app.ready();
      expect(c.app.ctx.clock.offsetMs()).toBe(3 * HOUR);
    } finally {
      await c.close();
    }
  });

  it('concurrent moves from both processes all count', async () => {
    await Promise.all([
      ...Array.from({ length: 5 }, () => t.app.ctx.clock.advance(MINUTE)),
      ...Array.from({ length: 5 }, () => b.app.ctx.clock.advance(MINUTE)),
    ]);
    await Promise.all([offsetReaches(t.app.ctx.clock, 10 * MINUTE), offsetReaches(b.app.ctx.clock, 10 * MINUTE)]);
  });
});
