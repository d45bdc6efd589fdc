import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError } from '@core/schemas/common';
import {
  EmailCheckInput,
  EmailCheckResponse,
  RegistrationStatusResponse,
  RegistrationToken,
  ResendResponse,
  StartRegistrationInput,
  StartRegistrationResponse,
} from '@core/schemas/auth';
import { AppError } from '../../errors';
import { rateLimits } from '../../http/rate-limits';
import { acceptedLocale } from '../../http/request-locale';
import {
  completeRegistration,
  getRegistrationStatus,
  isEmailRegistered,
  resendVerification,
  startRegistration,
} from './service';

const tags = ['registrations'];

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({
    db: app.ctx.db,
    mailer: app.ctx.mailer,
    appUrl: app.ctx.env.appUrl,
    hashPassword: app.ctx.passwordWork.hasher.hash,
  });

  app.post('/registrations/email-check', {
    config: { rateLimit: rateLimits.emailCheck },
    schema: {
      tags,
      summary: 'Is this email free to register? (validate-email)',
      body: EmailCheckInput,
      response: { 200: EmailCheckResponse, 400: ApiError, 429: ApiError },
    },
    handler: async (req) => ({ isUnique: !(await isEmailRegistered(app.ctx.db, req.body.email)) }),
  });

  app.post('/registrations', {
    config: { rateLimit: rateLimits.signUp },
    schema: {
      tags,
      summary: 'Start a sign-up and email the verification link (send-verification-email)',
      body: StartRegistrationInput,
      response: { 201: StartRegistrationResponse, 400: ApiError, 409: ApiError, 429: ApiError },
    },
    handler: async (req, reply) => reply.code(201).send(await startRegistration(deps(), req.body, acceptedLocale(req))),
  });

  app.post('/registrations/status', {
    schema: {
      tags,
      summary: 'Has the email been verified? (check-email-verification)',
      body: RegistrationToken,
      response: { 200: RegistrationStatusResponse, 400: ApiError, 404: ApiError },
    },
    handler: async (req) => getRegistrationStatus(deps(), req.body.token),
  });

  app.post('/registrations/resend', {
    config: { rateLimit: rateLimits.resend },
    schema: {
      tags,
      summary: 'Email a fresh verification link (resend-verification)',
      body: RegistrationToken,
      response: { 200: ResendResponse, 400: ApiError, 404: ApiError, 409: ApiError, 429: ApiError },
    },
    handler: async (req) => resendVerification(deps(), req.body.token),
  });

  // The link in the email. A GET because mail clients open links; it lands the user on /auth.
  app.get('/registrations/verify', {
    schema: {
      tags,
      summary: 'Verify the email and create the account (the emailed link)',
      querystring: z.object({ token: z.string().max(200).optional() }),
      response: {
        303: z.null().describe('Redirects to /auth?verified=true, or to /auth?error=<code> when the link is not valid'),
      },
    },
    handler: async (req, reply) => {
      try {
        if (!req.query.token) throw new AppError('INVALID_TOKEN', 'missing token');
        const { userId, userType } = await completeRegistration(deps(), req.query.token);
        req.log.info({ userId, userType }, 'registration verified, account created');
        return reply.redirect('/auth?verified=true', 303);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        // Only the code: the sign-in page shows its own catalog text for it, never text from the URL.
        return reply.redirect(`/auth?${new URLSearchParams({ error: err.code.toLowerCase() })}`, 303);
      }
    },
  });
};
