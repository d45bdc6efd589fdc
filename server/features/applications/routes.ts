import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApplyInput, ApplyResponse, MyApplicationsResponse } from '@core/schemas/applications';
import { ApiError } from '@core/schemas/common';
import { rateLimits } from '../../http/rate-limits';
import { requireCleaner } from '../../http/session';
import { applyToJob, listMyApplications } from './service';

const tags = ['applications'];

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/applications', {
    config: { signedIn: true, rateLimit: rateLimits.applications },
    schema: {
      tags,
      summary: 'Apply to an active job, once per cleaner and job (409 ALREADY_APPLIED on a repeat)',
      body: ApplyInput,
      response: {
        201: ApplyResponse,
        400: ApiError,
        401: ApiError,
        403: ApiError,
        404: ApiError,
        409: ApiError,
        429: ApiError,
      },
    },
    handler: async (req, reply) => {
      const me = await requireCleaner(req);
      return reply
        .code(201)
        .send(
          await applyToJob(
            app.ctx.db,
            { cleanerUserId: me.id, jobId: req.body.jobId },
            { mailer: app.ctx.mailer, appUrl: app.ctx.env.appUrl },
          ),
        );
    },
  });

  app.get('/applications/mine', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "The signed-in cleaner's applications, newest first",
      response: { 200: MyApplicationsResponse, 401: ApiError, 403: ApiError },
    },
    handler: async (req) => {
      const me = await requireCleaner(req);
      return { applications: await listMyApplications(app.ctx.db, me.id) };
    },
  });
};
