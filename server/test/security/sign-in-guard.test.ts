// Guessing at one account is bounded, yet nobody can lock the owner out (issue 13, finding 6):
// failed sign-ins count per account and client address, in the database (server/auth/sign-in-guard.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errors } from '@core/messages/en/errors';
import { signInClient, signInFailure } from '../../db/schema';
import { signInGuard } from '../../auth/sign-in-guard';
import { TEST_APP_URL } from '../app';
import { createBareUser, TEST_PASSWORD, uniqueEmail } from '../factories';
import { extractLink } from '../smtp';
import { useAppWithSmtp } from '../with-app';
import { IpClient, type Res } from './ip-client';

const env = useAppWithSmtp();
const client = (ip?: string) => new IpClient(env.t.app, ip);
const signIn = (c: IpClient, email: string, password = 'not-the-password') =>
  c.post('/api/session', { email, password });
const WINDOW_SECONDS = signInGuard.perClient.windowMinutes * 60;

function expectLimited(res: Res) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: { code: 'RATE_LIMITED', message: errors.rateLimited } });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(res.headers['set-cookie']).toBeUndefined();
}

async function failFrom(c: IpClient, email: string, times: number) {
  for (let i = 0; i < times; i++) expect((await signIn(c, email)).status).toBe(401);
}

/** `times` refused sign-ins from `c`: all but the last written directly (hashing is slow), the last through the API. */
async function lockOut(c: IpClient, email: string, times = signInGuard.perClient.max) {
  await env.t.database.db
    .insert(signInFailure)
    .values(Array.from({ length: times - 1 }, () => ({ email: email.toLowerCase(), client: c.ip })));
  await failFrom(c, email, 1);
}

/** Asks for a reset link and sets a new password with it, from `c`. */
async function resetPassword(c: IpClient, email: string, password: string) {
  expect((await c.post('/api/password/forgot', { email })).status).toBe(200);
  const link = extractLink(await env.smtp.waitForMail(email, /password/i), `${TEST_APP_URL}/reset-password?token=`);
  const token = new URL(link).searchParams.get('token')!;
  return c.post('/api/password/reset', { token, password });
}

describe('failed sign-ins from one address', () => {
  it('lock that address out of that account, even with the right password, while the owner elsewhere signs in', async () => {
    const owner = await createBareUser(env.t.database.db);
    const attacker = client();
    // All through the API: the finding itself (ten wrong passwords from anywhere locked the owner out).
    await failFrom(attacker, owner.email.toUpperCase(), signInGuard.perClient.max);
    expectLimited(await signIn(attacker, owner.email));
    expectLimited(await signIn(attacker, owner.email, TEST_PASSWORD));

    // The owner, from an address that has not been failing: in, first time from there.
    const home = client();
    expect((await signIn(home, owner.email, TEST_PASSWORD)).status).toBe(200);
    // The attacker's address can still sign in to other accounts.
    const other = await createBareUser(env.t.database.db);
    expect((await signIn(attacker, other.email, TEST_PASSWORD)).status).toBe(200);
  }, 90_000);

  it('count only within the window, and a successful sign-in clears its address', async () => {
    const owner = await createBareUser(env.t.database.db);
    const c = client();
    /** Failures written directly, each like one refused sign-in from `c`. */
    const seedFailures = (n: number) =>
      env.t.database.db
        .insert(signInFailure)
        .values(Array.from({ length: n }, () => ({ email: owner.email, client: c.ip })));

    await seedFailures(signInGuard.perClient.max - 1);
    expect((await signIn(c, owner.email, TEST_PASSWORD)).status).toBe(200);
    // Without the clearing these would make twice the limit.
    await seedFailures(signInGuard.perClient.max - 1);
    expect((await signIn(c, owner.email)).status).toBe(401);
    expectLimited(await signIn(c, owner.email, TEST_PASSWORD));

    // Failures older than the window count for nothing.
    await env.t.database.db
      .update(signInFailure)
      .set({ failedAt: new Date(Date.now() - (WINDOW_SECONDS + 1) * 1000) })
      .where(eq(signInFailure.email, owner.email));
    expect((await signIn(c, owner.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('are kept in the database, so every server process sees them', async () => {
    const email = uniqueEmail('nobody');
    const c = client();
    await failFrom(c, email, 3);
    const rows = await env.t.database.db.select().from(signInFailure).where(eq(signInFailure.email, email));
    expect(rows.map((r) => r.client)).toEqual([c.ip, c.ip, c.ip]);
  });
});

describe('failed sign-ins from many addresses', () => {
  /** A botnet's guesses at one account: `perAccount.max` failures, each address below its own limit. */
  async function spreadGuesses(email: string) {
    const perAddress = signInGuard.perClient.max - 1;
    const seeded = signInGuard.perAccount.max - perAddress;
    // Most are written directly (each like one HTTP failure), the last ones go through the API.
    await env.t.database.db
      .insert(signInFailure)
      .values(Array.from({ length: seeded }, (_, i) => ({ email, client: `10.200.${i >> 8}.${i & 255}` })));
    await failFrom(client(), email, perAddress);
  }

  it('let only addresses the account signed in from recently try, and a reset link always works', async () => {
    const owner = await createBareUser(env.t.database.db);
    const laptop = client();
    expect((await signIn(laptop, owner.email, TEST_PASSWORD)).status).toBe(200);
    await spreadGuesses(owner.email);

    // A new address, even with the right password, waits; the owner's known address signs in.
    expectLimited(await signIn(client(), owner.email, TEST_PASSWORD));
    expectLimited(await signIn(client(), owner.email));
    expect((await signIn(laptop, owner.email, TEST_PASSWORD)).status).toBe(200);
    // An address known from longer ago than the limit is a new address again.
    await env.t.database.db
      .update(signInClient)
      .set({ lastSignInAt: new Date(Date.now() - (signInGuard.knownClientDays + 1) * 86_400_000) })
      .where(eq(signInClient.email, owner.email));
    expectLimited(await signIn(laptop, owner.email, TEST_PASSWORD));

    // The reset link works from anywhere, and afterwards the owner signs in from a new address.
    const phone = client();
    expect((await resetPassword(phone, owner.email, 'a-fresh-start-for-mops')).status).toBe(200);
    expect((await signIn(phone, owner.email, 'a-fresh-start-for-mops')).status).toBe(200);
  });

  it('keep a reset link working from an address that is locked out', async () => {
    const owner = await createBareUser(env.t.database.db);
    const shared = client();
    await lockOut(shared, owner.email);
    expectLimited(await signIn(shared, owner.email, TEST_PASSWORD));
    expect((await resetPassword(shared, owner.email, 'new-password-for-owner')).status).toBe(200);
    expect((await signIn(shared, owner.email, 'new-password-for-owner')).status).toBe(200);
  });
});
