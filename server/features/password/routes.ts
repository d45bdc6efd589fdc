// Forgot / reset password. Tokens are better-auth's: single use, one hour, sessions revoked on reset.
// Using a link ends the account's other links and clears its failed sign-ins (the owner gets back in).
import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auth as text } from '@core/messages/en/auth';
import { ForgotPasswordInput, ResetPasswordInput, ResetToken } from '@core/schemas/auth';
import { ApiError, Ok } from '@core/schemas/common';
import { rejectCommonPassword } from '../../auth/common-passwords';
import { isResetTokenValid, resetTokenUserId, revokeResetLinks } from '../../auth/reset-token';
import { forgetSignInFailures } from '../../auth/sign-in-guard';
import { user } from '../../db/schema';
import { AppError } from '../../errors';
import { rateLimits } from '../../http/rate-limits';

const tags = ['password'];
const invalidToken = () => new AppError('INVALID_TOKEN', text.reset.sessionNotFoundDescription);

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/password/forgot', {
    config: { rateLimit: rateLimits.forgotPassword },
    schema: {
      tags,
      summary: 'Email a reset link (always answers ok, so it reveals no accounts)',
      body: ForgotPasswordInput,
      response: { 200: Ok, 400: ApiError, 429: ApiError },
    },
    handler: async (req) => {
      await app.ctx.auth.api.requestPasswordReset({ body: { email: req.body.email } });
      void app.ctx.mailer.kick();
      return { ok: true as const };
    },
  });

  app.get('/password/reset/:token', {
    schema: {
      tags,
      summary: 'Is this reset link still valid?',
      params: ResetToken,
      response: { 200: Ok, 400: ApiError, 404: ApiError },
    },
    handler: async (req) => {
      if (!(await isResetTokenValid(app.ctx.auth, req.params.token))) throw invalidToken();
      return { ok: true as const };
    },
  });

  app.post('/password/reset', {
    config: { rateLimit: rateLimits.resetPassword },
    schema: {
      tags,
      summary: 'Set a new password with a reset token',
      body: ResetPasswordInput,
      response: { 200: Ok, 400: ApiError, 404: ApiError, 429: ApiError },
    },
    handler: async (req) => {
      rejectCommonPassword(req.body.password, 'password');
      const userId = await resetTokenUserId(app.ctx.auth, req.body.token);
      if (!userId) throw invalidToken();
      try {
        await app.ctx.auth.api.resetPassword({ body: { token: req.body.token, newPassword: req.body.password } });
      } catch (err) {
        if (err instanceof APIError && (err.body as { code?: string } | undefined)?.code === 'INVALID_TOKEN')
          throw invalidToken();
        throw err;
      }
      const [owner] = await app.ctx.db.select({ email: user.email }).from(user).where(eq(user.id, userId));
      await Promise.all([
        revokeResetLinks(app.ctx.db, userId),
        owner ? forgetSignInFailures(app.ctx.db, owner.email) : undefined,
      ]);
      req.log.info('password reset');
      return { ok: true as const };
    },
  });
};
