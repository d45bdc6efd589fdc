// Sign in, who am I, sign out. better-auth does the work; this layer keeps one error shape,
// adds role detection and tells an unverified sign-up why it cannot sign in yet.
import { and, eq, gt } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth as text } from '@core/messages/en/auth';
import { errors } from '@core/messages/en/errors';
import { format } from '@core/messages/format';
import { support } from '@core/messages/en/support';
import { isSupportAdmin } from '@core/support';
import { SessionResponse, SetLocaleInput, SignInInput } from '@core/schemas/auth';
import { ApiError, Ok } from '@core/schemas/common';
import type { Db } from '../../db/client';
import { registration, user as userTable } from '../../db/schema';
import { revokeResetLinks } from '../../auth/reset-token';
import { ACCOUNT_SUSPENDED } from '../../auth/auth';
import { assertMayTrySignIn, recordSignInFailure, recordSignInSuccess } from '../../auth/sign-in-guard';
import { AppError } from '../../errors';
import { clientKey, rateLimits } from '../../http/rate-limits';
import { detectRole, getSessionUser, requireUser, type SessionUser } from '../../http/session';
import { userLocale } from '../../i18n/locale';
import { forgetRequestLocale } from '../../http/request-locale';
import type { PasswordHasher } from '../../auth/password-work';
import { cleanerHasSchedule } from '../turnovers';

const tags = ['session'];

/** Copies better-auth's cookies onto the Fastify reply. */
function forwardCookies(reply: FastifyReply, headers: Headers) {
  const cookies = headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
}

/** True when a sign-up for this email and password is still waiting for its link to be clicked. */
async function hasPendingRegistration(
  db: Db,
  hasher: PasswordHasher,
  email: string,
  password: string,
): Promise<boolean> {
  const rows = await db
    .select({ hash: registration.passwordHash })
    .from(registration)
    .where(
      and(eq(registration.email, email), eq(registration.status, 'pending'), gt(registration.expiresAt, new Date())),
    );
  for (const r of rows) if (await hasher.verify({ hash: r.hash, password })) return true;
  return false;
}

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The user's role, and for a cleaner whether they are hired (their home is then the schedule). */
  const whoIs = async (signedIn: SessionUser | null): Promise<SessionResponse> => {
    // Issue 41: the stored language comes with the user; the web app shows itself in it.
    const user = signedIn && { ...signedIn, locale: await userLocale(app.ctx.db, signedIn.id) };
    const role = user ? await detectRole(app.ctx.db, user.id) : null;
    // Issue 39: the header shows 'Support' to the accounts in SUPPORT_ADMIN_EMAILS (the routes check again).
    const admin = user && isSupportAdmin(user.email, app.ctx.env.supportAdminEmails) ? { supportAdmin: true } : {};
    if (!user || role !== 'cleaner') return { user, role, ...admin };
    return { user, role, ...admin, hasSchedule: await cleanerHasSchedule(app.ctx.db, user.id, app.ctx.clock.now()) };
  };

  app.get('/session', {
    schema: { tags, summary: 'The signed-in user and their role', response: { 200: SessionResponse } },
    handler: async (req) => whoIs(await getSessionUser(req)),
  });

  app.post('/session', {
    config: { rateLimit: rateLimits.signIn },
    schema: {
      tags,
      summary: 'Sign in with email and password',
      body: SignInInput,
      response: { 200: SessionResponse, 400: ApiError, 401: ApiError, 403: ApiError, 429: ApiError },
    },
    handler: async (req, reply) => {
      const { email, password } = req.body;
      const client = clientKey(req.ip);
      await assertMayTrySignIn(app.ctx.db, email, client);
      try {
        const { headers, response } = await app.ctx.auth.api.signInEmail({
          body: { email, password, rememberMe: true },
          headers: fromNodeHeaders(req.headers),
          returnHeaders: true,
        });
        forwardCookies(reply, headers);
        const user = { id: response.user.id, email: response.user.email, name: response.user.name };
        // The owner knows the password: a reset link still waiting in a mailbox is not needed any more.
        await Promise.all([recordSignInSuccess(app.ctx.db, email, client), revokeResetLinks(app.ctx.db, user.id)]);
        req.log.info({ userId: user.id }, 'signed in');
        return whoIs(user);
      } catch (err) {
        if (!(err instanceof APIError)) throw err;
        const code = (err.body as { code?: string } | undefined)?.code;
        // Issue 39: the right password of a suspended account (server/auth/auth.ts refuses it a session).
        if (code === ACCOUNT_SUSPENDED) {
          req.log.info('sign-in refused: account suspended');
          throw new AppError('ACCOUNT_SUSPENDED', format(support.suspendedSignIn, { email: app.ctx.env.supportEmail }));
        }
        if (
          code === 'EMAIL_NOT_VERIFIED' ||
          (await hasPendingRegistration(app.ctx.db, app.ctx.passwordWork.hasher, email, password))
        ) {
          throw new AppError('EMAIL_NOT_VERIFIED', text.verification.emailNotVerified);
        }
        await recordSignInFailure(app.ctx.db, email, client);
        req.log.info({ code }, 'sign-in refused');
        throw new AppError('INVALID_CREDENTIALS', errors.invalidCredentials);
      }
    },
  });

  app.put('/session/locale', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "Store the signed-in user's language (issue 41)",
      body: SetLocaleInput,
      response: { 204: z.null(), 400: ApiError, 401: ApiError },
    },
    handler: async (req, reply) => {
      const user = await requireUser(req);
      await app.ctx.db.update(userTable).set({ locale: req.body.locale }).where(eq(userTable.id, user.id));
      forgetRequestLocale(req);
      return reply.code(204).send(null);
    },
  });

  app.delete('/session', {
    schema: { tags, summary: 'Sign out', response: { 200: Ok } },
    handler: async (req, reply) => {
      const headers = fromNodeHeaders(req.headers);
      if (await app.ctx.auth.api.getSession({ headers })) {
        const result = await app.ctx.auth.api.signOut({ headers, returnHeaders: true });
        forwardCookies(reply, result.headers);
      }
      return { ok: true as const };
    },
  });
};
