// The system routes: health, the OpenAPI document, the public config, the unknown-page report, the
// development mailbox (no SMTP_URL), 404 for unknown API routes, request ids, and what changes in
// production. Health once the database is gone: server/features/system/lost-database.test.ts.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errors } from '@core/messages/en/errors';
import { buildCleanerRegistration, createBareUser, TEST_PASSWORD } from '../../test/factories';
import { createTestApp, TEST_APP_URL, TestClient, type TestApp } from '../../test/app';
import { PRODUCTION_APP_ENV } from '../../test/env-helpers';

/** Collects the app's JSON log lines, to check what the server writes down. */
function captureLogs() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'info', stream } };
}

let t: TestApp;
const logs = captureLogs();

// Without SMTP_URL: the development set-up, where emails wait in the outbox for /dev/mailbox.
beforeAll(async () => {
  t = await createTestApp({ logger: logs.logger });
});
afterAll(() => t.close());

describe('health', () => {
  it('reports ok when the database answers', async () => {
    const res = await new TestClient(t.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });

  // 503 when the database is unreachable: server/features/system/lost-database.test.ts.
});

describe('OpenAPI document', () => {
  type Operation = {
    responses: Record<string, { description?: string; $ref?: string }>;
    parameters?: { in: string; name: string }[];
  };
  let doc: {
    openapi: string;
    info: { title: string; version: string };
    paths: Record<string, Record<string, Operation>>;
    components?: Record<string, Record<string, unknown>>;
  };

  beforeAll(async () => {
    const res = await new TestClient(t.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    doc = res.body;
  });

  it('is an OpenAPI 3 document with the account endpoints', () => {
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'TurnReady API', version: expect.any(String) });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/session', '/api/registrations', '/api/password/forgot', '/api/health']),
    );
    expect(Object.keys(doc.paths['/api/session']!).sort()).toEqual(['delete', 'get', 'post']);
    expect(doc.paths['/api/password/forgot']!.post!.responses).toHaveProperty('429');
  });

  it('is well formed: every operation has responses, path parameters are declared, every $ref resolves', () => {
    const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
    for (const [route, item] of Object.entries(doc.paths)) {
      expect(route).toMatch(/^\/api\//);
      for (const [method, op] of Object.entries(item)) {
        if (!methods.has(method)) continue;
        expect(Object.keys(op.responses).length, `${method} ${route}`).toBeGreaterThan(0);
        for (const [status, response] of Object.entries(op.responses)) {
          expect(status, `${method} ${route}`).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/);
          // Error answers refer to the shared ones in components.responses.
          const described = response.$ref
            ? doc.components?.responses?.[response.$ref.replace('#/components/responses/', '')]
            : response;
          expect(
            typeof (described as { description?: unknown } | undefined)?.description,
            `${method} ${route} ${status}`,
          ).toBe('string');
        }
        for (const name of [...route.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
          expect(
            op.parameters?.some((p) => p.in === 'path' && p.name === name),
            `${method} ${route} declares {${name}}`,
          ).toBe(true);
        }
      }
    }
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1]!);
    for (const ref of refs) {
      expect(ref).toMatch(/^#\//);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeDefined();
    }
  });

  it('leaves itself out', () => {
    expect(doc.paths).not.toHaveProperty('/api/openapi.json');
  });
});

describe('public config', () => {
  it('tells the web app where mail goes, whether the dev mailbox exists, and how long photos are kept', async () => {
    const res = await new TestClient(t.app).get('/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      supportEmail: 'support@turnready.app',
      mailMode: 'outbox',
      devMailbox: true,
      photoRetentionMonths: 12,
    });
  });
});

describe('unknown pages report', () => {
  it('logs the path that was visited and answers ok', async () => {
    const res = await new TestClient(t.app).post('/api/log/not-found', { path: '/no-such-page?from=footer' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const line = logs.lines.find((l) => l.msg === 'unknown route visited' && l.path === '/no-such-page?from=footer');
    expect(line).toBeDefined();
    expect(line!.reqId).toBe(res.headers['x-request-id']);
  });

  it('validates the report', async () => {
    const res = await new TestClient(t.app).post('/api/log/not-found', { path: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });
});

describe('development mailbox (no SMTP_URL)', () => {
  it('keeps emails in the outbox with status stored, lists them, and logs their links', async () => {
    const client = new TestClient(t.app);
    const user = await createBareUser(t.database.db);
    expect((await client.post('/api/password/forgot', { email: user.email })).status).toBe(200);
    const registration = buildCleanerRegistration();
    const started = await client.post('/api/registrations', { userType: 'cleaner', registrationData: registration });
    expect(started.status).toBe(201);
    expect(started.body.emailSent).toBe(false);

    const res = await client.get('/api/dev/mailbox');
    expect(res.status).toBe(200);
    const messages = res.body.messages as {
      to: string;
      kind: string;
      status: string;
      subject: string;
      text: string;
      html: string;
      createdAt: string;
    }[];
    const reset = messages.find((m) => m.to === user.email);
    expect(reset).toMatchObject({ kind: 'reset-password', status: 'stored' });
    expect(reset!.text).toContain(`${TEST_APP_URL}/reset-password?token=`);
    expect(reset!.html).toContain(`${TEST_APP_URL}/reset-password?token=`);
    const verify = messages.find((m) => m.to === registration.email);
    expect(verify).toMatchObject({ status: 'stored', subject: expect.stringMatching(/verify/i) });
    expect(verify!.text).toContain(`${TEST_APP_URL}/api/registrations/verify?token=`);
    // Newest first.
    expect(messages.indexOf(verify!)).toBeLessThan(messages.indexOf(reset!));

    const logged = logs.lines.find((l) => l.msg === 'email stored in the development mailbox' && l.to === user.email);
    expect(String(logged?.link)).toContain(`${TEST_APP_URL}/reset-password?token=`);
  });
});

describe('unknown API routes', () => {
  it('answer 404 in the error shape, never the web app', async () => {
    const client = new TestClient(t.app);
    for (const res of [
      await client.get('/api/no-such-thing'),
      await client.post('/api/no-such-thing', {}),
      await client.get('/api/'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: errors.notFound } });
    }
  });
});

describe("the auth library's messages", () => {
  it('go to the app log as JSON, not to the console', async () => {
    const consoleCalls = (['log', 'info', 'warn', 'error'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation(() => {}),
    );
    try {
      const user = await createBareUser(t.database.db);
      const res = await new TestClient(t.app).post('/api/session', {
        email: user.email,
        password: `${TEST_PASSWORD}-wrong`,
      });
      expect(res.status).toBe(401);
      const line = logs.lines.find((l) => l.lib === 'better-auth' && l.msg === 'Invalid password');
      expect(line).toMatchObject({ level: 40 });
      expect(consoleCalls.flatMap((spy) => spy.mock.calls)).toEqual([]);
    } finally {
      consoleCalls.forEach((spy) => spy.mockRestore());
    }
  });
});

describe('request ids', () => {
  it('are on every response, success or failure, and differ per request', async () => {
    const client = new TestClient(t.app);
    const responses = [
      await client.get('/api/health'),
      await client.get('/api/session'),
      await client.get('/api/no-such-thing'),
      await client.post('/api/session', { email: 'bad' }),
      await client.request('POST', '/api/session', {}, { origin: 'https://evil.example' }),
      await client.get('/robots.txt'),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 200, 404, 400, 403, expect.any(Number)]);
    const ids = responses.map((r) => r.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keep the id a proxy sent, so its logs and ours line up', async () => {
    const res = await new TestClient(t.app).get('/api/health', { 'x-request-id': 'edge-7f3a' });
    expect(res.headers['x-request-id']).toBe('edge-7f3a');
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    // loadEnv refuses production without these; the app still runs on the test database passed in.
    prod = await createTestApp({ env: PRODUCTION_APP_ENV });
  });
  afterAll(() => prod.close());

  it('has no development mailbox', async () => {
    const res = await new TestClient(prod.app).get('/api/dev/mailbox');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: errors.notFound } });
    expect((await new TestClient(prod.app).get('/api/config')).body).toMatchObject({
      mailMode: 'smtp',
      devMailbox: false,
    });
  });

  it('sets a Secure session cookie', async () => {
    const user = await createBareUser(prod.database.db);
    const res = await new TestClient(prod.app).post('/api/session', { email: user.email, password: TEST_PASSWORD });
    expect(res.status).toBe(200);
    const raw = res.headers['set-cookie'];
    const cookie = (Array.isArray(raw) ? raw : [raw]).find((c) => /session_token=/.test(String(c)));
    const attrs = String(cookie)
      .split(';')
      .map((a) => a.trim().toLowerCase());
    expect(attrs).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
  });
});
