// Bounds password guessing without letting a stranger lock the owner out. Failed sign-ins are kept
// in the database (every server process sees the same counts) per account (the email as typed) and
// client address:
// - one address with `perClient.max` failures at one account in the window gets 429 for that account;
//   every other address, the owner's among them, still signs in;
// - past `perAccount.max` failures at one account from all addresses together (a spread-out guess),
//   only addresses the account signed in from within `knownClientDays` may still try;
// - a password reset clears the account's failures, so a reset link always lets the owner back in.
// A successful sign-in clears its address's failures and marks the address as known.
// Concurrent attempts each read the count before any of them is recorded, so a burst can pass a
// limit by the number of requests in flight; the per-address request limit bounds that burst.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signInClient, signInFailure } from '../db/schema';
import { RateLimitedError } from '../errors';

export const signInGuard = {
  perClient: { max: 10, windowMinutes: 15 },
  perAccount: { max: 100, windowMinutes: 15 },
  knownClientDays: 30,
} as const;

const WINDOW_MINUTES = signInGuard.perClient.windowMinutes;
const windowStart = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;

function refuse(oldest: Date | string | null): never {
  const opensAt = (oldest ? new Date(oldest).getTime() : Date.now()) + WINDOW_MINUTES * 60_000;
  throw new RateLimitedError(Math.max(1, Math.ceil((opensAt - Date.now()) / 1000)));
}

/** Throws a 429 when this address may not try a password for this account now. */
export async function assertMayTrySignIn(db: Db, email: string, client: string): Promise<void> {
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${signInFailure.failedAt})`,
      fromClient: sql<number>`(count(*) filter (where ${signInFailure.client} = ${client}))::int`,
      oldestFromClient: sql<
        string | null
      >`min(${signInFailure.failedAt}) filter (where ${signInFailure.client} = ${client})`,
    })
    .from(signInFailure)
    .where(and(eq(signInFailure.email, email), gt(signInFailure.failedAt, windowStart(WINDOW_MINUTES))));
  if (!counts) return;
  if (counts.fromClient >= signInGuard.perClient.max) refuse(counts.oldestFromClient);
  if (counts.total < signInGuard.perAccount.max) return;
  const known = await db
    .select({ client: signInClient.client })
    .from(signInClient)
    .where(
      and(
        eq(signInClient.email, email),
        eq(signInClient.client, client),
        gt(signInClient.lastSignInAt, sql`now() - make_interval(days => ${signInGuard.knownClientDays})`),
      ),
    )
    .limit(1);
  if (!known.length) refuse(counts.oldest);
}

export async function recordSignInFailure(db: Db, email: string, client: string): Promise<void> {
  // Old failures count for nothing; each new one sweeps its account's expired ones away.
  await db
    .delete(signInFailure)
    .where(and(eq(signInFailure.email, email), lt(signInFailure.failedAt, windowStart(WINDOW_MINUTES))));
  await db.insert(signInFailure).values({ email, client });
}

export async function recordSignInSuccess(db: Db, email: string, client: string): Promise<void> {
  await db.delete(signInFailure).where(and(eq(signInFailure.email, email), eq(signInFailure.client, client)));
  await db
    .insert(signInClient)
    .values({ email, client })
    .onConflictDoUpdate({ target: [signInClient.email, signInClient.client], set: { lastSignInAt: sql`now()` } });
}

/** After a password reset: the guesses were at the old password, and the owner must get in. */
export async function forgetSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailure).where(eq(signInFailure.email, email.toLowerCase()));
}
