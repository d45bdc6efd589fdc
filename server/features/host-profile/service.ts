// The host profile (spec §2 /host/profile, /host/setup-profile; §5 host profile rules).
import { eq } from 'drizzle-orm';
import { host as text } from '@core/messages/en/host';
import { isPaidTier } from '@core/plans';
import type { HostProfile, SetupHostProfileInput, UpdateHostProfileInput } from '@core/schemas/host';
import type { Db, Queryable } from '../../db/client';
import { pgErrorCode } from '../../db/client';
import { cleanerProfile, hostProfile, user } from '../../db/schema';
import { AppError } from '../../errors';

const profileNotFound = () => new AppError('NOT_FOUND', text.profile.notFoundTitle);

export function presentHostProfile(row: typeof hostProfile.$inferSelect): HostProfile {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    city: row.city,
    state: row.state,
    hasActiveSubscription: isPaidTier(row.subscriptionTier),
    subscriptionTier: row.subscriptionTier,
  };
}

export async function getHostProfile(q: Queryable, userId: string) {
  const [row] = await q.select().from(hostProfile).where(eq(hostProfile.userId, userId)).limit(1);
  if (!row) throw profileNotFound();
  return row;
}

/** First and last name, and the optional phone; the email is the account's and cannot change here. */
export async function updateHostProfile(q: Queryable, userId: string, input: UpdateHostProfileInput) {
  const [row] = await q
    .update(hostProfile)
    .set({ firstName: input.firstName, lastName: input.lastName, phone: input.phone ?? null, updatedAt: new Date() })
    .where(eq(hostProfile.userId, userId))
    .returning();
  if (!row) throw profileNotFound();
  return row;
}

/** Creates the profile of a signed-in user who has none yet, with the account's (verified) email. */
export async function setupHostProfile(db: Db, userId: string, input: SetupHostProfileInput) {
  const [account] = await db
    .select({ email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, userId))
    .limit(1);
  if (!account?.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED', text.validation.emailVerificationRequired);
  // One account, one role: a cleaner who became a host would lose the cleaner side (role detection
  // puts host first), so a cleaner account cannot add a host profile. Cleaner profiles are only
  // made with a new account (registration), so this check cannot race with one being created.
  const [cleaner] = await db
    .select({ userId: cleanerProfile.userId })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, userId))
    .limit(1);
  if (cleaner) throw new AppError('CONFLICT', text.validation.cleanerAccount);
  try {
    const [row] = await db
      .insert(hostProfile)
      .values({
        userId,
        email: account.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        state: input.state,
        city: input.city,
      })
      .returning();
    return row!;
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw new AppError('CONFLICT', text.validation.profileExists);
    throw err;
  }
}
