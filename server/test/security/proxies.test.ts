// Trusted proxies (TRUST_PROXY): only a configured proxy names the client in X-Forwarded-For and the
// host in X-Forwarded-Host; any other peer is the client itself, whatever it writes there (issue 13,
// finding 8). And a client's x-request-id is kept only when it is a plain token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '@core/messages/en/errors';
import { rateLimits } from '../../http/rate-limits';
import { createTestApp, type TestApp } from '../app';
import { uniqueEmail } from '../factories';
import { IpClient, nextIp, type Res } from './ip-client';

const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENTS_TEST_MODE: 'true',
  DATABASE_URL: 'postgres://unused.invalid:5432/turnready',
  SMTP_URL: 'smtp://127.0.0.1:9',
  AUTH_SECRET: 'production-secret-production-secret-0123',
};
const limit = rateLimits.emailCheck;

let byDefault: TestApp;
let behindProxy: TestApp;
beforeAll(async () => {
  // Production with TRUST_PROXY unset: only this machine is a proxy.
  byDefault = await createTestApp({ env: PRODUCTION });
  // The load balancer's private network is configured as trusted.
  behindProxy = await createTestApp({ env: { ...PRODUCTION, TRUST_PROXY: '10.200.0.0/16, 192.0.2.10' } });
});
afterAll(async () => {
  await byDefault?.close();
  await behindProxy?.close();
});

const emailCheck = (c: IpClient, forwardedFor?: string) =>
  c.post(
    '/api/registrations/email-check',
    { email: uniqueEmail() },
    forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  );

async function statuses(n: number, send: (i: number) => Promise<Res>) {
  const all: number[] = [];
  for (let i = 0; i < n; i++) all.push((await send(i)).status);
  return all;
}

describe('X-Forwarded-For', () => {
  it('from a private-network peer that is not configured is ignored: rotating it, every request counts against the peer', async () => {
    const peer = new IpClient(byDefault.app, nextIp());
    expect(new Set(await statuses(limit.max, (i) => emailCheck(peer, `198.51.100.${i}`)))).toEqual(new Set([200]));
    const refused = await emailCheck(peer, '198.51.100.250');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
  });

  it('from a configured proxy names the client: each forwarded address has its own counter', async () => {
    const proxy = new IpClient(behindProxy.app, '10.200.0.2');
    expect(new Set(await statuses(limit.max + 5, (i) => emailCheck(proxy, `198.51.100.${i}`)))).toEqual(new Set([200]));
    // One forwarded client is still limited, and what it wrote itself before the proxy's entry is ignored.
    await statuses(limit.max, (i) => emailCheck(proxy, `203.0.113.${i}, 198.51.100.77`));
    expect((await emailCheck(proxy, '203.0.113.250, 198.51.100.77')).status).toBe(429);
    // A single configured address works as well as a range.
    const other = new IpClient(behindProxy.app, '192.0.2.10');
    expect((await emailCheck(other, '198.51.100.78')).status).toBe(200);
  });

  it('from this machine (a proxy on the same host) is believed by default', async () => {
    const local = new IpClient(byDefault.app, '127.0.0.1');
    expect(new Set(await statuses(limit.max + 5, (i) => emailCheck(local, `198.51.101.${i}`)))).toEqual(new Set([200]));
  });
});

describe('X-Forwarded-Host', () => {
  const write = (app: TestApp, ip: string) =>
    new IpClient(app.app, ip).request(
      'POST',
      '/api/registrations/email-check',
      { email: uniqueEmail() },
      { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example' },
    );

  it('from an untrusted peer cannot make another site look like our own origin', async () => {
    const res = await write(byDefault, nextIp());
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: 'BAD_ORIGIN', message: errors.badOrigin } });
  });

  it('from a configured proxy is the host the browser used', async () => {
    expect((await write(behindProxy, '10.200.0.3')).status).toBe(200);
  });
});

describe('x-request-id', () => {
  const idOf = async (id: string) =>
    (await new IpClient(byDefault.app).get('/api/health', { 'x-request-id': id })).headers['x-request-id'];

  it('keeps a plain token a client or proxy sent', async () => {
    expect(await idOf('req-42_a.b')).toBe('req-42_a.b');
  });

  it.each(['<script>alert(1)</script>', 'a'.repeat(65), 'two words', '../../etc/passwd', 'id"; drop'])(
    'replaces %s with its own id',
    async (unsafe) => {
      const id = await idOf(unsafe);
      expect(id).not.toBe(unsafe);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});
