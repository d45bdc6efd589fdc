// POST /api/offer-answers: the page an emailed offer button opens posts the link's token here. No
// sign-in: the signed token is the credential, good for one offer and one action until it expires.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@core/schemas/common';
import {
  OfferAnswerInput,
  OfferAnswerResponse,
  OfferPreviewInput,
  OfferPreviewResponse,
} from '@core/schemas/offer-answers';
import { rateLimits } from '../../http/rate-limits';
import { answerOfferByLink, previewOfferLink } from './service';

export const offerLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  // Issue 37: what a link would answer, answering nothing; the page asks before "Can't make it" declines.
  app.post('/offer-answers/preview', {
    config: { rateLimit: rateLimits.offerAnswers },
    schema: {
      tags: ['turnovers'],
      summary:
        'What an emailed offer link would answer, without answering (the same errors as answering: 404 OFFER_LINK_INVALID, 409 OFFER_LINK_USED, 410 OFFER_LINK_EXPIRED, OFFER_LINK_WITHDRAWN or JOB_DELETED)',
      body: OfferPreviewInput,
      response: {
        200: OfferPreviewResponse,
        400: ApiError,
        404: ApiError,
        409: ApiError,
        410: ApiError,
        429: ApiError,
      },
    },
    handler: async (req) => {
      const { env } = app.ctx;
      const deps = { authSecret: env.authSecret, previousAuthSecrets: env.previousAuthSecrets };
      return previewOfferLink(app.ctx.db, deps, req.body.token, app.ctx.clock.now());
    },
  });

  app.post('/offer-answers', {
    config: { rateLimit: rateLimits.offerAnswers },
    schema: {
      tags: ['turnovers'],
      summary:
        "Answer a turnover offer with an emailed link's token, a decline with an optional reason (404 OFFER_LINK_INVALID, 409 OFFER_LINK_USED, 410 OFFER_LINK_EXPIRED, OFFER_LINK_WITHDRAWN or JOB_DELETED)",
      body: OfferAnswerInput,
      response: { 200: OfferAnswerResponse, 400: ApiError, 404: ApiError, 409: ApiError, 410: ApiError, 429: ApiError },
    },
    handler: async (req) => {
      const { env } = app.ctx;
      const deps = {
        mailer: app.ctx.mailer,
        appUrl: env.appUrl,
        authSecret: env.authSecret,
        previousAuthSecrets: env.previousAuthSecrets,
      };
      const result = await answerOfferByLink(app.ctx.db, deps, req.body.token, app.ctx.clock.now(), req.body.reason);
      // A decline may have offered the turnover to the next cleaner: deliver their email now.
      void app.ctx.mailer.kick();
      req.log.info({ answer: result.answer }, 'turnover offer answered by email link');
      return result;
    },
  });
};
