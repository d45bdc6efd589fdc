// GET /metrics: who may read it (this machine, or METRICS_TOKEN; everyone else the 404 of an
// unknown address), and what it shows: requests by route pattern (never an id), Node.js metrics and
// open event streams. The gauges read from the database, and 5xx and the gauges once the database
// is gone: server/metrics/database-gauges.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, listenOnLoopback, type TestApp } from '../test/app';
import { openEventStream } from '../test/event-stream';
import { createHost, createJob } from '../test/factories';
import { sample, scrapeMetrics } from '../test/metrics';
import { sessionCookie, signedInClient } from '../test/sessions';

const TOKEN = 'scrape-token-0123456789abcdef';
const REMOTE = '203.0.113.7';
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t?.close());

type Call = { remoteAddress?: string; headers?: Record<string, string>; app?: TestApp };
const scrape = ({ app = t, ...call }: Call = {}) => scrapeMetrics(app, call);

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
    expect((await scrape({ remoteAddress: REMOTE, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(
      200,
    );
    expect((await scrape({ remoteAddress: REMOTE, headers: { authorization: `bearer ${TOKEN}` } })).statusCode).toBe(
      200,
    );
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      TOKEN,
      `Basic ${TOKEN}`,
      'Bearer ',
    ]) {
      expect((await scrape({ remoteAddress: REMOTE, headers: { authorization } })).statusCode, authorization).toBe(404);
      expect((await scrape({ headers: { authorization } })).statusCode, `${authorization} from loopback`).toBe(404);
    }
  });

  it('refuses every token when METRICS_TOKEN is unset', async () => {
    const bare = await createTestApp();
    try {
      expect(
        (await scrape({ app: bare, remoteAddress: REMOTE, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode,
      ).toBe(404);
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
    for (let i = 0; i < 650; i++)
      statuses.add((await scrape({ remoteAddress: REMOTE, headers: { authorization: `Bearer ${TOKEN}` } })).statusCode);
    expect([...statuses]).toEqual([200]);
    const doc = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).body) as {
      paths: Record<string, unknown>;
    };
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
    expect(
      sample(text, 'http_request_duration_seconds_count', 'method="GET",route="/api/host/jobs/:jobId",status="200"'),
    ).toBe(3);
    expect(
      sample(
        text,
        'http_request_duration_seconds_bucket',
        'le="+Inf",method="GET",route="/api/host/jobs/:jobId",status="200"',
      ),
    ).toBe(3);
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
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `);
    }
  });

  it('counts the live event streams open on this process', async () => {
    const host = await createHost(t.database.db);
    const url = await listenOnLoopback(t.app);
    const stream = await openEventStream(`${url}/api/notifications/stream`, {
      cookie: await sessionCookie(t.app, host.userId),
    });
    try {
      await stream.waitFor((e) => e.event === 'ready');
      expect(sample((await scrape()).body, 'turnready_event_streams_open')).toBe(1);
    } finally {
      await stream.close();
    }
    await expect.poll(async () => sample((await scrape()).body, 'turnready_event_streams_open')).toBe(0);
  });
});
