// Every rate limit answers 429 in the standard error shape with a Retry-After header once its
// counter is used up, and counts only what it says it counts (per address, account, user).
import { describe, expect, it } from 'vitest';
import { errors } from '@core/messages/en/errors';
import { ApiError } from '@core/schemas/common';
import { buildApp } from '../app';
import { loadEnv } from '../env';
import { overallRateLimit, rateLimits, windowMs, type RateLimitRule } from '../http/rate-limits';
import { createTestApp, createTestDatabase, TEST_APP_URL } from './app';
import {
  buildCleanerRegistration,
  buildJobInput,
  createBareUser,
  createCleaner,
  createHost,
  createJob,
  TEST_PASSWORD,
  uniqueEmail,
} from './factories';
import { IpClient, nextIp, type Res } from './security/ip-client';
import { useAppWithSmtp } from './with-app';

// Bursts of sign-ins here test the address counters: password hashing may queue as long as it takes
// (its own bound, 503 SERVER_BUSY, is tested in server/features/session/sign-in-burst.test.ts).
const env = useAppWithSmtp({ passwordWork: { maxWaitMs: 120_000 } });
const client = (ip?: string) => new IpClient(env.t.app, ip);
const rule = (limit: RateLimitRule | readonly RateLimitRule[], per: RateLimitRule['per'] = 'ip') =>
  (Array.isArray(limit) ? limit : [limit]).find((r: RateLimitRule) => (r.per ?? 'ip') === per)!;

/** A 429 in the standard shape, with a Retry-After no longer than the rule's window. */
function expectLimited(res: Res, limit: RateLimitRule, message: string = errors.rateLimited) {
  expect(res.status).toBe(429);
  expect(ApiError.parse(res.body)).toEqual({ error: { code: 'RATE_LIMITED', message } });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs(limit.timeWindow) / 1000);
}

/** Sends `n` requests one after another and returns their statuses. */
async function repeat(n: number, send: (i: number) => Promise<Res>): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await send(i)).status);
  return statuses;
}

/** Sends `n` requests at once (where their order does not matter) and returns their statuses. */
async function burst(n: number, send: (i: number) => Promise<Res>): Promise<number[]> {
  return (await Promise.all(Array.from({ length: n }, (_, i) => send(i)))).map((r) => r.status);
}

const signIn = (c: IpClient, email: string, password = 'not-the-password') =>
  c.post('/api/session', { email, password });

describe('sign-in', () => {
  it('limits one address trying many accounts, and not other addresses', async () => {
    const limit = rule(rateLimits.signIn, 'ip');
    const attacker = client();
    // Every attempt is at a different account, so only the per-address counter can stop them.
    expect(new Set(await burst(limit.max, () => signIn(attacker, uniqueEmail('victim'))))).toEqual(new Set([401]));
    expectLimited(await signIn(attacker, uniqueEmail('victim')), limit);

    const user = await createBareUser(env.t.database.db);
    expectLimited(await signIn(attacker, user.email, TEST_PASSWORD), limit);
    expect((await signIn(client(), user.email, TEST_PASSWORD)).status).toBe(200);
  });

  // Guessing at one account (from one address or many) is the sign-in guard's: server/test/security/sign-in-guard.test.ts.

  it('does not count a malformed request', async () => {
    const c = client();
    await repeat(rule(rateLimits.signIn, 'ip').max + 5, () =>
      c.post('/api/session', { email: 'not-an-email', password: '' }),
    );
    const user = await createBareUser(env.t.database.db);
    expect((await signIn(c, user.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('sign-up', () => {
  const register = (c: IpClient, email = uniqueEmail('signup')) =>
    c.post('/api/registrations', { userType: 'cleaner', registrationData: buildCleanerRegistration({ email }) });

  it('limits sign-ups from one address', async () => {
    const limit = rule(rateLimits.signUp, 'ip');
    const c = client();
    expect(new Set(await burst(limit.max, () => register(c)))).toEqual(new Set([201]));
    expectLimited(await register(c), limit);
    expect((await register(client())).status).toBe(201);
  });

  it('limits sign-ups of one email from any number of addresses', async () => {
    const limit = rule(rateLimits.signUp, 'email');
    const email = uniqueEmail('popular');
    expect(new Set(await repeat(limit.max, () => register(client(), email)))).toEqual(new Set([201]));
    expectLimited(await register(client(), email.toUpperCase()), limit);
  });

  it('limits email availability checks per address', async () => {
    const limit = rule(rateLimits.emailCheck);
    const c = client();
    expect(
      new Set(await repeat(limit.max, () => c.post('/api/registrations/email-check', { email: uniqueEmail() }))),
    ).toEqual(new Set([200]));
    expectLimited(await c.post('/api/registrations/email-check', { email: uniqueEmail() }), limit);
  });
});

describe('verification resend', () => {
  it('limits resends per address, whatever the sign-up', async () => {
    const limit = rule(rateLimits.resend);
    const c = client();
    // Unknown sign-ups answer 404, but each still counts: guessing tokens costs the same.
    expect(
      new Set(
        await repeat(limit.max, (i) =>
          c.post('/api/registrations/resend', { token: `unknown-token-${i}-${'x'.repeat(30)}` }),
        ),
      ),
    ).toEqual(new Set([404]));
    expectLimited(await c.post('/api/registrations/resend', { token: 'y'.repeat(43) }), limit);
  });

  it('limits resends per sign-up (kept in the database), with a Retry-After', async () => {
    const data = buildCleanerRegistration();
    const token = (await client().post('/api/registrations', { userType: 'cleaner', registrationData: data })).body
      .verificationToken as string;
    // Two more emails after the first, each asked from another address.
    expect(await repeat(2, () => client().post('/api/registrations/resend', { token }))).toEqual([200, 200]);
    expectLimited(await client().post('/api/registrations/resend', { token }), { max: 3, timeWindow: '10 minutes' });
  });
});

describe('password reset', () => {
  const forgot = (c: IpClient, email: string) => c.post('/api/password/forgot', { email });

  it('limits reset emails per account from any number of addresses', async () => {
    const limit = rule(rateLimits.forgotPassword, 'email');
    const user = await createBareUser(env.t.database.db);
    expect(new Set(await repeat(limit.max, () => forgot(client(), user.email)))).toEqual(new Set([200]));
    expectLimited(await forgot(client(), user.email), limit);
    expect((await forgot(client(), (await createBareUser(env.t.database.db)).email)).status).toBe(200);
  });

  it('limits reset requests per address across accounts', async () => {
    const limit = rule(rateLimits.forgotPassword, 'ip');
    const c = client();
    expect(new Set(await repeat(limit.max, () => forgot(c, uniqueEmail('someone'))))).toEqual(new Set([200]));
    expectLimited(await forgot(c, uniqueEmail('someone')), limit);
    expect((await forgot(client(), uniqueEmail('someone'))).status).toBe(200);
  });

  it('limits new-password attempts per address', async () => {
    const limit = rule(rateLimits.resetPassword);
    const c = client();
    const attempt = (i: number) =>
      c.post('/api/password/reset', { token: `guessed-token-${i}`, password: 'a-new-password-1' });
    expect(new Set(await repeat(limit.max, attempt))).toEqual(new Set([404]));
    expectLimited(await attempt(99), limit);
  });
});

describe('applications', () => {
  it('limits applications per cleaner, from any address, and not other cleaners', async () => {
    const limit = rule(rateLimits.applications, 'user');
    const db = env.t.database.db;
    const host = await createHost(db);
    const job = await createJob(db, host.userId);
    const cleaner = await createCleaner(db);
    const signedIn = client();
    expect((await signIn(signedIn, cleaner.email, TEST_PASSWORD)).status).toBe(200);
    const cookie = signedIn.cookieHeader();
    // One application and then repeats (409): every attempt counts, from whichever address.
    const statuses = await repeat(limit.max, () => client().post('/api/applications', { jobId: job.id }, { cookie }));
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(limit.max - 1);
    expectLimited(
      await client().post('/api/applications', { jobId: (await createJob(db, host.userId)).id }, { cookie }),
      limit,
    );

    const other = await createCleaner(db);
    const otherClient = client(signedIn.ip);
    expect((await signIn(otherClient, other.email, TEST_PASSWORD)).status).toBe(200);
    expect((await otherClient.post('/api/applications', { jobId: job.id })).status).toBe(201);
  });
});

describe('job posts', () => {
  it('limits job posts per host, including refused ones, and not other hosts', async () => {
    const limit = rule(rateLimits.jobPosts, 'user');
    const db = env.t.database.db;
    const host = await createHost(db, { subscriptionTier: 'premium' });
    const c = client();
    expect((await signIn(c, host.email, TEST_PASSWORD)).status).toBe(200);
    const cookie = c.cookieHeader();
    const statuses = await repeat(limit.max, () => client().post('/api/host/jobs', buildJobInput(), { cookie }));
    // Premium allows 10 active jobs; the posts past that are refused, and count all the same.
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 403)).toHaveLength(limit.max - 10);
    expectLimited(await c.post('/api/host/jobs', buildJobInput()), limit);

    const other = await createHost(db);
    const otherClient = client(c.ip);
    expect((await signIn(otherClient, other.email, TEST_PASSWORD)).status).toBe(200);
    expect((await otherClient.post('/api/host/jobs', buildJobInput())).status).toBe(201);
  });
});

describe('the overall ceiling per client', () => {
  it('answers 429 past the ceiling on any API route, while health and the web app still answer', async () => {
    const c = client();
    const statuses = await repeat(overallRateLimit.max, (i) => c.get(i % 2 ? '/api/session' : '/api/config'));
    expect(new Set(statuses)).toEqual(new Set([200]));
    expectLimited(await c.get('/api/session'), overallRateLimit);
    expectLimited(await c.get('/api/no-such-route'), overallRateLimit);
    expectLimited(await c.post('/api/session', { email: uniqueEmail(), password: 'x' }), overallRateLimit);

    // A load balancer's health checks, and pages and assets, are never counted.
    expect((await c.get('/api/health')).status).toBe(200);
    expect((await c.get('/robots.txt')).status).not.toBe(429);
    // Another client is not affected.
    expect((await client().get('/api/session')).status).toBe(200);
  });

  it('counts an IPv6 client by its /64 network and an IPv4-mapped client as its IPv4 address', async () => {
    const app = env.t.app;
    const from = (ip: string) => new IpClient(app, ip).get('/api/session');
    // A /64 network of its own: the last two octets of a fresh address as one hextet.
    const [, , b, c] = nextIp().split('.').map(Number);
    const n = ((b! << 8) | c!).toString(16);
    await repeat(overallRateLimit.max, (i) => from(`2001:db8:${n}:1::${(i % 50).toString(16)}`));
    expect((await from(`2001:db8:${n}:1:ffff::1`)).status).toBe(429);
    expect((await from(`2001:db8:${n}:2::1`)).status).toBe(200);

    const v4 = nextIp();
    await repeat(overallRateLimit.max, () => from(`::ffff:${v4}`));
    expect((await from(v4)).status).toBe(429);
  });
});

describe('behind the load balancer (production)', () => {
  it('counts the address the proxy saw, whatever X-Forwarded-For the client wrote itself', async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PAYMENTS_TEST_MODE: 'true',
        DATABASE_URL: 'postgres://unused.invalid:5432/turnready',
        SMTP_URL: 'smtp://127.0.0.1:9',
        AUTH_SECRET: 'production-secret-production-secret-0123',
        TRUST_PROXY: '10.0.0.0/8',
      },
    });
    try {
      const limit = rule(rateLimits.emailCheck);
      const proxy = new IpClient(prod.app, '10.0.0.2');
      // Each request claims another origin in front of the real client address the proxy appended.
      const check = (claimed: string, client: string) =>
        proxy.post(
          '/api/registrations/email-check',
          { email: uniqueEmail() },
          { 'x-forwarded-for': `${claimed}, ${client}` },
        );
      expect(new Set(await repeat(limit.max, (i) => check(`198.51.100.${i}`, '203.0.113.7')))).toEqual(new Set([200]));
      expectLimited(await check('198.51.100.250', '203.0.113.7'), limit);
      expect((await check('203.0.113.7', '203.0.113.8')).status).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('exempt addresses (the browser-test server)', () => {
  it('are never counted; everyone else still is', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      env: loadEnv({
        NODE_ENV: 'test',
        APP_URL: TEST_APP_URL,
        AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
        DATA_DIR: '/tmp',
      }),
      database,
      logger: false,
      rateLimitExempt: ['127.0.0.1'],
    });
    try {
      await app.ready();
      const limit = rule(rateLimits.emailCheck);
      const check = (ip: string) =>
        new IpClient(app, ip).post('/api/registrations/email-check', { email: uniqueEmail() });
      expect(new Set(await repeat(limit.max + 5, () => check('127.0.0.1')))).toEqual(new Set([200]));
      const other = nextIp();
      await repeat(limit.max, () => check(other));
      expect((await check(other)).status).toBe(429);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
