import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrowseJobsQuery, BrowseJobsResponse, JobStatesResponse } from '@core/schemas/browse';
import { ApiError } from '@core/schemas/common';
import { requireCleaner } from '../../http/session';
import { activeJobStates, browseJobs } from './service';

const tags = ['browse'];

export const browseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/jobs', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Active jobs for cleaners, newest first, filtered by city (contains) and state, keyset-paged',
      querystring: BrowseJobsQuery,
      response: { 200: BrowseJobsResponse, 400: ApiError, 401: ApiError, 403: ApiError },
    },
    handler: async (req) => {
      const me = await requireCleaner(req);
      return browseJobs(app.ctx.db, { cleanerUserId: me.id, ...req.query });
    },
  });

  app.get('/jobs/states', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'The states that have active jobs, sorted (the browse filter)',
      response: { 200: JobStatesResponse, 401: ApiError, 403: ApiError },
    },
    handler: async (req) => {
      await requireCleaner(req);
      return { states: await activeJobStates(app.ctx.db) };
    },
  });
};
