import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth as text } from '@core/messages/en/auth';
import { outboxEmail, verification } from '../../db/schema';
import { TEST_APP_URL, TestClient } from '../../test/app';
import { useAppWithSmtp } from '../../test/with-app';
import { createBareUser, createCleaner, TEST_PASSWORD, uniqueEmail } from '../../test/factories';
import { extractLink } from '../../test/smtp';

const env = useAppWithSmtp();

const RESET_PREFIX = `${TEST_APP_URL}/reset-password?token=`;
const NEW_PASSWORD = 'brand-new-password';

/** Asks for a reset link by email and returns the token from the link in the message. */
async function requestResetToken(email: string): Promise<string> {
  const before = env.smtp.messages.filter((m) => m.to.includes(email)).length;
  const res = await new TestClient(env.t.app).post('/api/password/forgot', { email });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ ok: true });
  const deadline = Date.now() + 10_000;
  while (env.smtp.messages.filter((m) => m.to.includes(email)).length <= before) {
    if (Date.now() > deadline) throw new Error(`no reset email to ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const mail = env.smtp.messages.filter((m) => m.to.includes(email)).at(-1)!;
  return new URL(extractLink(mail, RESET_PREFIX)).searchParams.get('token')!;
}

const signIn = (client: TestClient, email: string, password: string) =>
  client.post('/api/session', { email, password });

describe('forgot password', () => {
  it('emails a reset link built from APP_URL to a known account', async () => {
    const cleaner = await createCleaner(env.t.database.db);
    const res = await new TestClient(env.t.app).post('/api/password/forgot', { email: cleaner.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    const mail = await env.smtp.waitForMail(cleaner.email);
    expect(mail.subject).toMatch(/password/i);
    expect(mail.html).toContain('TurnReady');
    expect(mail.text).toContain('TurnReady');
    const link = new URL(extractLink(mail, RESET_PREFIX));
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_APP_URL}/reset-password`);
    expect(link.searchParams.get('token')).toMatch(/^\S{10,}$/);
    // The HTML part carries the same link as a button.
    expect(mail.html).toContain(link.searchParams.get('token'));
    // Why it was sent, and what to do if it was not you.
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('someone asked on TurnReady to reset the password of the account with this email address');
      expect(part).toContain('If you did not ask for it, ignore this email: your password stays the same.');
    }
  });

  it('answers ok for an unknown email and sends nothing (no account enumeration)', async () => {
    const email = uniqueEmail('nobody');
    const res = await new TestClient(env.t.app).post('/api/password/forgot', { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect(await env.t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, email))).toHaveLength(0);
    // The outbox sends in order: once a later reset email has arrived, this one would have too.
    await requestResetToken((await createBareUser(env.t.database.db)).email);
    expect(env.smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(0);
  });

  it('refuses a request from a foreign origin and sends nothing', async () => {
    const user = await createBareUser(env.t.database.db);
    const res = await new TestClient(env.t.app).request(
      'POST',
      '/api/password/forgot',
      { email: user.email },
      { origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('BAD_ORIGIN');
    expect(
      await env.t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, user.email)),
    ).toHaveLength(0);
  });

  it('rejects a malformed email', async () => {
    const res = await new TestClient(env.t.app).post('/api/password/forgot', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields.email).toBe('Please enter a valid email address.');
  });

  it('limits requests for one email to 5, then answers 429 and sends no more mail', async () => {
    const target = await createBareUser(env.t.database.db);
    const client = new TestClient(env.t.app);
    for (let i = 0; i < 5; i++)
      expect((await client.post('/api/password/forgot', { email: target.email })).status).toBe(200);
    const limited = await client.post('/api/password/forgot', { email: target.email });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many requests. Please wait a few minutes before trying again.' },
    });
    expect(
      await env.t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, target.email)),
    ).toHaveLength(5);
    // Another account asking from the same address still gets its email.
    const other = await createBareUser(env.t.database.db);
    expect((await client.post('/api/password/forgot', { email: other.email })).status).toBe(200);
  });
});

describe('reset password', () => {
  it('accepts a valid link, sets the new password, and the old one stops working', async () => {
    const cleaner = await createCleaner(env.t.database.db);
    const token = await requestResetToken(cleaner.email);
    const client = new TestClient(env.t.app);

    const check = await client.get(`/api/password/reset/${encodeURIComponent(token)}`);
    expect(check.status).toBe(200);
    expect(check.body).toEqual({ ok: true });

    const reset = await client.post('/api/password/reset', { token, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ ok: true });

    expect((await signIn(new TestClient(env.t.app), cleaner.email, TEST_PASSWORD)).status).toBe(401);
    const signedIn = await signIn(new TestClient(env.t.app), cleaner.email, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ user: { email: cleaner.email }, role: 'cleaner' });
  });

  it('answers an unknown link with 404 and the re-click message', async () => {
    const client = new TestClient(env.t.app);
    const check = await client.get('/api/password/reset/this-token-was-never-issued');
    expect(check.status).toBe(404);
    expect(check.body).toEqual({
      error: {
        code: 'INVALID_TOKEN',
        message: 'Please re-click the reset link from your email or check if it has expired.',
      },
    });
    const reset = await client.post('/api/password/reset', {
      token: 'this-token-was-never-issued',
      password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(404);
    expect(reset.body.error.message).toBe(text.reset.sessionNotFoundDescription);
  });

  it('is single use: the same link cannot set a password twice', async () => {
    const user = await createBareUser(env.t.database.db);
    const token = await requestResetToken(user.email);
    const client = new TestClient(env.t.app);
    expect((await client.post('/api/password/reset', { token, password: NEW_PASSWORD })).status).toBe(200);

    expect((await client.get(`/api/password/reset/${encodeURIComponent(token)}`)).status).toBe(404);
    const again = await client.post('/api/password/reset', { token, password: 'someone-elses-password' });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('INVALID_TOKEN');
    expect((await signIn(client, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('ends every other link of the account once one is used: an older link no longer resets', async () => {
    const user = await createBareUser(env.t.database.db);
    const older = await requestResetToken(user.email);
    const newer = await requestResetToken(user.email);
    const client = new TestClient(env.t.app);
    expect((await client.post('/api/password/reset', { token: newer, password: NEW_PASSWORD })).status).toBe(200);

    const check = await client.get(`/api/password/reset/${encodeURIComponent(older)}`);
    expect(check.status).toBe(404);
    expect(check.body).toEqual({ error: { code: 'INVALID_TOKEN', message: text.reset.sessionNotFoundDescription } });
    const again = await client.post('/api/password/reset', { token: older, password: 'someone-elses-password' });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: { code: 'INVALID_TOKEN', message: text.reset.sessionNotFoundDescription } });
    expect((await signIn(client, user.email, 'someone-elses-password')).status).toBe(401);
    expect((await signIn(client, user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('ends outstanding links when the account signs in with its password, not on a failed attempt', async () => {
    const user = await createBareUser(env.t.database.db);
    const token = await requestResetToken(user.email);
    const client = new TestClient(env.t.app);
    expect((await signIn(client, user.email, 'not-the-password')).status).toBe(401);
    expect((await client.get(`/api/password/reset/${encodeURIComponent(token)}`)).status).toBe(200);

    expect((await signIn(client, user.email, TEST_PASSWORD)).status).toBe(200);
    expect((await client.get(`/api/password/reset/${encodeURIComponent(token)}`)).status).toBe(404);
    const reset = await new TestClient(env.t.app).post('/api/password/reset', { token, password: NEW_PASSWORD });
    expect(reset.status).toBe(404);
    expect(reset.body.error.code).toBe('INVALID_TOKEN');
    expect((await signIn(new TestClient(env.t.app), user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('refuses an expired link and keeps the old password', async () => {
    const user = await createBareUser(env.t.database.db);
    const token = await requestResetToken(user.email);
    await env.t.database.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.value, user.userId));
    const client = new TestClient(env.t.app);

    const check = await client.get(`/api/password/reset/${encodeURIComponent(token)}`);
    expect(check.status).toBe(404);
    expect(check.body.error.message).toBe(text.reset.sessionNotFoundDescription);
    expect((await client.post('/api/password/reset', { token, password: NEW_PASSWORD })).status).toBe(404);
    expect((await signIn(client, user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('expires links within an hour', async () => {
    const user = await createBareUser(env.t.database.db);
    await requestResetToken(user.email);
    const [row] = await env.t.database.db.select().from(verification).where(eq(verification.value, user.userId));
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 60 * 60 * 1000);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
  });

  it('ends the sessions that were open before the reset', async () => {
    const user = await createBareUser(env.t.database.db);
    const laptop = new TestClient(env.t.app);
    expect((await signIn(laptop, user.email, TEST_PASSWORD)).status).toBe(200);
    expect((await laptop.get('/api/session')).body.user).toMatchObject({ email: user.email });

    const token = await requestResetToken(user.email);
    expect(
      (await new TestClient(env.t.app).post('/api/password/reset', { token, password: NEW_PASSWORD })).status,
    ).toBe(200);

    expect((await laptop.get('/api/session')).body).toEqual({ user: null, role: null });
  });

  it('refuses a new password shorter than 6 characters and leaves the link usable', async () => {
    const user = await createBareUser(env.t.database.db);
    const token = await requestResetToken(user.email);
    const client = new TestClient(env.t.app);
    const res = await client.post('/api/password/reset', { token, password: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields.password).toBe('Password must be at least 6 characters.');
    expect((await client.get(`/api/password/reset/${encodeURIComponent(token)}`)).status).toBe(200);
    expect((await signIn(client, user.email, TEST_PASSWORD)).status).toBe(200);
  });
});
