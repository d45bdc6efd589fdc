// Rotating AUTH_SECRET (issue 20): servers on one database, as before and after a rotation. A
// session made while the old secret signed cookies stays signed in once AUTH_SECRET is the new one
// and AUTH_SECRET_PREVIOUS the old, and its browser gets the cookie re-signed with the new secret;
// an offer link emailed before the rotation still answers. Without AUTH_SECRET_PREVIOUS neither works.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { outboxEmail } from '../db/schema';
import { createTestDatabase, loadTestEnv, TestClient } from '../test/app';
import { dateIn } from '../test/dates';
import { createApplicant, createHost, createJob } from '../test/factories';
import { sessionCookie, signedInClient } from '../test/sessions';

const OLD = 'the-secret-before-the-rotation-0123456789';
const NEW = 'the-secret-after-the-rotation-9876543210ab';
const UNKNOWN = 'a-secret-this-deployment-never-had-012345';
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENTS_TEST_MODE: 'true',
  DATABASE_URL: 'postgres://unused.invalid:5432/turnready',
  SMTP_URL: 'smtp://127.0.0.1:9',
};

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const apps: App[] = [];
/** A server on the shared database with these secrets (and any other settings). */
async function server(env: Record<string, string>): Promise<App> {
  const app = await buildApp({ env: loadTestEnv(env), database, logger: false, mailPollMs: 100 });
  await app.ready();
  apps.push(app);
  return app;
}

let before: App; // AUTH_SECRET=OLD
let rotated: App; // AUTH_SECRET=NEW, AUTH_SECRET_PREVIOUS=OLD
let after: App; // AUTH_SECRET=NEW alone
let stranger: App; // AUTH_SECRET=UNKNOWN
beforeAll(async () => {
  database = await createTestDatabase();
  before = await server({ AUTH_SECRET: OLD });
  rotated = await server({ AUTH_SECRET: NEW, AUTH_SECRET_PREVIOUS: `${UNKNOWN.replace('never', 'retired')},${OLD}` });
  after = await server({ AUTH_SECRET: NEW });
  stranger = await server({ AUTH_SECRET: UNKNOWN });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.dispose();
});

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw ? [String(raw)] : []).map(String);
}
const sessionCookiesSet = (res: { headers: Record<string, unknown> }) =>
  setCookies(res).filter((c) => /session_token=/.test(c));
const as = (app: App, cookie: string) => new TestClient(app).useCookies(cookie);
const attributesOf = (setCookie: string) =>
  setCookie
    .split(';')
    .slice(1)
    .map((a) => a.trim().toLowerCase());

describe('a session cookie signed with the previous secret', () => {
  it('stays signed in, and the answer sets the cookie re-signed with the new secret, which the new secret alone accepts', async () => {
    const host = await createHost(database.db);
    const oldCookie = await sessionCookie(before, host.userId);
    // Before the rotation it works; on a server that knows only the new secret it does not.
    expect((await as(before, oldCookie).get('/api/notifications')).status).toBe(200);
    expect((await as(after, oldCookie).get('/api/notifications')).status).toBe(401);

    const res = await as(rotated, oldCookie).get('/api/session');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: host.userId, email: host.email });
    const [set, ...more] = sessionCookiesSet(res);
    expect(more).toEqual([]);
    expect(set).toBeDefined();
    const [pair] = set!.split(';');
    // The same session token, another signature.
    const token = (c: string) => decodeURIComponent(c.slice(c.indexOf('=') + 1)).split('.')[0];
    expect(pair!.startsWith('turnready.session_token=')).toBe(true);
    expect(token(pair!)).toBe(token(oldCookie));
    expect(pair).not.toBe(oldCookie);
    // better-auth's own attributes: the whole site, HttpOnly, SameSite=Lax, the session's 30 days, not Secure over http.
    expect(attributesOf(set!)).toEqual(
      expect.arrayContaining(['path=/', 'httponly', 'samesite=lax', `max-age=${30 * 24 * 60 * 60}`]),
    );
    expect(attributesOf(set!)).not.toContain('secure');

    const upgraded = as(after, pair!);
    expect((await upgraded.get('/api/notifications')).status).toBe(200);
    expect((await upgraded.get('/api/session')).body.user).toMatchObject({ id: host.userId });
  });

  it('is upgraded on every request that still carries it (a cached session lookup too), and works for writes', async () => {
    const host = await createHost(database.db);
    const oldCookie = await sessionCookie(before, host.userId);
    for (let i = 0; i < 3; i++) {
      // A fresh client each time: the browser has not stored the new cookie yet.
      const res = await as(rotated, oldCookie).get('/api/notifications');
      expect(res.status).toBe(200);
      expect(sessionCookiesSet(res)).toHaveLength(1);
    }
    const browser = as(rotated, oldCookie);
    expect((await browser.post('/api/notifications/read-all')).status).toBeLessThan(400);
    // The client kept the re-signed cookie: the next answer sets nothing.
    expect(browser.cookieHeader()).not.toBe(oldCookie);
    const next = await browser.get('/api/notifications');
    expect(next.status).toBe(200);
    expect(sessionCookiesSet(next)).toEqual([]);
  });

  it('signs out: the response expires the cookie instead of setting the re-signed one', async () => {
    const host = await createHost(database.db);
    const oldCookie = await sessionCookie(before, host.userId);
    const res = await as(rotated, oldCookie).delete('/api/session');
    expect(res.status).toBe(200);
    const set = sessionCookiesSet(res);
    expect(set.length).toBeGreaterThan(0);
    for (const c of set) expect(c).toMatch(/^turnready\.session_token=;|max-age=0/i);
    expect((await as(rotated, oldCookie).get('/api/notifications')).status).toBe(401);
  });

  it('is named __Secure- and re-set Secure where secure cookies are on', async () => {
    const secure = await server({ ...PRODUCTION, AUTH_SECRET: NEW, AUTH_SECRET_PREVIOUS: OLD });
    const secureBefore = await server({ ...PRODUCTION, AUTH_SECRET: OLD });
    const host = await createHost(database.db);
    const oldCookie = await sessionCookie(secureBefore, host.userId);
    expect(oldCookie.startsWith('__Secure-turnready.session_token=')).toBe(true);
    const res = await as(secure, oldCookie).get('/api/notifications');
    expect(res.status).toBe(200);
    const [set] = sessionCookiesSet(res);
    expect(set!.startsWith('__Secure-turnready.session_token=')).toBe(true);
    expect(attributesOf(set!)).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']));
  });
});

describe('a rolling restart in two rounds (README)', () => {
  it('round one (old secret current, new one previous) keeps browsers and links the restarted servers moved to the new secret', async () => {
    const roundOne = await server({ AUTH_SECRET: OLD, AUTH_SECRET_PREVIOUS: NEW });
    const host = await createHost(database.db);
    const newCookie = await sessionCookie(rotated, host.userId);
    const res = await as(roundOne, newCookie).get('/api/notifications');
    expect(res.status).toBe(200);
    // Signed back with its own current secret: both rounds accept either signature.
    const [set] = sessionCookiesSet(res);
    expect((await as(before, set!.split(';')[0]!).get('/api/notifications')).status).toBe(200);
    expect((await as(rotated, set!.split(';')[0]!).get('/api/notifications')).status).toBe(200);
  });
});

describe('a session cookie signed with the current secret', () => {
  it('is left alone: signed in, nothing re-set', async () => {
    const host = await createHost(database.db);
    const client = await signedInClient(rotated, host);
    const res = await client.get('/api/notifications');
    expect(res.status).toBe(200);
    expect(sessionCookiesSet(res)).toEqual([]);
  });
});

describe('a session cookie no known secret signed', () => {
  it('is signed out, and nothing is set in its place', async () => {
    const host = await createHost(database.db);
    const forged = await sessionCookie(stranger, host.userId);
    const res = await as(rotated, forged).get('/api/notifications');
    expect(res.status).toBe(401);
    expect(sessionCookiesSet(res)).toEqual([]);
    expect((await as(rotated, forged).get('/api/session')).body.user).toBeNull();
  });

  it('is signed out when its signature is altered, even if the token is real', async () => {
    const host = await createHost(database.db);
    const good = await sessionCookie(before, host.userId);
    // The signature's first character changed (its last carries unused bits, and would decode the same).
    const at = good.indexOf('.') + 1;
    const altered = good.slice(0, at) + (good[at] === 'A' ? 'B' : 'A') + good.slice(at + 1);
    expect(altered).not.toBe(good);
    expect((await as(rotated, altered).get('/api/notifications')).status).toBe(401);
  });
});

describe('an offer link emailed before the rotation', () => {
  it('still answers with AUTH_SECRET_PREVIOUS, and is invalid with the new secret alone', async () => {
    const db = database.db;
    const host = await createHost(db);
    const job = await createJob(db, host.userId, { state: 'TX', city: 'Austin', paymentPerTurnover: 80 });
    const { cleaner } = await createApplicant(db, job.id, { status: 'accepted' });
    const made = await (
      await signedInClient(before, host)
    ).post(`/api/host/jobs/${job.id}/turnovers`, { date: dateIn(5), checkoutTime: '11:00', checkinTime: '16:00' });
    expect(made.status).toBe(201);
    const [mail] = await db
      .select()
      .from(outboxEmail)
      .where(eq(outboxEmail.toAddress, cleaner.email))
      .orderBy(asc(outboxEmail.createdAt));
    const url = /Confirm: (\S+)/.exec(mail!.text)?.[1];
    expect(url).toBeDefined();
    const token = url!.slice(url!.indexOf('#token=') + '#token='.length);

    const refused = await new TestClient(after, '198.51.100.1').post('/api/offer-answers', { token });
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('OFFER_LINK_INVALID');
    const answered = await new TestClient(rotated, '198.51.100.2').post('/api/offer-answers', { token });
    expect(answered.status).toBe(200);
    expect(answered.body.answer).toBe('confirmed');
  });
});
