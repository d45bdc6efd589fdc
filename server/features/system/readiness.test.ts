// GET /api/ready: 200 while the database answers, migrations are applied and the background workers
// run; 503 naming what failed otherwise, and from the moment the server starts shutting down. 503
// once the database is gone: server/features/system/lost-database.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../test/app';
import { createReadiness } from '../../http/readiness';

// SMTP on a closed port: the outbox worker runs (nothing is queued, so it never connects).
const SMTP = { smtpUrl: 'smtp://127.0.0.1:9' };
const RUNNING = {
  server: 'ok',
  database: 'ok',
  migrations: 'ok',
  outbox: 'running',
  scheduledWork: 'running',
  calendarSync: 'running',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(SMTP);
});
afterAll(() => t?.close());

const ready = (app = t) => new TestClient(app.app).get('/api/ready');

describe('ready', () => {
  it('is 200 with every check passing when all is well, and not cached', async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: RUNNING });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is 503 while a background worker is stopped, and 200 again once it runs', async () => {
    await t.app.ctx.work.stop();
    let res = await ready();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', checks: { ...RUNNING, scheduledWork: 'stopped' } });
    t.app.ctx.work.start();
    expect((await ready()).status).toBe(200);

    await t.app.calendarSync.stop();
    res = await ready();
    expect(res.status).toBe(503);
    expect(res.body.checks).toEqual({ ...RUNNING, calendarSync: 'stopped' });
    t.app.calendarSync.start();
    expect((await ready()).status).toBe(200);
  });

  it('is exempt from the per-client ceiling on /api requests, like health', async () => {
    const client = new TestClient(t.app, '198.51.100.20');
    const statuses = new Set<number>();
    for (let i = 0; i < 620; i++) statuses.add((await client.get('/api/ready')).status);
    expect([...statuses]).toEqual([200]);
    // The same client still has its whole allowance for everything else.
    expect((await client.get('/api/config')).status).toBe(200);
  });

  it('is in the OpenAPI document with its 200 and 503 answers', async () => {
    const doc = (await new TestClient(t.app).get('/api/openapi.json')).body as {
      paths: Record<string, { get: { responses: Record<string, unknown> } }>;
    };
    expect(Object.keys(doc.paths['/api/ready']!.get.responses).sort()).toEqual(['200', '503']);
  });

  // Last: it shuts this app down.
  it('is 503 once shutdown has begun, before anything else is checked', async () => {
    t.app.ctx.readiness.beginShutdown();
    const res = await ready();
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', checks: { server: 'shutting-down' } });
  });
});

describe('ready on a development server (no SMTP)', () => {
  let dev: TestApp;
  beforeAll(async () => {
    dev = await createTestApp();
  });
  afterAll(() => dev?.close());

  it('reports the outbox as off and is ready: no delivery worker is needed', async () => {
    const res = await ready(dev);
    expect(res.status).toBe(200);
    expect(res.body.checks).toEqual({ ...RUNNING, outbox: 'off' });
  });

  it('is 503 when the database lacks a migration this code ships', async () => {
    await dev.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    // A fresh check (the one above found them all applied and would only ping from now on).
    const fresh = createReadiness({
      db: dev.database.db,
      log: dev.app.log,
      workers: { outbox: () => undefined, scheduledWork: () => undefined, calendarSync: () => undefined },
    });
    expect((await fresh.check()).body.checks).toMatchObject({ database: 'ok', migrations: 'pending' });
  });
});

describe('ready while an app closes', () => {
  it('is 503 when the email outbox worker has stopped, and says shutting down as soon as closing begins', async () => {
    const other = await createTestApp(SMTP);
    try {
      await other.app.ctx.mailer.stop();
      const res = await ready(other);
      expect(res.status).toBe(503);
      expect(res.body.checks).toEqual({ ...RUNNING, outbox: 'stopped' });

      expect(other.app.ctx.readiness.shuttingDown).toBe(false);
      const closed = other.app.close();
      // preClose runs first: by the time the server stops accepting, readiness already says no.
      await new Promise((r) => setImmediate(r));
      expect(other.app.ctx.readiness.shuttingDown).toBe(true);
      expect((await other.app.ctx.readiness.check()).body.checks).toEqual({ server: 'shutting-down' });
      await closed;
    } finally {
      await other.close();
    }
  });
});
