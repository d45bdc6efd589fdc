// A host's jobs (spec §2 host routes, §6): only hosts, only their own. Contracts in core/schemas.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, Ok } from '@core/schemas/common';
import { HostJob, HostJobList } from '@core/schemas/host';
import { JobEditInput, JobId, JobInput, JobLimitsResponse } from '@core/schemas/jobs';
import { rateLimits } from '../../http/rate-limits';
import { requireHost } from '../../http/session';
import { nextTurnovers } from '../turnovers';
import { presentHostJob } from './presenter';
import {
  createJob,
  deleteJob,
  getHostJob,
  getJobLimits,
  listHostJobs,
  pauseJob,
  reopenJob,
  updateJob,
} from './service';

const tags = ['host jobs'];
const denied = { 401: ApiError, 403: ApiError };

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/host/jobs', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "The host's active jobs, newest first, with application counts",
      response: { 200: HostJobList, ...denied },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const rows = await listHostJobs(app.ctx.db, host.id);
      // Issue 16: each job card shows the job's next turnover.
      const next = await nextTurnovers(
        app.ctx.db,
        rows.map(({ row }) => row.id),
        app.ctx.clock.now(),
      );
      return {
        jobs: rows.map(({ row, applicationCount }) => ({
          ...presentHostJob(row, applicationCount),
          nextTurnover: next.get(row.id) ?? null,
        })),
      };
    },
  });

  app.get('/host/jobs/:jobId', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "One of the host's own jobs",
      params: JobId,
      response: { 200: HostJob, 400: ApiError, ...denied, 404: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const { row, applicationCount } = await getHostJob(app.ctx.db, host.id, req.params.jobId);
      return presentHostJob(row, applicationCount);
    },
  });

  app.post('/host/jobs', {
    config: { signedIn: true, rateLimit: rateLimits.jobPosts },
    schema: {
      tags,
      summary: 'Post a job, if the plan allows another active one',
      body: JobInput,
      response: { 201: HostJob, 400: ApiError, ...denied, 429: ApiError },
    },
    handler: async (req, reply) => {
      const host = await requireHost(req);
      const row = await app.ctx.db.transaction((tx) => createJob(tx, host.id, req.body));
      req.log.info({ jobId: row.id, hostUserId: host.id }, 'job posted');
      return reply.code(201).send(presentHostJob(row, 0));
    },
  });

  app.put('/host/jobs/:jobId', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "Edit one of the host's jobs (the start date may stay in the past; a changed one may not)",
      params: JobId,
      body: JobEditInput,
      response: { 200: HostJob, 400: ApiError, ...denied, 404: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      await updateJob(app.ctx.db, host.id, req.params.jobId, req.body);
      const { row, applicationCount } = await getHostJob(app.ctx.db, host.id, req.params.jobId);
      return presentHostJob(row, applicationCount);
    },
  });

  app.delete('/host/jobs/:jobId', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "Delete (soft) one of the host's jobs: its live turnovers are cancelled and their cleaners told",
      params: JobId,
      response: { 200: Ok, 400: ApiError, ...denied, 404: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const deps = { mailer: app.ctx.mailer, appUrl: app.ctx.env.appUrl, authSecret: app.ctx.env.authSecret };
      await app.ctx.db.transaction((tx) => deleteJob(tx, host.id, req.params.jobId, deps, app.ctx.clock.now()));
      void app.ctx.photoJanitor.kick();
      // The cleaners' "job deleted" emails were written with it: deliver them now.
      void app.ctx.mailer.kick();
      req.log.info({ jobId: req.params.jobId, hostUserId: host.id }, 'job deleted');
      return { ok: true as const };
    },
  });

  // Issue 13: the host chooses which jobs stay open within the plan's limit. A paused job is hidden
  // from browse and takes no new applications; reopening counts against the limit like posting.
  app.post('/host/jobs/:jobId/pause', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "Pause one of the host's jobs (hidden from browse, no new applications)",
      params: JobId,
      response: { 200: HostJob, 400: ApiError, ...denied, 404: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      await app.ctx.db.transaction((tx) => pauseJob(tx, host.id, req.params.jobId));
      req.log.info({ jobId: req.params.jobId, hostUserId: host.id }, 'job paused');
      const { row, applicationCount } = await getHostJob(app.ctx.db, host.id, req.params.jobId);
      return presentHostJob(row, applicationCount);
    },
  });

  app.post('/host/jobs/:jobId/reopen', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Reopen a paused job, if the plan allows another open one',
      params: JobId,
      response: { 200: HostJob, 400: ApiError, ...denied, 404: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      await app.ctx.db.transaction((tx) => reopenJob(tx, host.id, req.params.jobId));
      req.log.info({ jobId: req.params.jobId, hostUserId: host.id }, 'job reopened');
      const { row, applicationCount } = await getHostJob(app.ctx.db, host.id, req.params.jobId);
      return presentHostJob(row, applicationCount);
    },
  });

  app.get('/host/job-limits', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Active jobs, the plan maximum and whether another may be posted',
      response: { 200: JobLimitsResponse, ...denied },
    },
    handler: async (req) => getJobLimits(app.ctx.db, (await requireHost(req)).id),
  });
};
