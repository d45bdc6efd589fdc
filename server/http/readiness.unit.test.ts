import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import type { WorkerStatus } from '../lib/heartbeat';
import { createReadiness, watchedWorkers } from './readiness';

const quiet = { debug() {}, info() {}, warn() {} } as never;
const running = (): WorkerStatus => ({ running: true, lastBeatAt: Date.now(), staleAfterMs: 60_000 });

describe('readiness', () => {
  it('says timeout when the database does not answer in time, and shares one probe between concurrent checks', async () => {
    let queries = 0;
    const hung = { execute: () => (queries++, new Promise(() => {})) } as unknown as Db;
    const readiness = createReadiness({
      db: hung,
      log: quiet,
      timeoutMs: 50,
      latestMigration: 1,
      workers: { outbox: running, scheduledWork: running, calendarSync: running },
    });
    const started = Date.now();
    const [a, b] = await Promise.all([readiness.check(), readiness.check()]);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(a).toEqual({
      ready: false,
      body: { status: 'unavailable', checks: expect.objectContaining({ database: 'timeout', migrations: 'unknown' }) },
    });
    expect(b.body.checks.database).toBe('timeout');
    await readiness.check();
    expect(queries).toBe(1);
  });

  it('is not ready while a worker has stalled', async () => {
    const db = { execute: async () => ({ rows: [{ applied: true }] }) } as unknown as Db;
    const stalled = (): WorkerStatus => ({ running: true, lastBeatAt: Date.now() - 61_000, staleAfterMs: 60_000 });
    const readiness = createReadiness({
      db,
      log: quiet,
      latestMigration: 1,
      workers: { outbox: () => undefined, scheduledWork: stalled, calendarSync: running },
    });
    const { ready, body } = await readiness.check();
    expect(ready).toBe(false);
    expect(body.checks).toEqual({
      server: 'ok',
      database: 'ok',
      migrations: 'ok',
      outbox: 'off',
      scheduledWork: 'stalled',
      calendarSync: 'running',
    });
  });

  it("finds the watched workers in the app's list of services by name, and refuses a list without one", () => {
    const worker = (name: string) => ({ name, status: running, start() {}, stop: async () => {} });
    const clock = { start: async () => {}, stop: async () => {} };
    const outbox = worker('outbox');
    const list = [clock, outbox, worker('photoJanitor'), worker('calendarSync'), worker('scheduledWork')];
    const workers = watchedWorkers(list);
    expect(Object.keys(workers).sort()).toEqual(['calendarSync', 'outbox', 'scheduledWork']);
    expect(workers.outbox).toBe(outbox.status);
    expect(() => watchedWorkers(list.slice(0, 3))).toThrow(/scheduledWork/);
  });
});
