// Hostile calendar links against a running app (issue 35): an error or a redirect whose body never
// ends, a body that drips one byte at a time, a redirect loop, and links to the app's own port
// (allow-listed, as a careless CALENDAR_FETCH_ALLOW=127.0.0.1 would have it). Several hosts add them
// at once: each gets a 400 with a reason, /api/health keeps answering within a second throughout,
// and afterwards the hostile server holds no connection from the app.
// Nothing here depends on the database, so it runs once (vitest.config.ts, DATABASE_TESTS).
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEmails } from '@core/messages/en/calendar-emails';
import { format } from '@core/messages/format';
import { CALENDAR_FETCH_MESSAGES } from '../../calendars/safe-fetch';
import { createTestApp, TestClient, type TestApp } from '../app';
import { createHost, createJob, TEST_PASSWORD } from '../factories';
import { freePort } from '../free-port';
import { startHostileFeedServer, type HostileFeedServer } from '../hostile-feed-server';

/** The app's fetch deadline here: long enough for loopback, short enough for a test of a drip. */
const FETCH_TIMEOUT_MS = 1_500;

let t: TestApp;
let hostile: HostileFeedServer;
let appPort: number;
let appUrl: string;

beforeAll(async () => {
  hostile = await startHostileFeedServer({ dripMs: 200 });
  appPort = await freePort();
  appUrl = `http://127.0.0.1:${appPort}`;
  t = await createTestApp({
    // The app's own port is on the allow list on purpose: it must be refused all the same.
    env: { PORT: String(appPort), CALENDAR_FETCH_ALLOW: `${hostile.host},127.0.0.1:${appPort}` },
    calendarSync: { fetchTimeoutMs: FETCH_TIMEOUT_MS },
  });
  await t.app.listen({ port: appPort, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
  await hostile?.close();
});

async function signedInHostWithJob() {
  const host = await createHost(t.database.db);
  const job = await createJob(t.database.db, host.userId, { state: 'FL', city: 'Miami', paymentPerTurnover: 120 });
  const client = new TestClient(t.app);
  expect((await client.post('/api/session', { email: host.email, password: TEST_PASSWORD })).status).toBe(200);
  return { job, client };
}

/** Polls GET /api/health every ~100 ms over real HTTP until stopped; each answer's status and time. */
function pollHealth() {
  const answers: { status: number; ms: number }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const status = await fetch(`${appUrl}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
        (res) => res.body?.cancel().then(() => res.status) ?? res.status,
        () => 0,
      );
      answers.push({ status, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return answers;
    },
  };
}

describe('hostile calendar links against a running app', () => {
  it('are each refused with a 400 and a reason, while health answers within a second and no connection is left open', async () => {
    const self = (path: string) => `${appUrl}${path}`;
    const links: [string, string][] = [
      [hostile.url('/endless-error'), format(calendarEmails.errors.serverStatus, { status: 500 })],
      [hostile.url('/endless-error?again'), format(calendarEmails.errors.serverStatus, { status: 500 })],
      [hostile.url('/drip'), CALENDAR_FETCH_MESSAGES.timeout],
      [hostile.url('/drip-error'), format(calendarEmails.errors.serverStatus, { status: 503 })],
      [hostile.url('/loop'), CALENDAR_FETCH_MESSAGES.too_many_redirects],
      [
        hostile.url(`/endless-redirect?to=${encodeURIComponent(self('/metrics'))}`),
        CALENDAR_FETCH_MESSAGES.own_address,
      ],
      [self('/metrics'), CALENDAR_FETCH_MESSAGES.own_address],
      [self('/api/dev/mailbox'), CALENDAR_FETCH_MESSAGES.own_address],
      [`http://localhost:${appPort}/api/health`, CALENDAR_FETCH_MESSAGES.own_address], // by name: the address it resolves to counts
    ];
    const hosts = await Promise.all(links.map(() => signedInHostWithJob()));
    const health = pollHealth();
    const started = performance.now();
    const results = await Promise.all(
      links.map(([url], i) => hosts[i]!.client.post(`/api/host/jobs/${hosts[i]!.job.id}/calendars`, { url })),
    );
    const addsTookMs = performance.now() - started;
    // Keep polling a little after the refusals: a body still downloading would show here.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answers = await health.stop();

    results.forEach((res, i) => {
      const [url, reason] = links[i]!;
      expect(res.status, url).toBe(400);
      expect(res.body.error.fields.url, url).toBe(reason);
    });
    // Every refusal came within the deadline (plus a margin for a loaded machine).
    expect(addsTookMs).toBeLessThan(FETCH_TIMEOUT_MS + 3_000);
    expect(answers.length).toBeGreaterThanOrEqual(5);
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1_000);

    await hostile.allClosed();
    const written = hostile.bytesWritten();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(hostile.bytesWritten()).toBe(written);
  });
});
