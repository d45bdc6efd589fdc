// `kill -9` in the middle of a stream of writes, then a restart on the same data: every write the
// server acknowledged is there, and an email queued before the crash (while the mail server was
// down) is delivered after the restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildJobInput, createBareUser, createHost, TEST_PASSWORD } from '../factories';
import { startSmtpServer } from '../smtp';
import {
  httpRequest,
  prepareServerDatabase,
  signInCookie,
  smtpGate,
  startServer,
  type ServerDatabase,
} from './support';

let database: ServerDatabase;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  [database, smtp] = await Promise.all([prepareServerDatabase(), startSmtpServer()]);
});
afterAll(() => Promise.all([database?.dispose(), smtp?.close()]));

describe('kill -9 during a stream of writes', () => {
  it('loses no acknowledged write, and the outbox delivers what was queued, after a restart', async () => {
    const seeded = await database.use(async (db) => ({
      hosts: await Promise.all([1, 2, 3, 4, 5].map(() => createHost(db, { subscriptionTier: 'premium' }))),
      forgetful: await createBareUser(db),
    }));
    // The mail server is down while the first server runs: the reset email can only wait in the outbox.
    const mail = await smtpGate({ port: Number(new URL(smtp.url).port) });
    const first = await startServer({ database, env: { SMTP_URL: mail.url } });

    const forgot = await httpRequest(`${first.url}/api/password/forgot`, {
      method: 'POST',
      headers: { origin: first.url },
      body: { email: seeded.forgetful.email },
    });
    expect(forgot.status).toBe(200);
    // Its first delivery attempt fails on the closed port and is put off (backoff), not lost.
    await first.waitForLog((l) => l.msg === 'email delivery failed');

    const cookies = await Promise.all(seeded.hosts.map((h) => signInCookie(first.url, h.email, TEST_PASSWORD)));
    // Five hosts post jobs, two at a time each; every 201 is an acknowledged write.
    const acknowledged: { host: number; jobId: string }[] = [];
    let killed = false;
    const writer = async (host: number, lane: number) => {
      for (let i = 0; !killed && i < 10; i++) {
        try {
          const res = await httpRequest(`${first.url}/api/host/jobs`, {
            method: 'POST',
            headers: { origin: first.url, cookie: cookies[host]! },
            body: buildJobInput({ city: `Crashville ${lane}-${i}` }),
            localAddress: `127.0.0.${20 + host}`,
          });
          if (res.status === 201) acknowledged.push({ host, jobId: (JSON.parse(res.body) as { id: string }).id });
          else if (res.status !== 403) throw new Error(`unexpected ${res.status}: ${res.body}`);
        } catch (err) {
          if (!killed) throw err;
        }
      }
    };
    const writes = Promise.all(seeded.hosts.flatMap((_, h) => [writer(h, 0), writer(h, 1)]));
    while (acknowledged.length < 15) await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGKILL');
    killed = true;
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await writes;
    const ackedBeforeKill = [...acknowledged];

    // The mail server is back; the server restarts on the same data.
    await mail.up();
    const second = await startServer({ database, port: Number(new URL(first.url).port), env: { SMTP_URL: mail.url } });
    try {
      for (const [h, cookie] of cookies.entries()) {
        // Sessions are rows too: the cookies from before the crash still work.
        const res = await httpRequest(`${second.url}/api/host/jobs`, { headers: { cookie } });
        expect(res.status).toBe(200);
        const ids = (JSON.parse(res.body) as { jobs: { id: string }[] }).jobs.map((j) => j.id);
        const mine = ackedBeforeKill.filter((a) => a.host === h).map((a) => a.jobId);
        expect(ids).toEqual(expect.arrayContaining(mine));
        // Never past the plan, even across the crash.
        expect(ids.length).toBeLessThanOrEqual(10);
      }
      const delivered = await smtp.waitForMail(seeded.forgetful.email, /password/i, 25_000);
      expect(delivered.text).toContain(`${second.url}/reset-password?token=`);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
      await mail.down();
    }
  }, 90_000);
});
