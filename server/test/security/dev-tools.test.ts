// Development tools (/api/dev/*: the mailbox holding reset links, the app clock) answer only the
// machine itself (a loopback peer, no forwarding headers) unless DEV_TOOLS=true, and never in
// production; anyone else gets the 404 of a route that does not exist (issue 13, finding 9).
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '@core/messages/en/errors';
import { devToolsExposed } from '../../http/dev-tools';
import { createTestApp, TEST_APP_URL, type TestApp } from '../app';
import { prepareServerDatabase, startServer, type ServerDatabase } from '../failure/support';
import { IpClient, nextIp, type Res } from './ip-client';

const NOT_FOUND = { error: { code: 'NOT_FOUND', message: errors.notFound } };
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENTS_TEST_MODE: 'true',
  DATABASE_URL: 'postgres://unused.invalid:5432/turnready',
  SMTP_URL: 'smtp://127.0.0.1:9',
  AUTH_SECRET: 'production-secret-production-secret-0123',
};

let byDefault: TestApp;
let open: TestApp;
let off: TestApp;
let production: TestApp;
beforeAll(async () => {
  [byDefault, open, off, production] = await Promise.all([
    createTestApp(),
    createTestApp({ env: { DEV_TOOLS: 'true' } }),
    createTestApp({ env: { DEV_TOOLS: 'false' } }),
    createTestApp({ env: { ...PRODUCTION, DEV_TOOLS: 'true' } }),
  ]);
}, 60_000);
afterAll(async () => {
  await Promise.all([byDefault, open, off, production].map((t) => t?.close()));
});

/** Every development tool, from `ip` (with extra headers). */
async function tools(t: TestApp, ip: string, headers: Record<string, string> = {}): Promise<Res[]> {
  const c = new IpClient(t.app, ip);
  const post = (url: string, body: Record<string, unknown>) =>
    c.request('POST', url, body, { origin: TEST_APP_URL, ...headers });
  return [
    await c.get('/api/dev/mailbox', headers),
    await post('/api/dev/billing-clock', { advanceDays: 0 }),
    await c.get('/api/dev/clock', headers),
    await post('/api/dev/clock', { advanceMinutes: 1 }),
    await post('/api/dev/clock/reset', {}),
  ];
}
const expectAnswered = (all: Res[]) => expect(all.map((r) => r.status)).toEqual(all.map(() => 200));
function expectHidden(all: Res[]) {
  for (const res of all) {
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
  }
}

describe('by default (NODE_ENV unset or test, DEV_TOOLS unset)', () => {
  it('answer a request from this machine (IPv4 and IPv6 loopback)', async () => {
    expectAnswered(await tools(byDefault, '127.0.0.1'));
    expectAnswered(await tools(byDefault, '::1'));
    expectAnswered(await tools(byDefault, '::ffff:127.0.0.1'));
  });

  it('are a 404 for any other address, private network or not', async () => {
    expectHidden(await tools(byDefault, nextIp()));
    expectHidden(await tools(byDefault, '203.0.113.9'));
    expectHidden(await tools(byDefault, '2001:db8::1'));
  });

  it('are a 404 for a request a proxy on this machine relays (forwarding headers)', async () => {
    expectHidden(await tools(byDefault, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }));
    expectHidden(await tools(byDefault, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }));
    expectHidden(await tools(byDefault, '127.0.0.1', { forwarded: 'for=203.0.113.9' }));
    expectHidden(await tools(byDefault, '127.0.0.1', { 'x-forwarded-host': 'turnready.test' }));
  });

  it('are a 404 under an encoded path too', async () => {
    const res = await new IpClient(byDefault.app, nextIp()).get('/api/%64ev/mailbox');
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
  });
});

describe('DEV_TOOLS', () => {
  it('=true opens them to every address (a shared test server)', async () => {
    expectAnswered(await tools(open, nextIp()));
    expectAnswered(await tools(open, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }));
  });

  it('=false closes them, also to this machine', async () => {
    expectHidden(await tools(off, '127.0.0.1'));
  });

  it('cannot open them in production', async () => {
    expectHidden(await tools(production, '127.0.0.1'));
    expectHidden(await tools(production, nextIp()));
  });
});

describe('the start-up warning', () => {
  it('is given when development tools are on and HOST is not a loopback interface', () => {
    expect(devToolsExposed({ devTools: 'local', host: '0.0.0.0' })).toBe(true);
    expect(devToolsExposed({ devTools: 'open', host: '::' })).toBe(true);
    expect(devToolsExposed({ devTools: 'local', host: '192.168.1.20' })).toBe(true);
    for (const host of ['127.0.0.1', '::1', '[::1]', 'localhost', '127.0.0.2'])
      expect(devToolsExposed({ devTools: 'local', host }), host).toBe(false);
    expect(devToolsExposed({ devTools: 'off', host: '0.0.0.0' })).toBe(false);
  });

  describe('by the real server', () => {
    let database: ServerDatabase;
    beforeAll(async () => {
      database = await prepareServerDatabase();
    });
    afterAll(() => database?.dispose());

    it('listening on every interface: warns, and answers the mailbox only over loopback', async () => {
      const server = await startServer({ database, env: { HOST: '0.0.0.0' } });
      try {
        const warning = await server.waitForLog((l) => l.level === 40 && /Development tools/.test(l.msg));
        expect(warning.msg).toContain('0.0.0.0');
        expect((await fetch(`${server.url}/api/dev/mailbox`)).status).toBe(200);
        // Over a network interface of this machine, the peer address is not loopback.
        const lan = Object.values(os.networkInterfaces())
          .flat()
          .find((i) => i && i.family === 'IPv4' && !i.internal);
        if (lan) {
          const res = await fetch(`http://${lan.address}:${new URL(server.url).port}/api/dev/mailbox`);
          expect(res.status).toBe(404);
          expect(await res.json()).toEqual(NOT_FOUND);
        }
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }, 90_000);

    it('listening on loopback only: no warning', async () => {
      const server = await startServer({ database });
      try {
        await server.waitForLog((l) => /TurnReady is running/.test(l.msg));
        expect(server.logs.filter((l) => /Development tools/.test(l.msg))).toEqual([]);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }, 90_000);
  });
});
