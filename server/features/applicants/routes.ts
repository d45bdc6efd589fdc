// A host's applicants (spec §2 applicants pages, §4 application status): only the job's host, and
// only what the plan shows. Contracts in core/schemas/applicants.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicantsQuery,
  ApplicantsResponse,
  ApplicationIdParams,
  UpdateApplicationStatusInput,
  UpdateApplicationStatusResponse,
} from '@core/schemas/applicants';
import { ApiError } from '@core/schemas/common';
import { JobId } from '@core/schemas/jobs';
import { requireHost } from '../../http/session';
import { listApplicants, setApplicationStatus } from './service';

const tags = ['host applicants'];
const denied = { 401: ApiError, 403: ApiError };

export const applicantRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/host/jobs/:jobId/applicants', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "One job's applicants, highlighted first then by applied time; beyond a free plan's preview reduced to a first name and last initial",
      params: JobId,
      response: { 200: ApplicantsResponse, 400: ApiError, ...denied, 404: ApiError },
    },
    handler: async (req) =>
      listApplicants(app.ctx.db, (await requireHost(req)).id, { jobId: req.params.jobId, now: app.ctx.clock.now() }),
  });

  app.get('/host/applicants', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "Applicants of all the host's active jobs, or of the one job_id; the plan's preview applies per job",
      querystring: ApplicantsQuery,
      response: { 200: ApplicantsResponse, 400: ApiError, ...denied, 404: ApiError },
    },
    handler: async (req) =>
      listApplicants(app.ctx.db, (await requireHost(req)).id, { jobId: req.query.job_id, now: app.ctx.clock.now() }),
  });

  app.patch('/host/applications/:id', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        'Change an application along the status graph (409 INVALID_TRANSITION otherwise); the cleaner hears of a hire at once and of a rejection after the undo grace',
      params: ApplicationIdParams,
      body: UpdateApplicationStatusInput,
      response: { 200: UpdateApplicationStatusResponse, 400: ApiError, ...denied, 404: ApiError, 409: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const updated = await app.ctx.db.transaction((tx) =>
        setApplicationStatus(tx, {
          hostUserId: host.id,
          applicationId: req.params.id,
          action: req.body.action,
          graceSeconds: app.ctx.env.notificationGraceSeconds,
          turnoverMail: { mailer: app.ctx.mailer, appUrl: app.ctx.env.appUrl, authSecret: app.ctx.env.authSecret },
          now: app.ctx.clock.now(),
        }),
      );
      void app.ctx.mailer.kick();
      req.log.info(
        { applicationId: updated.id, status: updated.status, hostUserId: host.id },
        'application status changed',
      );
      return updated;
    },
  });
};
