// The tokens in emailed links (sign-up verification, password reset) and the sign-up's polling
// token are stored only as hashes: no table holds a working link. Links are single use and expire.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { outboxEmail, registration, user } from '../../db/schema';
import { createTestApp, TEST_APP_URL } from '../app';
import { buildCleanerRegistration, createBareUser } from '../factories';
import { extractLink, startSmtpServer } from '../smtp';
import { useAppWithSmtp } from '../with-app';
import { IpClient } from './ip-client';

const env = useAppWithSmtp();
const client = () => new IpClient(env.t.app);
const VERIFY_PREFIX = `${TEST_APP_URL}/api/registrations/verify?token=`;
const RESET_PREFIX = `${TEST_APP_URL}/reset-password?token=`;
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

/** Every row of every table of the app, as text (the outbox aside: see below). */
async function everyRowAsText(db: Db, except: string[] = []): Promise<string[]> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as {
    rows: { table_name: string }[];
  };
  const all = tables.rows.map((r) => r.table_name);
  expect(all).toEqual(expect.arrayContaining(['verifications', 'registrations', 'sessions', 'users', ...except]));
  const names = all.filter((n) => !except.includes(n));
  const rows: string[] = [];
  for (const name of names) {
    const result = (await db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(name)} t`,
    )) as unknown as { rows: { row: string }[] };
    rows.push(...result.rows.map((r) => `${name}: ${r.row}`));
  }
  return rows;
}

describe('tokens from emails', () => {
  it('appear in no table but the outbox that delivers them: sign-up, resend and reset', async () => {
    const data = buildCleanerRegistration();
    const started = await client().post('/api/registrations', { userType: 'cleaner', registrationData: data });
    expect(started.status).toBe(201);
    const pollToken = started.body.verificationToken as string;
    const firstLink = extractLink(await env.smtp.waitForMail(data.email), VERIFY_PREFIX);
    expect((await client().post('/api/registrations/resend', { token: pollToken })).status).toBe(200);
    await expect
      .poll(() => env.smtp.messages.filter((m) => m.to.includes(data.email)).length, { timeout: 10_000 })
      .toBe(2);
    const secondLink = extractLink(env.smtp.messages.filter((m) => m.to.includes(data.email))[1]!, VERIFY_PREFIX);

    const member = await createBareUser(env.t.database.db);
    expect((await client().post('/api/password/forgot', { email: member.email })).status).toBe(200);
    const resetLink = extractLink(await env.smtp.waitForMail(member.email, /password/i), RESET_PREFIX);

    const tokens = [pollToken, tokenOf(firstLink), tokenOf(secondLink), tokenOf(resetLink)];
    for (const token of tokens) expect(token.length).toBeGreaterThanOrEqual(20);
    // The outbox keeps a message until it is delivered; see the production test below.
    const rows = await everyRowAsText(env.t.database.db, ['outbox_emails']);
    for (const token of tokens) expect(rows.filter((r) => r.includes(token))).toEqual([]);
    // ...and the tokens did go somewhere: the hashes are there.
    expect(await env.t.database.db.select().from(registration).where(eq(registration.email, data.email))).toHaveLength(
      1,
    );
  });

  it('leave the outbox once delivered, in production', async () => {
    const smtp = await startSmtpServer();
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PAYMENTS_TEST_MODE: 'true',
        DATABASE_URL: 'postgres://unused.invalid:5432/turnready',
        SMTP_URL: smtp.url,
        AUTH_SECRET: 'production-secret-production-secret-0123',
        APP_URL: TEST_APP_URL,
      },
    });
    try {
      const member = await createBareUser(prod.database.db);
      const data = buildCleanerRegistration();
      const c = new IpClient(prod.app);
      expect((await c.post('/api/password/forgot', { email: member.email })).status).toBe(200);
      expect((await c.post('/api/registrations', { userType: 'cleaner', registrationData: data })).status).toBe(201);
      const resetToken = tokenOf(extractLink(await smtp.waitForMail(member.email), RESET_PREFIX));
      const verifyToken = tokenOf(extractLink(await smtp.waitForMail(data.email), VERIFY_PREFIX));

      await expect
        .poll(
          async () =>
            (await prod.database.db.select({ status: outboxEmail.status }).from(outboxEmail)).map((r) => r.status),
          { timeout: 10_000 },
        )
        .toEqual(['sent', 'sent']);
      const rows = await everyRowAsText(prod.database.db);
      for (const token of [resetToken, verifyToken]) expect(rows.filter((r) => r.includes(token))).toEqual([]);
      // The record of the message stays: to whom, what, when.
      const [reset] = await prod.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, member.email));
      expect(reset).toMatchObject({ kind: 'reset-password', status: 'sent', html: '', text: '' });
      expect(reset!.subject).toMatch(/password/i);
    } finally {
      await prod.close();
      await smtp.close();
    }
  });
});

describe('sign-up verification links', () => {
  async function signUp() {
    const data = buildCleanerRegistration();
    expect((await client().post('/api/registrations', { userType: 'cleaner', registrationData: data })).status).toBe(
      201,
    );
    const link = extractLink(await env.smtp.waitForMail(data.email), VERIFY_PREFIX);
    return { data, path: link.slice(TEST_APP_URL.length) };
  }
  const accountsOf = (email: string) => env.t.database.db.select().from(user).where(eq(user.email, email));

  it('create one account however often they are clicked', async () => {
    const { data, path } = await signUp();
    const clicks = await Promise.all([client().get(path), client().get(path), client().get(path)]);
    for (const res of clicks) expect(res.headers.location).toBe('/auth?verified=true');
    expect(await accountsOf(data.email)).toHaveLength(1);
  });

  it('stop working when they expire, and create nothing', async () => {
    const { data, path } = await signUp();
    await env.t.database.db
      .update(registration)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(registration.email, data.email));
    const res = await client().get(path);
    const location = new URL(String(res.headers.location), TEST_APP_URL);
    expect(location.searchParams.get('error')).toBe('invalid_token');
    // Only the code: the page shows its own text for it, never text from the URL.
    expect([...location.searchParams.keys()]).toEqual(['error']);
    expect(await accountsOf(data.email)).toHaveLength(0);
  });
});
