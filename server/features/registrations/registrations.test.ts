import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth as text } from '@core/messages/en/auth';
import { cleanerProfile, hostProfile, outboxEmail, registration, user } from '../../db/schema';
import { TEST_APP_URL, TestClient } from '../../test/app';
import { useAppWithSmtp } from '../../test/with-app';
import { buildCleanerRegistration, buildHostRegistration, createCleaner } from '../../test/factories';
import { extractLink } from '../../test/smtp';

const env = useAppWithSmtp();

const verifyPath = (link: string) => link.replace(TEST_APP_URL, '');

async function register(client: TestClient, userType: 'cleaner' | 'host', data: object) {
  return client.post('/api/registrations', { userType, registrationData: data });
}

describe('email check (validate-email)', () => {
  it('says an unused email is free and a registered one is not', async () => {
    const client = new TestClient(env.t.app);
    const existing = await createCleaner(env.t.database.db);
    expect((await client.post('/api/registrations/email-check', { email: 'nobody@example.com' })).body).toEqual({
      isUnique: true,
    });
    expect((await client.post('/api/registrations/email-check', { email: existing.email.toUpperCase() })).body).toEqual(
      { isUnique: false },
    );
  });

  it('rejects a malformed email with the validation error shape', async () => {
    const res = await new TestClient(env.t.app).post('/api/registrations/email-check', { email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields.email).toBe('Please enter a valid email address.');
  });
});

describe('sign-up by email verification', () => {
  it('creates the account and cleaner profile only after the emailed link is clicked', async () => {
    const client = new TestClient(env.t.app);
    const data = buildCleanerRegistration();
    const started = await register(client, 'cleaner', data);
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ email: data.email, emailSent: true });
    const token = started.body.verificationToken as string;

    // Nothing exists yet but the pending registration; the password is not stored in clear.
    expect(await env.t.database.db.select().from(user).where(eq(user.email, data.email))).toHaveLength(0);
    const [pending] = await env.t.database.db.select().from(registration).where(eq(registration.email, data.email));
    expect(pending!.passwordHash).not.toContain(data.password);
    expect(JSON.stringify(pending!.payload)).not.toContain(data.password);

    expect((await client.post('/api/registrations/status', { token })).body).toMatchObject({
      status: 'pending',
      verified: false,
    });

    // Signing in before verifying explains why it fails.
    const early = await client.post('/api/session', { email: data.email, password: data.password });
    expect(early.status).toBe(403);
    expect(early.body.error).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: text.verification.emailNotVerified });

    const mail = await env.smtp.waitForMail(data.email, /Verify your email/);
    expect(mail.html).toContain('TurnReady');
    expect(mail.text).toContain('TurnReady');
    const link = extractLink(mail, `${TEST_APP_URL}/api/registrations/verify?token=`);
    // The link is not the token the browser holds: the browser cannot verify on its own.
    expect(link).not.toContain(token);

    const verified = await client.get(verifyPath(link));
    expect(verified.status).toBe(303);
    expect(verified.headers.location).toBe('/auth?verified=true');

    expect((await client.post('/api/registrations/status', { token })).body).toMatchObject({
      status: 'verified',
      verified: true,
    });
    const [profile] = await env.t.database.db.select().from(cleanerProfile).where(eq(cleanerProfile.email, data.email));
    expect(profile).toMatchObject({
      firstName: 'Rosa',
      lastName: 'Diaz',
      phone: data.phone,
      state: 'TX',
      city: 'Austin',
      experienceYears: '3-5',
      rating: 4.5,
    });

    const signIn = await client.post('/api/session', { email: data.email, password: data.password });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ user: { email: data.email }, role: 'cleaner' });

    // Clicking the link again is harmless.
    expect((await client.get(verifyPath(link))).headers.location).toBe('/auth?verified=true');
  });

  it('creates a host profile for a host registration', async () => {
    const client = new TestClient(env.t.app);
    const data = buildHostRegistration();
    await register(client, 'host', data);
    const link = extractLink(await env.smtp.waitForMail(data.email), `${TEST_APP_URL}/api/registrations/verify?token=`);
    await client.get(verifyPath(link));
    const [profile] = await env.t.database.db.select().from(hostProfile).where(eq(hostProfile.email, data.email));
    expect(profile).toMatchObject({ firstName: 'Hal', lastName: 'Hostly', phone: '5559876543' });
    const signIn = await client.post('/api/session', { email: data.email, password: data.password });
    expect(signIn.body.role).toBe('host');
  });

  it('refuses an email that is already registered, marking the field', async () => {
    const existing = await createCleaner(env.t.database.db);
    const res = await register(
      new TestClient(env.t.app),
      'cleaner',
      buildCleanerRegistration({ email: existing.email }),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('EMAIL_TAKEN');
    expect(res.body.error.message).toBe(text.verification.alreadyRegistered);
    expect(res.body.error.fields.email).toBeDefined();
  });

  it('validates the wizard data on the server', async () => {
    const client = new TestClient(env.t.app);
    const res = await register(
      client,
      'cleaner',
      buildCleanerRegistration({ password: '123', phone: '555' as never, rating: 2 as never }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(
      expect.arrayContaining(['registrationData.password', 'registrationData.phone', 'registrationData.rating']),
    );
  });

  it('only the newest pending sign-up of an email is valid: an older link says it was replaced', async () => {
    // A stranger starts a sign-up with the victim's address and the stranger's password...
    const victim = buildCleanerRegistration();
    const attacker = new TestClient(env.t.app);
    const attackerToken = (
      await register(attacker, 'cleaner', { ...victim, firstName: 'Mallory', password: 'the-attackers-password' })
    ).body.verificationToken;
    await env.smtp.waitForMail(victim.email);
    // ...then the victim signs up too: two emails arrive.
    const client = new TestClient(env.t.app);
    expect((await register(client, 'cleaner', victim)).status).toBe(201);
    const deadline = Date.now() + 5000;
    while (env.smtp.messages.filter((m) => m.to.includes(victim.email)).length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const links = env.smtp.messages
      .filter((m) => m.to.includes(victim.email))
      .map((m) => verifyPath(extractLink(m, `${TEST_APP_URL}/api/registrations/verify?token=`)));
    expect(links).toHaveLength(2);

    // The older link creates nothing and lands on /auth with its own code.
    const older = await client.get(links[0]!);
    expect(older.status).toBe(303);
    expect(older.headers.location).toBe('/auth?error=signup_link_replaced');
    expect(await env.t.database.db.select().from(user).where(eq(user.email, victim.email))).toHaveLength(0);
    // The replaced sign-up cannot be revived with a resend either.
    const resend = await attacker.post('/api/registrations/resend', { token: attackerToken });
    expect(resend.status).toBe(409);
    expect(resend.body).toEqual({ error: { code: 'SIGNUP_LINK_REPLACED', message: text.verification.linkReplaced } });
    expect(env.smtp.messages.filter((m) => m.to.includes(victim.email))).toHaveLength(2);

    // The newest link creates the account with the victim's password.
    expect((await client.get(links[1]!)).headers.location).toBe('/auth?verified=true');
    expect((await client.get(links[0]!)).headers.location).toBe('/auth?error=signup_link_replaced');
    expect(
      (await client.post('/api/session', { email: victim.email, password: 'the-attackers-password' })).status,
    ).toBe(401);
    expect((await client.post('/api/session', { email: victim.email, password: victim.password })).status).toBe(200);
    expect(await env.t.database.db.select().from(user).where(eq(user.email, victim.email))).toHaveLength(1);
  });

  it('says in the sign-up email who asked and what to do if it was not you', async () => {
    const data = buildCleanerRegistration();
    await register(new TestClient(env.t.app), 'cleaner', data);
    const mail = await env.smtp.waitForMail(data.email);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('someone started a sign-up for a cleaner account on TurnReady with this email address');
      expect(part).toContain('If you did not sign up for TurnReady, ignore this email: no account is created');
    }
  });

  it('sends an invalid link back to /auth with only an error code', async () => {
    const res = await new TestClient(env.t.app).get('/api/registrations/verify?token=not-a-real-token-at-all-000000');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/auth?error=invalid_token');
  });

  it('resends a fresh link, limits resends, and the newest link works', async () => {
    const client = new TestClient(env.t.app);
    const data = buildCleanerRegistration();
    const token = (await register(client, 'cleaner', data)).body.verificationToken;
    await env.smtp.waitForMail(data.email);
    for (let i = 0; i < 2; i++) expect((await client.post('/api/registrations/resend', { token })).status).toBe(200);
    const limited = await client.post('/api/registrations/resend', { token });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe('Too many requests. Please wait a few minutes before trying again.');

    const deadline = Date.now() + 5000;
    let mails = env.smtp.messages.filter((m) => m.to.includes(data.email));
    while (mails.length < 3 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      mails = env.smtp.messages.filter((m) => m.to.includes(data.email));
    }
    expect(mails).toHaveLength(3);
    const oldLink = verifyPath(extractLink(mails[0]!, `${TEST_APP_URL}/api/registrations/verify?token=`));
    expect((await client.get(oldLink)).headers.location).toContain('error=invalid_token');
    const newest = verifyPath(extractLink(mails[2]!, `${TEST_APP_URL}/api/registrations/verify?token=`));
    expect((await client.get(newest)).headers.location).toBe('/auth?verified=true');
  });

  it('answers an unknown polling token with a clear error', async () => {
    const res = await new TestClient(env.t.app).post('/api/registrations/status', { token: 'x'.repeat(43) });
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe(text.verification.missingToken);
  });
});

describe('email delivery', () => {
  it('writes the email in the same transaction and retries when the mail server fails', async () => {
    const data = buildCleanerRegistration();
    env.smtp.failNextDeliveries(1);
    const started = await register(new TestClient(env.t.app), 'cleaner', data);
    expect(started.status).toBe(201);
    const [queued] = await env.t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, data.email));
    expect(queued).toBeDefined();
    // First attempt fails (451); the worker retries after its backoff. Speed that up for the test.
    const deadline = Date.now() + 5000;
    for (;;) {
      const [row] = await env.t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, data.email));
      if (row!.lastError && row!.status === 'pending') break;
      if (Date.now() > deadline) throw new Error('first delivery attempt never happened');
      await new Promise((r) => setTimeout(r, 50));
    }
    await env.t.database.db
      .update(outboxEmail)
      .set({ nextAttemptAt: new Date() })
      .where(eq(outboxEmail.toAddress, data.email));
    await env.t.app.ctx.mailer.kick();
    await env.smtp.waitForMail(data.email);
    const [sent] = await env.t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, data.email));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
