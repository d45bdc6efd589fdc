// Health and readiness when the pool loses the database: both answer 503 (health says the database
// is unreachable, readiness names it and cannot tell the migrations), so a load balancer stops
// sending traffic. Each test closes its own app's database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../../test/app';
import { PRODUCTION_APP_ENV } from '../../test/env-helpers';

describe('ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    // SMTP on a closed port: the outbox worker runs (nothing is queued, so it never connects).
    t = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => t?.close());

  it('is 503 when the database is gone', async () => {
    await t.database.close();
    const res = await new TestClient(t.app).get('/api/ready');
    expect(res.status).toBe(503);
    expect(res.body.checks).toMatchObject({ server: 'ok', database: 'unreachable', migrations: 'unknown' });
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    // loadEnv refuses production without these; the app still runs on the test database passed in.
    prod = await createTestApp({ env: PRODUCTION_APP_ENV });
  });
  afterAll(() => prod?.close());

  it('health answers 503 when the database is unreachable, so a load balancer stops sending traffic', async () => {
    expect((await new TestClient(prod.app).get('/api/health')).status).toBe(200);
    await prod.database.close();
    const res = await new TestClient(prod.app).get('/api/health');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'unavailable', database: 'unreachable' });
  });
});
