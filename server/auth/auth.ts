// Accounts through better-auth: password hashing, sessions, cookies and reset tokens are the
// library's. Sign-up does not go through it: a registration becomes an account only once its
// email is verified (server/features/registrations), so better-auth's own sign-up is disabled.
import { randomUUID } from 'node:crypto';
// The build without Kysely (better-auth's documented entry for an adapter such as Drizzle's): the
// full entry loads Kysely and its dialects too, about 150 ms more of every server start.
import { betterAuth } from 'better-auth/minimal';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RESET_TOKEN_TTL_SECONDS } from '@core/account-rules';
import type { Db } from '../db/client';
import type { PasswordWork } from './password-work';
import { account, accountSuspension, session, user, verification } from '../db/schema';

/** The code better-auth's sign-in fails with for a suspended account (issue 39). */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED';

export type AuthHooks = {
  /** Called with the raw reset token; the caller emails the link. */
  sendResetPassword(input: { email: string; name: string; token: string }): Promise<void>;
  /**
   * Called after any session row is deleted through better-auth: sign-out, the revocation of every
   * session on a password reset, account deletion. Open event streams of that session end.
   */
  sessionEnded?(sessionId: string): Promise<void>;
};

export function createAuth(options: {
  db: Db;
  appUrl: string;
  secret: string;
  secureCookies: boolean;
  passwordWork: PasswordWork;
  hooks: AuthHooks;
  log: FastifyBaseLogger;
}) {
  return betterAuth({
    appName: 'TurnReady',
    baseURL: options.appUrl,
    basePath: '/api/auth',
    secret: options.secret,
    database: drizzleAdapter(options.db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      // A new password ends every session, so a stolen session dies with the old password.
      revokeSessionsOnPasswordReset: true,
      // scrypt as the library does it, through a bounded queue (password-work.ts).
      password: { hash: options.passwordWork.hash, verify: options.passwordWork.verify },
      sendResetPassword: async ({ user: u, token }) => {
        await options.hooks.sendResetPassword({ email: u.email, name: u.name, token });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      session: {
        // Issue 39: an account support suspended gets no session, however it asks (the sign-in
        // route turns this code into its message; the check is here so no path can skip it).
        create: {
          before: async (s) => {
            const [suspended] = await options.db
              .select({ id: accountSuspension.userId })
              .from(accountSuspension)
              .where(eq(accountSuspension.userId, s.userId))
              .limit(1);
            if (suspended) throw new APIError('FORBIDDEN', { code: ACCOUNT_SUSPENDED, message: 'account suspended' });
          },
        },
        delete: {
          after: async (s) => {
            await options.hooks.sessionEnded?.(s.id);
          },
        },
      },
    },
    // Reset tokens are kept as SHA-256 hashes: a leaked table or backup holds no working reset link.
    verification: { storeIdentifier: 'hashed' },
    advanced: {
      cookiePrefix: 'turnready',
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.secureCookies },
      database: { generateId: () => randomUUID() },
    },
    // Our Fastify layer checks origins and rate limits every state-changing route (server/http/).
    rateLimit: { enabled: false },
    trustedOrigins: [options.appUrl],
    telemetry: { enabled: false },
    // The library's messages (a wrong password, a failed database call) go to the app's logger, as
    // JSON with the rest, instead of to the console on their own.
    logger: {
      level: 'info',
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        options.log[level]({ lib: 'better-auth', ...(err ? { err } : args.length ? { args } : {}) }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
