// Whether a password reset link still works, and ending all of an account's links. better-auth keeps
// the token's identifier hashed (verification.storeIdentifier), so the lookup goes through its
// adapter, which hashes the same way.
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { verification } from '../db/schema';
import type { Auth } from './auth';

async function findResetToken(auth: Auth, token: string) {
  const { internalAdapter } = await auth.$context;
  const found = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  return found && found.expiresAt.getTime() > Date.now() ? found : null;
}

export async function isResetTokenValid(auth: Auth, token: string): Promise<boolean> {
  return !!(await findResetToken(auth, token));
}

/** The account a still-valid reset link belongs to (better-auth keeps the user id as the value). */
export async function resetTokenUserId(auth: Auth, token: string): Promise<string | null> {
  return (await findResetToken(auth, token))?.value ?? null;
}

/**
 * Ends every outstanding reset link of an account: after a link was used or the account signed in
 * with its password, an older link in a mailbox must not set the password again. Reset links are the
 * only verification values better-auth keeps here (sign-up verification is ours, in `registrations`),
 * and their value is the user id; the identifier is hashed, so it cannot be filtered by prefix.
 */
export async function revokeResetLinks(q: Queryable, userId: string): Promise<void> {
  await q.delete(verification).where(eq(verification.value, userId));
}
