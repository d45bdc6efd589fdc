// GET /metrics: who may read it (this machine, or METRICS_TOKEN; everyone else the 404 of an
// unknown address), and what it shows: requests by route pattern (never an id), 5xx, Node.js
// metrics, open event streams and the gauges read from the database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCalendar, outboxEmail, turnover, turnoverOffer } from '../db/schema';
import { createTestApp, listenOnLoopback, type TestApp } from '../test/app';
import { openEventStream } from '../test/event-stream';
import { createApplicant, createHost, createJob } from '../test/factories';
import { sessionCookie, signedInClient } from '../test/sessions';

const TOKEN = 'scrape-token-0123456789abcdef';
const REMOTE = '203.0.113.7';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t?.close());

type Call = { remoteAddress?: string; headers?: Record<string, string>; app?: TestApp };
const scrape = ({ remoteAddress = '127.0.0.1', headers = {}, app = t }: Call = {}) => app.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });

/** The value of one sample (`name{labels} value`, labels matched as written), or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(labels ? `${name}{${labels}` : `${name} `) || (!labels && l.startsWith(`${name}{`)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('who may read the metrics', () => {
  it('answers a client on this machine without a token, in the Prometheus text format', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await scrape({ remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('# TYPE http_requests_total counter');
    }
  });

  it('gives anyone else, without a token, exactly the answer of an unknown address', async () => {
    const refused = await scrape({ remoteAddress: REMOTE });
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-endpoint', remoteAddress: REMOTE });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toBe(unknown.body);
    expect(refused.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(refused.body).not.toContain('http_requests_total');
  });

  it('answers anyone with the right token, and refuses a wrong or malformed one (also from this machine)', async () => {
    expect((await scrape({ remoteAddress: REMOTE, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    expect((await scrape({ remoteAddress: REMOTE, headers: { authorization: `bearer ${TOKEN}` } })).statusCode).toBe(200);
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`, 'Bearer ']) {
      expect((await scrape({ remoteAddress: REMOTE, headers: { authorization } })).statusCode, authorization).toBe(404);
      expect((await scrape({ headers: { authorization } })).statusCode, `${authorization} from loopback`).toBe(404);
    }
  });

  it('refuses every token when METRICS_TOKEN is unset', async () => {
    const bare = await createTestApp();
    try {
      expect((await scrape({ app: bare, remoteAddress: REMOTE, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
      expect((await scrape({ app: bare })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });

  it('behind a proxy on this machine, goes by the client the proxy names, not by the proxy', async () => {
    // The default TRUST_PROXY is this machine: its X-Forwarded-For names the client.
    expect((await scrape({ headers: { 'x-forwarded-for': REMOTE } })).statusCode).toBe(404);
    expect((await scrape({ headers: { 'x-forwarded-for': `127.0.0.1, ${REMOTE}` } })).statusCode).toBe(404);
    expect((await scrape({ headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(200);
    // A relayed request that does not say who the client is: unknown, refused.
    expect((await scrape({ headers: { 'x-real-ip': '127.0.0.1' } })).statusCode).toBe(404);
    expect((await scrape({ headers: { forwarded: 'for=127.0.0.1' } })).statusCode).toBe(404);
    // A remote peer claiming to relay for this machine is not a trusted proxy.
    expect((await scrape({ remoteAddress: REMOTE, headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
  });

  it('trusts only TRUST_PROXY: forwarding headers from an untrusted loopback peer are refused', async () => {
    const elsewhere = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } });
    try {
      expect((await scrape({ app: elsewhere, headers: { 'x-forwarded-for': '127.0.0.1' } })).statusCode).toBe(404);
      expect((await scrape({ app: elsewhere })).statusCode).toBe(200);
    } finally {
      await elsewhere.close();
    }
  });

  it('is neither rate limited nor in the OpenAPI document', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 650; i++) statuses.add((await scrape({ remoteAddress: REMOTE, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode);
    expect([...statuses]).toEqual([200]);
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });
});

describe('what the metrics show', () => {
  it('counts requests and their duration by route pattern and status, never by the id in the URL', async () => {
    const host = await createHost(t.database.db);
    const job = await createJob(t.database.db, host.userId);
    const client = await signedInClient(t.app, host);
    for (let i = 0; i < 3; i++) expect((await client.get(`/api/host/jobs/${job.id}`)).status).toBe(200);
    expect((await client.get('/api/host/jobs/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    await t.app.inject({ method: 'GET', url: `/no-such-page/${job.id}` });

    const text = (await scrape()).body;
    expect(sample(text, 'http_requests_total', 'method="GET",route="/api/host/jobs/:jobId",status="200"')).toBe(3);
    expect(sample(text, 'http_requests_total', 'method="GET",route="/api/host/jobs/:jobId",status="404"')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', 'method="GET",route="/api/host/jobs/:jobId",status="200"')).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', 'le="+Inf",method="GET",route="/api/host/jobs/:jobId",status="200"')).toBe(3);
    // An address no route matches counts under one label, whatever it was.
    expect(text).toMatch(/http_requests_total\{method="GET",route="\(unmatched\)",status="404"\} \d+/);
    // No label anywhere carries an id (or any path that was not a registered pattern).
    const labelled = text.split('\n').filter((l) => !l.startsWith('#') && l.includes('{'));
    expect(labelled.length).toBeGreaterThan(0);
    for (const line of labelled) expect(line, line).not.toMatch(UUID);
    // Scrapes themselves are not counted.
    expect(text).not.toContain('route="/metrics"');
  });

  it('includes the Node.js metrics, event-loop delay among them', async () => {
    const text = (await scrape()).body;
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'process_cpu_seconds_total', 'nodejs_heap_size_used_bytes']) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
  });

  it('counts the email outbox queue and the age of its oldest email', async () => {
    const before = (await scrape()).body;
    expect(sample(before, 'turnready_outbox_pending_emails')).toBe(0);
    expect(sample(before, 'turnready_outbox_oldest_pending_age_seconds')).toBe(0);
    // Without SMTP nothing delivers them: they wait, as they would behind a mail server that is down.
    const email = { toAddress: 'someone@example.com', subject: 's', html: 'h', text: 't', kind: 'test', status: 'pending' as const };
    await t.database.db.insert(outboxEmail).values([
      { ...email, createdAt: new Date(Date.now() - 2 * HOUR) },
      { ...email, createdAt: new Date(Date.now() - 60_000) },
      { ...email, status: 'sent' as const, createdAt: new Date(Date.now() - 5 * HOUR) },
      { ...email, status: 'stored' as const, createdAt: new Date(Date.now() - 5 * HOUR) },
    ]);
    await new Promise((r) => setTimeout(r, 1_100)); // past the one-second snapshot
    const after = (await scrape()).body;
    expect(sample(after, 'turnready_outbox_pending_emails')).toBe(2);
    const age = sample(after, 'turnready_outbox_oldest_pending_age_seconds')!;
    expect(age).toBeGreaterThanOrEqual(2 * 3600);
    expect(age).toBeLessThan(2 * 3600 + 120);
  });

  it('counts offers whose deadline passed while they still wait for an answer, and the calendar sync lag', async () => {
    const before = (await scrape()).body;
    expect(sample(before, 'turnready_offer_deadlines_overdue')).toBe(0);
    expect(sample(before, 'turnready_calendar_sync_lag_seconds')).toBe(0);

    const db = t.database.db;
    const host = await createHost(db);
    const job = await createJob(db, host.userId);
    const { cleaner } = await createApplicant(db, job.id, { status: 'accepted' });
    let day = 0;
    const newTurnover = async () =>
      (await db.insert(turnover).values({ jobId: job.id, date: `2030-01-0${++day}`, startsAt: new Date(Date.now() + 48 * HOUR), endsAt: new Date(Date.now() + 52 * HOUR), payment: 100, source: 'manual' }).returning())[0]!;
    // Written directly, with no scheduled work behind them: the runner never gets to lapse them.
    const offer = { cleanerUserId: cleaner.userId, status: 'offered' as const };
    await db.insert(turnoverOffer).values([
      { ...offer, turnoverId: (await newTurnover()).id, deadlineAt: new Date(Date.now() - HOUR) },
      { ...offer, turnoverId: (await newTurnover()).id, deadlineAt: new Date(Date.now() + HOUR) },
      { ...offer, turnoverId: (await newTurnover()).id, deadlineAt: null },
      { ...offer, turnoverId: (await newTurnover()).id, deadlineAt: new Date(Date.now() - HOUR), status: 'confirmed', answeredAt: new Date() },
    ]);
    // Synced three hours ago and not due again (no sync runs during the test); a deleted job's calendar does not count.
    const calendar = { url: 'https://calendar.invalid/feed.ics', nextSyncAt: new Date(Date.now() + 24 * HOUR) };
    const deleted = await createJob(db, host.userId, { status: 'deleted' });
    await db.insert(jobCalendar).values([
      { ...calendar, jobId: job.id, lastSyncedAt: new Date(Date.now() - 3 * HOUR) },
      { ...calendar, jobId: job.id, lastSyncedAt: new Date(Date.now() - 60_000) },
      { ...calendar, jobId: deleted.id, lastSyncedAt: new Date(Date.now() - 30 * HOUR) },
    ]);
    await new Promise((r) => setTimeout(r, 1_100));
    const after = (await scrape()).body;
    expect(sample(after, 'turnready_offer_deadlines_overdue')).toBe(1);
    const lag = sample(after, 'turnready_calendar_sync_lag_seconds')!;
    expect(lag).toBeGreaterThanOrEqual(3 * 3600);
    expect(lag).toBeLessThan(3 * 3600 + 120);
  });

  it('counts the live event streams open on this process', async () => {
    const host = await createHost(t.database.db);
    const url = await listenOnLoopback(t.app);
    const stream = await openEventStream(`${url}/api/notifications/stream`, { cookie: await sessionCookie(t.app, host.userId) });
    try {
      await stream.waitFor((e) => e.event === 'ready');
      expect(sample((await scrape()).body, 'turnready_event_streams_open')).toBe(1);
    } finally {
      await stream.close();
    }
    await expect.poll(async () => sample((await scrape()).body, 'turnready_event_streams_open')).toBe(0);
  });

  // Last: it closes this app's database.
  it('counts 5xx answers by route, and still answers without the database (its gauges NaN, not stale)', async () => {
    const host = await createHost(t.database.db);
    const client = await signedInClient(t.app, host);
    const job = await createJob(t.database.db, host.userId);
    await client.get(`/api/host/jobs/${job.id}`); // the session is cached: the next request reaches the handler
    await t.database.close();
    await new Promise((r) => setTimeout(r, 1_100));
    expect((await client.get(`/api/host/jobs/${job.id}`)).status).toBe(500);
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(sample(res.body, 'http_server_errors_total', 'method="GET",route="/api/host/jobs/:jobId"')).toBe(1);
    for (const name of ['turnready_outbox_pending_emails', 'turnready_outbox_oldest_pending_age_seconds', 'turnready_calendar_sync_lag_seconds', 'turnready_offer_deadlines_overdue']) {
      expect(sample(res.body, name), name).toBeNaN();
    }
    expect(sample(res.body, 'turnready_event_streams_open')).toBe(0);
  });
});
