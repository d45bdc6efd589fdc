// Sign-up by email verification (spec §4): the wizard's data waits in `registrations` until the
// emailed link is clicked; only then are the user, the credential and the profile created, together.
import { and, eq, sql } from 'drizzle-orm';
import { REGISTRATION_TTL_HOURS, RESEND_LIMIT, RESEND_WINDOW_MINUTES } from '@core/account-rules';
import { auth as text } from '@core/messages/en/auth';
import type { Locale } from '@core/locale';
import type { StartRegistrationInput } from '@core/schemas/auth';
import type { Db, Queryable } from '../../db/client';
import { pgErrorCode } from '../../db/client';
import { rejectCommonPassword } from '../../auth/common-passwords';
import { createVerifiedAccount } from '../../auth/create-account';
import { registration, user } from '../../db/schema';
import type { Mailer } from '../../email/mailer';
import { verificationEmail } from '../../email/templates';
import { AppError } from '../../errors';
import { RateLimitedError } from '../../http/rate-limits';
import { hashToken, newToken } from '../../lib/tokens';
import { placeZip } from '../areas';
import { completeProfile } from './complete-profile';

type Deps = { db: Db; mailer: Mailer; appUrl: string; hashPassword: (password: string) => Promise<string> };

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', text.verification.alreadyRegistered, { email: text.verification.alreadyRegistered });
const invalidLink = () => new AppError('INVALID_TOKEN', text.verification.linkInvalid);
const linkReplaced = () => new AppError('SIGNUP_LINK_REPLACED', text.verification.linkReplaced);

export async function isEmailRegistered(q: Queryable, email: string): Promise<boolean> {
  const rows = await q.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase())).limit(1);
  return rows.length > 0;
}

const verifyLink = (appUrl: string, token: string) =>
  `${appUrl}/api/registrations/verify?token=${encodeURIComponent(token)}`;

async function enqueueVerification(
  deps: Deps,
  q: Queryable,
  reg: { email: string; userType: 'cleaner' | 'host'; firstName: string; locale: Locale },
  verifyToken: string,
) {
  await deps.mailer.enqueue(q, {
    to: reg.email,
    kind: 'verify-email',
    ...verificationEmail({
      locale: reg.locale,
      appUrl: deps.appUrl,
      firstName: reg.firstName,
      userType: reg.userType,
      link: verifyLink(deps.appUrl, verifyToken),
      ttlHours: REGISTRATION_TTL_HOURS,
    }),
  });
}

/**
 * Starts a sign-up: stores the data (password hashed) and emails a verification link. Only the
 * newest pending sign-up of an email is valid: the older ones are replaced, so a stranger's earlier
 * sign-up with someone else's address cannot be completed by its owner clicking the wrong email.
 */
export async function startRegistration(deps: Deps, input: StartRegistrationInput, requestLocale: Locale) {
  // Issue 41: the language the wizard was shown in, else the browser's; the account keeps it.
  const locale = input.locale ?? requestLocale;
  const { password, ...payload } = input.registrationData;
  rejectCommonPassword(password, 'registrationData.password');
  const email = payload.email;
  if (await isEmailRegistered(deps.db, email)) throw emailTaken();
  // Issue 43: a ZIP code we do not know, or of another state, is refused before any email goes out.
  if (input.userType === 'cleaner') {
    const data = input.registrationData;
    await placeZip(deps.db, data.homeZip, data.state, 'registrationData.homeZip');
  } else {
    const { job } = input.registrationData;
    await placeZip(deps.db, job.zip, job.state, 'registrationData.job.zip');
  }
  const pollToken = newToken();
  const verifyToken = newToken();
  const passwordHash = await deps.hashPassword(password);
  await deps.db.transaction(async (tx) => {
    // One sign-up of an email at a time, so two started together cannot both stay pending.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`turnready:registration:${email}`}, 0))`);
    await tx
      .update(registration)
      .set({ status: 'replaced' })
      .where(and(eq(registration.email, email), eq(registration.status, 'pending')));
    await tx.insert(registration).values({
      pollTokenHash: hashToken(pollToken),
      verifyTokenHash: hashToken(verifyToken),
      email,
      userType: input.userType,
      passwordHash,
      payload,
      locale,
      expiresAt: sql`now() + make_interval(hours => ${REGISTRATION_TTL_HOURS})`,
    });
    await enqueueVerification(
      deps,
      tx,
      { email, userType: input.userType, firstName: payload.firstName, locale },
      verifyToken,
    );
  });
  void deps.mailer.kick();
  return { verificationToken: pollToken, email, emailSent: deps.mailer.mode === 'smtp' };
}

async function findByPollToken(q: Queryable, pollToken: string) {
  const [row] = await q
    .select()
    .from(registration)
    .where(eq(registration.pollTokenHash, hashToken(pollToken)))
    .limit(1);
  if (!row) throw new AppError('INVALID_TOKEN', text.verification.missingToken);
  return row;
}

export async function getRegistrationStatus(deps: Pick<Deps, 'db'>, pollToken: string) {
  const row = await findByPollToken(deps.db, pollToken);
  // A replaced sign-up never completes; for its page it stays waiting (the newer one is someone's).
  const status = row.status === 'verified' ? ('verified' as const) : ('pending' as const);
  return { status, verified: status === 'verified', email: row.email };
}

/** Sends a fresh link (the previous one stops working). Limited to RESEND_LIMIT per window. */
export async function resendVerification(deps: Deps, pollToken: string) {
  const verifyToken = newToken();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(registration)
      .where(eq(registration.pollTokenHash, hashToken(pollToken)))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('INVALID_TOKEN', text.verification.missingToken);
    if (row.status === 'verified') return;
    if (row.status === 'replaced') throw linkReplaced();
    const windowOpen = Date.now() - row.lastSentAt.getTime() < RESEND_WINDOW_MINUTES * 60_000;
    const sendCount = windowOpen ? row.sendCount + 1 : 1;
    if (sendCount > RESEND_LIMIT) {
      const windowEndsAt = row.lastSentAt.getTime() + RESEND_WINDOW_MINUTES * 60_000;
      throw new RateLimitedError(
        Math.max(1, Math.ceil((windowEndsAt - Date.now()) / 1000)),
        text.verification.rateLimited,
      );
    }
    await tx
      .update(registration)
      .set({
        verifyTokenHash: hashToken(verifyToken),
        sendCount,
        lastSentAt: new Date(),
        expiresAt: sql`now() + make_interval(hours => ${REGISTRATION_TTL_HOURS})`,
      })
      .where(eq(registration.id, row.id));
    const firstName = (row.payload as { firstName: string }).firstName;
    await enqueueVerification(
      deps,
      tx,
      { email: row.email, userType: row.userType, firstName, locale: row.locale },
      verifyToken,
    );
  });
  void deps.mailer.kick();
  return { emailSent: deps.mailer.mode === 'smtp' };
}

/**
 * The emailed link: creates the user, its password credential and its profile in one transaction.
 * Clicking the link again is harmless; a link whose email was registered meanwhile, or whose sign-up
 * was replaced by a newer one, is refused.
 */
export async function completeRegistration(
  deps: Pick<Deps, 'db'>,
  verifyToken: string,
): Promise<{ userId: string; userType: 'cleaner' | 'host' }> {
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(registration)
        .where(eq(registration.verifyTokenHash, hashToken(verifyToken)))
        .for('update')
        .limit(1);
      if (!row) throw invalidLink();
      if (row.status === 'verified' && row.userId) return { userId: row.userId, userType: row.userType };
      if (row.status === 'replaced') throw linkReplaced();
      if (row.expiresAt.getTime() < Date.now()) throw invalidLink();
      if (await isEmailRegistered(tx, row.email)) throw emailTaken();

      const payload = row.payload as { firstName: string; lastName: string };
      const userId = await createVerifiedAccount(tx, {
        email: row.email,
        name: `${payload.firstName} ${payload.lastName}`,
        passwordHash: row.passwordHash,
        locale: row.locale,
      });
      await completeProfile[row.userType](tx, userId, row.email, row.payload as never);
      // The hash is not needed once the credential exists.
      await tx
        .update(registration)
        .set({ status: 'verified', userId, verifiedAt: new Date(), passwordHash: '' })
        .where(eq(registration.id, row.id));
      return { userId, userType: row.userType };
    });
  } catch (err) {
    // Two registrations of one address verified at once: the loser sees "already registered".
    if (pgErrorCode(err) === '23505') throw emailTaken();
    throw err;
  }
}
