// Two server processes on one PostgreSQL behind nginx, configured as ops/nginx/turnready.conf gives
// it: requests spread over both, a limit counts across both, a live event reaches a stream on
// either, signing out ends the session on both, a rolling restart (each process taken out of nginx
// first) drops no request, and an unannounced stop drops no read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../http/rate-limits';
import { createCleaner, createHost, createJob, TEST_PASSWORD } from '../factories';
import { openEventStream } from '../event-stream';
import { freePort } from '../free-port';
import {
  httpRequest,
  prepareServerDatabase,
  signInCookie,
  startServer,
  type RunningServer,
  type ServerDatabase,
} from '../failure/support';
import { findNginx, startNginx } from './nginx';

const nginxFound = findNginx();
const runs = process.env.TEST_DB === 'postgres';
if (runs && 'missing' in nginxFound)
  throw new Error(`The cluster test runs on PostgreSQL and needs nginx: ${nginxFound.missing}`);

const served = (server: RunningServer) => server.logs.filter((l) => l.msg === 'request completed').length;

describe.runIf(runs)('two processes behind nginx on one PostgreSQL', () => {
  let database: ServerDatabase;
  let ports: number[];
  let servers: RunningServer[];
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  /** Every process is told the public address (nginx's): the origin check and links use it. */
  const start = (port: number) => startServer({ database, port, env: { APP_URL: nginx.url } });

  beforeAll(async () => {
    database = await prepareServerDatabase();
    ports = [await freePort(), await freePort()];
    nginx = await startNginx(ports);
    servers = await Promise.all(ports.map((port) => start(port)));
  }, 120_000);
  afterAll(async () => {
    await nginx?.close();
    for (const s of servers ?? []) s.child.kill('SIGTERM');
    await Promise.all((servers ?? []).map((s) => s.exited));
    await database?.dispose();
  });

  it('spreads requests over both processes, and a limit counts them together', async () => {
    const before = servers.map(served);
    // A route's own limit per address (the email check: no password to hash per request).
    const check = (localAddress: string) =>
      httpRequest(`${nginx.url}/api/registrations/email-check`, {
        method: 'POST',
        headers: { origin: nginx.url },
        body: { email: 'someone@example.com' },
        localAddress,
      });
    const { max } = rateLimits.emailCheck;
    for (let i = 0; i < max; i++) expect((await check('127.0.0.51')).status).toBe(200);
    // Both processes took part: with a limit per process the client would have twice as many.
    servers.forEach((s, i) => expect(served(s)).toBeGreaterThan(before[i]! + max / 4));
    const refused = await check('127.0.0.51');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back by this one's limit.
    expect((await check('127.0.0.52')).status).toBe(200);
  }, 60_000);

  it('delivers a live event to a stream through nginx, whichever process the event starts on', async () => {
    const { host, jobs, cleaners } = await database.use(async (db) => {
      const host = await createHost(db);
      return {
        host,
        jobs: [await createJob(db, host.userId), await createJob(db, host.userId)],
        cleaners: [await createCleaner(db), await createCleaner(db)],
      };
    });
    const cookie = await signInCookie(nginx.url, host.email, TEST_PASSWORD);
    const stream = await openEventStream(`${nginx.url}/api/notifications/stream`, { cookie });
    expect(stream.status).toBe(200);
    await stream.waitFor((e) => e.event === 'ready');
    // Each cleaner applies on a different process (directly), so one of them is not the stream's.
    for (const [i, server] of servers.entries()) {
      const cleanerCookie = await signInCookie(nginx.url, cleaners[i]!.email, TEST_PASSWORD);
      const res = await httpRequest(`${server.url}/api/applications`, {
        method: 'POST',
        headers: { origin: nginx.url, cookie: cleanerCookie },
        body: { jobId: jobs[i]!.id },
      });
      expect(res.status).toBe(201);
      await stream.waitFor((e) => e.event === 'notification' && e.data.includes(jobs[i]!.id), 5_000);
    }
    await stream.close();
  }, 60_000);

  it('ends a session on both processes when it signs out through nginx', async () => {
    const host = await database.use((db) => createHost(db));
    const cookie = await signInCookie(nginx.url, host.email, TEST_PASSWORD);
    for (const s of servers)
      expect((await httpRequest(`${s.url}/api/notifications`, { headers: { cookie } })).status).toBe(200);
    const out = await httpRequest(`${nginx.url}/api/session`, {
      method: 'DELETE',
      headers: { origin: nginx.url, cookie },
    });
    expect(out.status).toBeLessThan(300);
    // Each process caches sessions; the sign-out reaches the other one's cache before this asks.
    for (const s of servers) {
      await expect
        .poll(async () => (await httpRequest(`${s.url}/api/notifications`, { headers: { cookie } })).status, {
          timeout: 2_000,
        })
        .toBe(401);
    }
  }, 30_000);

  /** Eight clients (each its own address, all well under the ceiling) reading, and writing if asked, until stopped. */
  function keepSending(cookie: string, withWrites: boolean) {
    const failures: string[] = [];
    let ok = 0;
    let stop = false;
    const lane = async (n: number) => {
      while (!stop) {
        const write = withWrites && n % 2 === 0;
        const send = () =>
          write
            ? httpRequest(`${nginx.url}/api/notifications/read-all`, {
                method: 'POST',
                headers: { origin: nginx.url, cookie },
                localAddress: `127.0.0.${60 + n}`,
              })
            : httpRequest(`${nginx.url}/api/notifications`, { headers: { cookie }, localAddress: `127.0.0.${60 + n}` });
        try {
          // As a browser does: a request sent on a kept-alive connection that nginx closed at that
          // moment (its old workers close idle client connections when a reload retires them) was
          // never read, and goes again once on a new connection. Any other failure counts.
          const res = await send().catch((err: NodeJS.ErrnoException & { reusedSocket?: boolean }) => {
            if (err.reusedSocket && err.code === 'ECONNRESET') return send();
            throw err;
          });
          if (res.status >= 300) failures.push(`${write ? 'POST' : 'GET'} ${res.status} ${res.body.slice(0, 200)}`);
          else ok++;
        } catch (err) {
          failures.push(`${write ? 'POST' : 'GET'} ${(err as Error).message}`);
        }
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    const lanes = Promise.all([0, 1, 2, 3, 4, 5, 6, 7].map(lane));
    return {
      failures,
      get ok() {
        return ok;
      },
      async stop() {
        stop = true;
        await lanes;
      },
    };
  }

  /** SIGTERM (a graceful shutdown), then a new process on the same port, taking its share again. */
  async function restart(i: number) {
    const old = servers[i]!;
    old.child.kill('SIGTERM');
    expect((await old.exited).code).toBe(0);
    servers[i] = await start(ports[i]!);
  }

  it('drops no read or write in a rolling restart: each process taken out of nginx, restarted, put back', async () => {
    const host = await database.use((db) => createHost(db));
    const load = keepSending(await signInCookie(nginx.url, host.email, TEST_PASSWORD), true);
    try {
      for (const [i, port] of ports.entries()) {
        await nginx.setDown(port, true);
        const servedBefore = load.ok;
        await restart(i);
        // The other process carried the load meanwhile.
        expect(load.ok).toBeGreaterThan(servedBefore);
        const ready = `${servers[i]!.url}/api/ready`;
        await expect.poll(async () => (await httpRequest(ready)).status, { timeout: 10_000 }).toBe(200);
        await nginx.setDown(port, false);
        const newOne = servers[i]!;
        await expect.poll(() => served(newOne), { timeout: 10_000 }).toBeGreaterThan(5);
      }
    } finally {
      await load.stop();
    }
    expect(load.failures).toEqual([]);
    expect(load.ok).toBeGreaterThan(50);
  }, 120_000);

  it('passes reads on to the other process when one stops without being taken out first', async () => {
    // A stopping process refuses new connections and may reset those it had not read yet; nginx
    // retries a read elsewhere, but never a write it may already have sent (README, Operations).
    const host = await database.use((db) => createHost(db));
    const load = keepSending(await signInCookie(nginx.url, host.email, TEST_PASSWORD), false);
    try {
      await restart(0);
      await expect.poll(() => served(servers[0]!), { timeout: 10_000 }).toBeGreaterThan(5);
    } finally {
      await load.stop();
    }
    expect(load.failures).toEqual([]);
    expect(load.ok).toBeGreaterThan(20);
  }, 60_000);
});
