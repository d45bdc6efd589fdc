// Sessions: the cookie's attributes, a fresh token on every sign-in, revocation on sign-out and on
// a password reset, and no state-changing request from another site.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '@core/messages/en/errors';
import { createTestApp, TEST_APP_URL, type TestApp } from '../app';
import { createBareUser, createCleaner, TEST_PASSWORD } from '../factories';
import { extractLink } from '../smtp';
import { useAppWithSmtp } from '../with-app';
import { IpClient, type Res } from './ip-client';

const env = useAppWithSmtp();
let prod: TestApp;
beforeAll(async () => {
  prod = await createTestApp({
    env: {
      NODE_ENV: 'production',
      PAYMENTS_TEST_MODE: 'true',
      DATABASE_URL: 'postgres://unused.invalid:5432/turnready',
      SMTP_URL: 'smtp://127.0.0.1:9',
      AUTH_SECRET: 'production-secret-production-secret-0123',
    },
  });
});
afterAll(() => prod?.close());

const client = () => new IpClient(env.t.app);
const signIn = (c: IpClient, email: string, password = TEST_PASSWORD) => c.post('/api/session', { email, password });

function setCookies(res: Res): string[] {
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw ? [String(raw)] : []).filter(Boolean);
}
/** The session token cookie's value (name=value), from a sign-in answer. */
function sessionToken(res: Res): string {
  const cookie = setCookies(res).find((c) => /session_token=/.test(c));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}
/** A protected call with just this cookie: 200 while the session lives, 401 once it is gone. */
const notificationsWith = (cookie: string) => client().get('/api/notifications', { cookie });

describe('session cookies', () => {
  it('are HttpOnly, SameSite=Lax, for the whole site, and not Secure over plain http', async () => {
    const user = await createBareUser(env.t.database.db);
    const res = await signIn(client(), user.email);
    expect(res.status).toBe(200);
    const cookies = setCookies(res);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      const attrs = cookie.split(';').map((a) => a.trim().toLowerCase());
      expect(attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
      expect(attrs).not.toContain('secure');
    }
  });

  it('are Secure, and named __Secure-, in production', async () => {
    const user = await createBareUser(prod.database.db);
    const res = await signIn(new IpClient(prod.app), user.email);
    expect(res.status).toBe(200);
    const cookies = setCookies(res);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie.startsWith('__Secure-')).toBe(true);
      expect(cookie.split(';').map((a) => a.trim().toLowerCase())).toEqual(
        expect.arrayContaining(['secure', 'httponly', 'samesite=lax', 'path=/']),
      );
    }
  });
});

describe('requests from another site', () => {
  it('are refused on every state-changing API route, before anything is read or written', async () => {
    const doc = (await client().get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({ method: m.toUpperCase() as 'POST' | 'PUT' | 'PATCH' | 'DELETE', path })),
    );
    // The payment provider's webhook comes from the provider itself and is verified by its signature.
    const checked = routes.filter((r) => !r.path.includes('webhook'));
    expect(checked.length).toBeGreaterThan(10);

    const user = await createCleaner(env.t.database.db);
    const victim = client();
    expect((await signIn(victim, user.email)).status).toBe(200);
    const cookie = victim.cookieHeader();
    for (const { method, path } of checked) {
      const url = path.replace(/\{[^}]+\}/g, '3f1f7f5e-6a1b-4d2c-9e8f-0a1b2c3d4e5f');
      const forged: Record<string, string>[] = [
        { origin: 'https://evil.example', cookie },
        { origin: 'null', cookie },
        { origin: '', referer: 'https://evil.example/attack', cookie },
      ];
      for (const headers of forged) {
        const res = await client().request(method, url, {}, headers);
        expect({ method, url, status: res.status, body: res.body }).toEqual({
          method,
          url,
          status: 403,
          body: { error: { code: 'BAD_ORIGIN', message: errors.badOrigin } },
        });
      }
    }
    // And the victim is still signed in: the forged sign-out did nothing.
    expect((await notificationsWith(cookie)).status).toBe(200);
  });
});

describe('session tokens', () => {
  it('are new on every sign-in, and a cookie planted before sign-in is never adopted', async () => {
    const user = await createBareUser(env.t.database.db);
    const c = client();
    const first = sessionToken(await signIn(c, user.email));
    const second = sessionToken(await signIn(c, user.email));
    expect(second).not.toBe(first);

    // Session fixation: a token chosen by an attacker and set in the victim's browser.
    const planted = 'turnready.session_token=attacker-chosen-token.signature';
    const victim = client();
    const res = await victim.post('/api/session', { email: user.email, password: TEST_PASSWORD }, { cookie: planted });
    expect(res.status).toBe(200);
    expect(sessionToken(res)).not.toBe(planted);
    expect((await notificationsWith(planted)).status).toBe(401);
    expect((await notificationsWith(sessionToken(res))).status).toBe(200);
  });

  it('end with sign-out: the old cookie is refused, while the same account signed in elsewhere stays in', async () => {
    const user = await createBareUser(env.t.database.db);
    const laptop = client();
    const phone = client();
    const laptopCookie = sessionToken(await signIn(laptop, user.email));
    const phoneCookie = sessionToken(await signIn(phone, user.email));
    expect((await notificationsWith(laptopCookie)).status).toBe(200);

    expect((await laptop.request('DELETE', '/api/session')).status).toBe(200);
    const replayed = await notificationsWith(laptopCookie);
    expect(replayed.status).toBe(401);
    expect(replayed.body.error.code).toBe('UNAUTHORIZED');
    expect((await notificationsWith(phoneCookie)).status).toBe(200);
  });

  it('all end with a password reset', async () => {
    const user = await createBareUser(env.t.database.db);
    const cookies = [
      sessionToken(await signIn(client(), user.email)),
      sessionToken(await signIn(client(), user.email)),
    ];
    for (const cookie of cookies) expect((await notificationsWith(cookie)).status).toBe(200);

    expect((await client().post('/api/password/forgot', { email: user.email })).status).toBe(200);
    const mail = await env.smtp.waitForMail(user.email, /password/i);
    const token = new URL(extractLink(mail, `${TEST_APP_URL}/reset-password?token=`)).searchParams.get('token')!;
    expect(
      (await client().post('/api/password/reset', { token, password: 'a-fresh-uncommon-password-9' })).status,
    ).toBe(200);

    for (const cookie of cookies) expect((await notificationsWith(cookie)).status).toBe(401);
    expect((await signIn(client(), user.email, 'a-fresh-uncommon-password-9')).status).toBe(200);
  });
});
