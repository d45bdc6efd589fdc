// Security headers on every kind of response: API answers (success, error, refusal), pages and
// assets of the built web app; HSTS only in production.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webDistDir } from '../../app';
import { createTestApp, type TestApp } from '../app';
import { IpClient, type Res } from './ip-client';

let t: TestApp;
let prod: TestApp;
let prodHttps: TestApp;
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENTS_TEST_MODE: 'true',
  DATABASE_URL: 'postgres://unused.invalid:5432/turnready',
  SMTP_URL: 'smtp://127.0.0.1:9',
  AUTH_SECRET: 'production-secret-production-secret-0123',
};

beforeAll(async () => {
  [t, prod, prodHttps] = await Promise.all([
    createTestApp(),
    createTestApp({ env: { ...PRODUCTION, APP_URL: 'http://turnready.test' } }),
    createTestApp({ env: { ...PRODUCTION, APP_URL: 'https://turnready.example' } }),
  ]);
});
afterAll(() => Promise.all([t?.close(), prod?.close(), prodHttps?.close()]));

/** The Content-Security-Policy as directive → sources. */
function csp(res: Res): Record<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectSecurityHeaders(res: Res) {
  const policy = csp(res);
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['script-src-attr']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'none'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['form-action']).toEqual(["'self'"]);
  expect(policy['connect-src']).toEqual(["'self'"]);
  expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  // Whatever else a directive allows, no script may come from an inline block, eval or a data: URL.
  for (const sources of Object.values(policy)) expect(sources).not.toContain("'unsafe-eval'");
  for (const directive of ['default-src', 'script-src', 'script-src-elem']) {
    expect(policy[directive] ?? []).not.toEqual(expect.arrayContaining(["'unsafe-inline'"]));
    expect(policy[directive] ?? []).not.toEqual(expect.arrayContaining(['data:']));
  }
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-powered-by']).toBeUndefined();
}

describe('security headers (development and tests)', () => {
  it('are on API answers: success, not found, validation error, refused origin', async () => {
    const c = new IpClient(t.app);
    const responses = [
      await c.get('/api/health'),
      await c.get('/api/session'),
      await c.get('/api/no-such-route'),
      await c.post('/api/session', { email: 'not-an-email' }),
      await c.post('/api/session', { email: 'a@example.com', password: 'x' }, { origin: 'https://evil.example' }),
    ];
    expect(responses.map((r) => r.status)).toEqual([200, 200, 404, 400, 403]);
    for (const res of responses) expectSecurityHeaders(res);
  });

  it('are on a rate-limited answer', async () => {
    const c = new IpClient(t.app);
    let res: Res;
    do res = await c.post('/api/registrations/email-check', { email: 'someone@example.com' });
    while (res.status === 200);
    expect(res.status).toBe(429);
    expectSecurityHeaders(res);
  });

  it('are on what is not a page (a missing file)', async () => {
    const res = await new IpClient(t.app).get('/missing-file.txt');
    expect(res.status).toBe(404);
    expectSecurityHeaders(res);
  });

  it('never pin browsers to https outside production', async () => {
    expect((await new IpClient(t.app).get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    expect(csp(await new IpClient(t.app).get('/api/health'))['upgrade-insecure-requests']).toBeUndefined();
  });

  // The browser tests (e2e/security.e2e.ts) check the same on the built app without condition;
  // here it runs whenever a build is present (npm test builds before the API tests).
  describe.runIf(existsSync(path.join(webDistDir, 'index.html')))('on the built web app', () => {
    it('are on the SPA page and on its hashed assets', async () => {
      const c = new IpClient(t.app);
      const page = await c.get('/host/dashboard');
      expect(page.status).toBe(200);
      expect(String(page.headers['content-type'])).toContain('text/html');
      expectSecurityHeaders(page);

      const asset = readdirSync(path.join(webDistDir, 'assets')).find((f) => f.endsWith('.js'))!;
      const res = await c.get(`/assets/${asset}`);
      expect(res.status).toBe(200);
      expectSecurityHeaders(res);
    });
  });
});

describe('in production', () => {
  it('adds HSTS for a year, subdomains included, on API answers and pages alike', async () => {
    for (const url of ['/api/health', '/api/no-such-route', '/host/dashboard']) {
      const res = await new IpClient(prod.app).get(url);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expectSecurityHeaders(res);
    }
  });

  it('upgrades insecure requests only when the app is served over https', async () => {
    expect(csp(await new IpClient(prod.app).get('/api/health'))['upgrade-insecure-requests']).toBeUndefined();
    expect(csp(await new IpClient(prodHttps.app).get('/api/health'))['upgrade-insecure-requests']).toEqual([]);
  });
});
