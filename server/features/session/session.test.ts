import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, TRANSPORT_ERROR_CODES } from '@core/errors';
import { errors } from '@core/messages/en/errors';
import { ApiError } from '@core/schemas/common';
import { job, jobTeamMember, session } from '../../db/schema';
import { createTestApp, TEST_APP_URL, TestClient, type TestApp } from '../../test/app';
import {
  createApplicant,
  createBareUser,
  createCleaner,
  createHost,
  createJob,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/factories';
import { signedInClient } from '../../test/sessions';
import { createConfirmedTurnover } from '../../test/turnover-runs';

let t: TestApp;
let host: Awaited<ReturnType<typeof createHost>>;
let cleaner: Awaited<ReturnType<typeof createCleaner>>;
let bare: Awaited<ReturnType<typeof createBareUser>>;

beforeAll(async () => {
  t = await createTestApp();
  [host, cleaner, bare] = await Promise.all([
    createHost(t.database.db),
    createCleaner(t.database.db),
    createBareUser(t.database.db),
  ]);
});
afterAll(() => t.close());

const setCookies = (headers: Record<string, unknown>) => {
  const raw = headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw ? [raw] : []) as string[];
};
const sessionCookie = (headers: Record<string, unknown>) =>
  setCookies(headers).find((c) => c.startsWith('turnready.session_token='));

const signIn = (client: TestClient, email: string, password = TEST_PASSWORD) =>
  client.post('/api/session', { email, password });

describe('sign in', () => {
  it('returns the user with the host role and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const client = new TestClient(t.app);
    const res = await signIn(client, host.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { id: host.userId, email: host.email, name: 'Hal Hostly', locale: 'en' },
      role: 'host',
    });

    const cookie = sessionCookie(res.headers);
    expect(cookie).toBeDefined();
    const attrs = cookie!.split(';').map((a) => a.trim().toLowerCase());
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    // Plain http in development and tests: a Secure cookie would never come back.
    expect(attrs).not.toContain('secure');
  });

  it('detects the cleaner role, and no role for an account without a profile', async () => {
    expect((await signIn(new TestClient(t.app), cleaner.email)).body).toMatchObject({
      user: { id: cleaner.userId },
      role: 'cleaner',
    });
    expect((await signIn(new TestClient(t.app), bare.email)).body).toMatchObject({
      user: { id: bare.userId, email: bare.email },
      role: null,
    });
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const res = await signIn(new TestClient(t.app), `  ${cleaner.email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('cleaner');
  });

  it('refuses a wrong password with 401 and sets no cookie', async () => {
    const client = new TestClient(t.app);
    const res = await signIn(client, host.email, 'wrong-password');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password.' } });
    expect(sessionCookie(res.headers)).toBeUndefined();
    expect((await client.get('/api/session')).body).toEqual({ user: null, role: null });
  });

  it('answers an unknown email exactly like a wrong password (no account enumeration)', async () => {
    const wrongPassword = await signIn(new TestClient(t.app), cleaner.email, 'not-the-password');
    const unknown = await signIn(new TestClient(t.app), uniqueEmail('nobody'), 'not-the-password');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrongPassword.body);
  });

  it('requires an email and a password', async () => {
    const res = await new TestClient(t.app).post('/api/session', { email: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['email', 'password']);
  });
});

describe('current session', () => {
  it('is empty without a cookie', async () => {
    const res = await new TestClient(t.app).get('/api/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ user: null, role: null });
  });

  it('returns the signed-in user and role with the cookie', async () => {
    const client = new TestClient(t.app);
    await signIn(client, host.email);
    const res = await client.get('/api/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      user: { id: host.userId, email: host.email, name: 'Hal Hostly', locale: 'en' },
      role: 'host',
    });
  });

  it('ignores a forged or stale cookie', async () => {
    const res = await new TestClient(t.app).get('/api/session', { cookie: 'turnready.session_token=forged.value' });
    expect(res.body).toEqual({ user: null, role: null });
  });
});

describe("a cleaner's home (issue 37)", () => {
  const hasSchedule = async (account: { userId: string }) =>
    (await (await signedInClient(t.app, account)).get('/api/session')).body.hasSchedule;

  it('is Browse Jobs until they are hired: the session says whether they have a schedule', async () => {
    const res = await signIn(new TestClient(t.app), cleaner.email);
    expect(res.body).toEqual({
      user: { id: cleaner.userId, email: cleaner.email, name: expect.any(String), locale: 'en' },
      role: 'cleaner',
      hasSchedule: false,
    });
    expect(await hasSchedule(cleaner)).toBe(false);
  });

  it("is the schedule once they are on a job's team, and again Browse Jobs once removed", async () => {
    const owner = await createHost(t.database.db);
    const { id: jobId } = await createJob(t.database.db, owner.userId);
    const { cleaner: hired } = await createApplicant(t.database.db, jobId, { status: 'accepted' });
    const res = await signIn(new TestClient(t.app), hired.email);
    expect(res.body).toMatchObject({ role: 'cleaner', hasSchedule: true });
    expect(await hasSchedule(hired)).toBe(true);

    await t.database.db.update(jobTeamMember).set({ removedAt: new Date() }).where(eq(jobTeamMember.jobId, jobId));
    expect(await hasSchedule(hired)).toBe(false);
  });

  it('is the schedule with a turnover to come outside any team, until its job is deleted', async () => {
    const { jobId, cleaner: holder } = await createConfirmedTurnover(t.database.db, { startsInHours: 20 });
    await t.database.db.update(jobTeamMember).set({ removedAt: new Date() }).where(eq(jobTeamMember.jobId, jobId));
    expect(await hasSchedule(holder)).toBe(true);
    // Once the turnover is over, nothing is left to come.
    await t.app.ctx.clock.advance(26 * 60 * 60 * 1000);
    try {
      expect(await hasSchedule(holder)).toBe(false);
    } finally {
      await t.app.ctx.clock.reset();
    }
    await t.database.db.update(job).set({ status: 'deleted' }).where(eq(job.id, jobId));
    expect(await hasSchedule(holder)).toBe(false);
  });

  it('is never said of a host, nor of an account without a profile', async () => {
    expect((await (await signedInClient(t.app, host)).get('/api/session')).body).not.toHaveProperty('hasSchedule');
    expect((await (await signedInClient(t.app, bare)).get('/api/session')).body).not.toHaveProperty('hasSchedule');
  });
});

describe('sign out', () => {
  it('clears the cookie and ends the session on the server', async () => {
    const client = new TestClient(t.app);
    const stolenCopy = sessionCookie((await signIn(client, cleaner.email)).headers)!.split(';')[0]!;
    expect((await client.get('/api/session')).body.role).toBe('cleaner');

    const res = await client.delete('/api/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const cleared = sessionCookie(res.headers);
    expect(cleared).toBeDefined();
    expect(cleared!.toLowerCase()).toContain('max-age=0');
    expect(client.hasCookies()).toBe(false);
    expect((await client.get('/api/session')).body).toEqual({ user: null, role: null });

    // The old cookie is worthless even to someone who kept a copy of it.
    expect((await new TestClient(t.app).get('/api/session', { cookie: stolenCopy })).body.user).toBeNull();
  });

  it('answers ok when nobody is signed in', async () => {
    const res = await new TestClient(t.app).delete('/api/session');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 after 10 attempts for one email, without locking out other emails', async () => {
    const target = await createBareUser(t.database.db);
    const client = new TestClient(t.app);
    for (let i = 0; i < 10; i++) expect((await signIn(client, target.email, `guess-${i}`)).status).toBe(401);
    const limited = await signIn(client, target.email);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes before trying again.' },
    });
    // Even the right password is refused while limited: a guesser cannot tell it apart.
    expect(sessionCookie(limited.headers)).toBeUndefined();

    // The counter is per email: someone else signing in from the same address is not blocked.
    expect((await signIn(new TestClient(t.app), host.email)).status).toBe(200);
  });
});

describe('origin check on state-changing requests', () => {
  const signInBody = () => JSON.stringify({ email: host.email, password: TEST_PASSWORD });

  it('refuses a sign-in without an Origin header and signs nobody in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json' },
      payload: signInBody(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code: 'BAD_ORIGIN', message: errors.badOrigin } });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a sign-in from a foreign origin', async () => {
    const before = await t.database.db.select().from(session).where(eq(session.userId, host.userId));
    const res = await new TestClient(t.app).request(
      'POST',
      '/api/session',
      { email: host.email, password: TEST_PASSWORD },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('BAD_ORIGIN');
    expect(sessionCookie(res.headers)).toBeUndefined();
    expect(await t.database.db.select().from(session).where(eq(session.userId, host.userId))).toHaveLength(
      before.length,
    );
  });

  it('refuses a lookalike origin and a foreign Referer', async () => {
    const lookalike = await new TestClient(t.app).request(
      'POST',
      '/api/session',
      { email: host.email, password: TEST_PASSWORD },
      { origin: `${TEST_APP_URL}.evil.example` },
    );
    expect(lookalike.status).toBe(403);
    const referer = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json', referer: 'https://evil.example/page' },
      payload: signInBody(),
    });
    expect(referer.statusCode).toBe(403);
  });

  it('does not sign out when the request comes from a foreign origin', async () => {
    const client = new TestClient(t.app);
    await signIn(client, host.email);
    const res = await client.request('DELETE', '/api/session', undefined, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await client.get('/api/session')).body.role).toBe('host');
  });

  it('accepts the Referer of our own pages when a client sends no Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/json', referer: `${TEST_APP_URL}/login` },
      payload: signInBody(),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('bad request bodies', () => {
  const post = (headers: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/session', headers: { origin: TEST_APP_URL, ...headers }, payload });

  it.each([
    ['malformed JSON', { 'content-type': 'application/json' }, '{"email": "a@example.com", ', 400],
    ['an empty JSON body', { 'content-type': 'application/json' }, '', 400],
    ['a JSON array', { 'content-type': 'application/json' }, '[]', 400],
    ['a text body', { 'content-type': 'text/plain' }, 'email=a@example.com', 400],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 'email=a%40example.com&password=x', 415],
    [
      'an oversized body',
      { 'content-type': 'application/json' },
      JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(300 * 1024) }),
      413,
    ],
  ])('answers %s with a 4xx in the error shape, never a 500', async (_name, headers, payload, status) => {
    const res = await post(headers, payload);
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(ApiError.strict().safeParse(body).success, res.body).toBe(true);
    // One of the typed codes the OpenAPI document lists, never a library's internal name.
    expect([...ERROR_CODES, ...TRANSPORT_ERROR_CODES], res.body).toContain(body.error.code);
    expect(body.error.message.length).toBeGreaterThan(0);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
