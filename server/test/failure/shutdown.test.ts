// SIGTERM while the server is busy: every request it had received is answered normally, open
// event streams end cleanly (not cut), and the process exits with code 0 within 10 seconds.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareUser, createCleaner, createHost, createJob, TEST_PASSWORD } from '../factories';
import { httpRequest, prepareServerDatabase, signInCookie, startServer, type ServerDatabase } from './support';

let database: ServerDatabase;
beforeAll(async () => {
  database = await prepareServerDatabase();
});
afterAll(() => database?.dispose());

type Sent = { id: string; kind: string; expected: number; status?: number; error?: string };
type Via = { agent: http.Agent; localAddress: string; headers: Record<string, string> };

/** An event stream held open like a browser tab's; resolves `ended` with how it ended. */
function openStream(url: string, cookie: string, id: string) {
  let ready!: () => void;
  const isReady = new Promise<void>((r) => (ready = r));
  const ended = new Promise<'clean' | string>((resolve) => {
    const req = http.get(`${url}/api/notifications/stream`, { headers: { cookie, 'x-request-id': id } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => {
        text += c.toString();
        if (text.includes('event: ready')) ready();
      });
      res.on('end', () => resolve('clean'));
      res.on('aborted', () => resolve('aborted'));
      res.on('error', (err) => resolve(`error: ${err.message}`));
    });
    req.on('error', (err) => resolve(`request error: ${err.message}`));
  });
  return { isReady, ended };
}

describe('SIGTERM under steady load', () => {
  it('answers every request it had received, ends open streams cleanly, and exits 0 within 10 s', async () => {
    const seeded = await database.use(async (db) => {
      const host = await createHost(db, { subscriptionTier: 'premium' });
      await createJob(db, host.userId);
      const cleaner = await createCleaner(db);
      const users = await Promise.all([1, 2, 3, 4].map(() => createBareUser(db)));
      return { host, cleaner, users };
    });
    const server = await startServer({ database });
    const hostCookie = await signInCookie(server.url, seeded.host.email, TEST_PASSWORD);
    const cleanerCookie = await signInCookie(server.url, seeded.cleaner.email, TEST_PASSWORD);

    const streams = [
      openStream(server.url, hostCookie, 'stream-host'),
      openStream(server.url, cleanerCookie, 'stream-cleaner'),
    ];
    await Promise.all(streams.map((s) => s.isReady));

    // Steady load: six clients (each its own address and keep-alive connection) sending reads,
    // writes and password sign-ins (slow on purpose: scrypt keeps requests in flight).
    const sent: Sent[] = [];
    let stop = false;
    const requests = [
      { kind: 'session', expected: 200, go: (o: Via) => httpRequest(`${server.url}/api/session`, o) },
      {
        kind: 'host jobs',
        expected: 200,
        go: (o: Via) =>
          httpRequest(`${server.url}/api/host/jobs`, { ...o, headers: { ...o.headers, cookie: hostCookie } }),
      },
      {
        kind: 'profile update',
        expected: 200,
        go: (o: Via) =>
          httpRequest(`${server.url}/api/host/profile`, {
            ...o,
            method: 'PUT',
            headers: { ...o.headers, cookie: hostCookie, origin: server.url },
            body: { firstName: 'Hal', lastName: 'Hostly' },
          }),
      },
      {
        kind: 'mark read',
        expected: 200,
        go: (o: Via) =>
          httpRequest(`${server.url}/api/notifications/read-all`, {
            ...o,
            method: 'POST',
            headers: { ...o.headers, cookie: cleanerCookie, origin: server.url },
            body: {},
          }),
      },
    ];
    const worker = async (w: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const localAddress = `127.0.0.${10 + w}`;
      for (let i = 0; !stop; i++) {
        const id = `load-${w}-${i}`;
        const signingIn = w < 2;
        const spec = signingIn ? undefined : requests[(w + i) % requests.length]!;
        const entry: Sent = { id, kind: spec?.kind ?? 'sign-in', expected: spec?.expected ?? 200 };
        sent.push(entry);
        const options: Via = { agent, localAddress, headers: { 'x-request-id': id } };
        const user = seeded.users[(w * 2 + i) % seeded.users.length]!;
        try {
          const res = spec
            ? await spec.go(options)
            : await httpRequest(`${server.url}/api/session`, {
                ...options,
                method: 'POST',
                headers: { ...options.headers, origin: server.url },
                body: { email: user.email, password: TEST_PASSWORD },
              });
          entry.status = res.status;
        } catch (err) {
          entry.error = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
        }
        // Paced: steady load, not a flood (and a closed port is not hammered).
        if (!signingIn || entry.error) await new Promise((r) => setTimeout(r, 25));
      }
      agent.destroy();
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(worker));

    // Once the load is steady (requests answered, sign-ins among them), signal.
    const deadline = Date.now() + 15_000;
    while (
      sent.filter((s) => s.status).length < 60 ||
      sent.filter((s) => s.kind === 'sign-in' && s.status).length < 4
    ) {
      if (Date.now() > deadline) throw new Error(`the load never got going: ${JSON.stringify(sent.slice(-5))}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const exit = await Promise.race([
      server.exited,
      new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000)),
    ]);
    const exitedAfterMs = Date.now() - signalledAt;
    stop = true;
    await load;
    if (exit === 'timeout') server.child.kill('SIGKILL');

    expect(exit).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(10_000);
    expect(await Promise.all(streams.map((s) => s.ended))).toEqual(['clean', 'clean']);

    // What the server saw, in the order it logged it.
    const shutdownAt = server.logs.findIndex((l) => /shutting down/.test(l.msg));
    expect(shutdownAt).toBeGreaterThan(0);
    const received = new Map<string, number>();
    const completed = new Map<string, { at: number; status: number }>();
    server.logs.forEach((l, at) => {
      if (!l.reqId?.startsWith('load-')) return;
      if (l.msg === 'incoming request') received.set(l.reqId, at);
      if (l.msg === 'request completed') completed.set(l.reqId, { at, status: l.res!.statusCode });
    });
    // None was turned away with a 503 (a client cannot safely retry a POST).
    expect(server.logs.filter((l) => /refusing to accept new requests/.test(l.msg))).toEqual([]);
    const receivedBeforeSignal = [...received].filter(([, at]) => at < shutdownAt).map(([id]) => id);
    // Requests were in flight when the signal came, and they finished after it.
    const inFlight = receivedBeforeSignal.filter((id) => completed.get(id)!.at > shutdownAt);
    expect(inFlight.length).toBeGreaterThan(0);

    const byId = new Map(sent.map((s) => [s.id, s]));
    // Every request the server had taken in, before the signal or after it, got its normal answer.
    for (const id of received.keys()) {
      const s = byId.get(id)!;
      expect({ id, kind: s.kind, client: s.status ?? s.error, server: completed.get(id)?.status }).toEqual({
        id,
        kind: s.kind,
        client: s.expected,
        server: s.expected,
      });
    }
    // A request the server never saw found the door closed: connection refused, or reset.
    for (const s of sent.filter((x) => !received.has(x.id))) {
      expect(['ECONNREFUSED', 'ECONNRESET', 'EPIPE'], `${s.id} ${s.status ?? s.error}`).toContain(s.error);
    }
    expect(server.logs.filter((l) => l.level >= 50).map((l) => l.msg)).toEqual([]);
  }, 60_000);
});
