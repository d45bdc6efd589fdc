// The home page calculator's one endpoint: validate, recompute, store the lead and quote, email it.
import { requestLocale } from '../../http/request-locale';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SendQuoteInput, SendQuoteResponse } from '@core/schemas/calculator';
import { ApiError } from '@core/schemas/common';
import { rateLimits } from '../../http/rate-limits';
import { sendQuote } from './service';

const tags = ['calculator'];

export const calculatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/calculator/quotes', {
    // Open to visitors (spec §6), so it is limited per client: it must not become a way to mail strangers in bulk.
    config: { rateLimit: rateLimits.quotes },
    schema: {
      tags,
      summary: 'Compute a cleaning-fee quote from property details, store it with the lead, and email it',
      body: SendQuoteInput,
      response: { 201: SendQuoteResponse, 400: ApiError, 403: ApiError, 429: ApiError },
    },
    handler: async (req, reply) => {
      const sent = await sendQuote(app.ctx.db, req.body, {
        mailer: app.ctx.mailer,
        appUrl: app.ctx.env.appUrl,
        locale: await requestLocale(req),
      });
      req.log.info({ quoteId: sent.id, totalMinutes: sent.quote.totalMinutes }, 'quote sent');
      return reply.code(201).send(sent);
    },
  });
};
