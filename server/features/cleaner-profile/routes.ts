import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CleanerProfile, UpdateCleanerProfileInput } from '@core/schemas/cleaner';
import { ApiError } from '@core/schemas/common';
import { requireUser } from '../../http/session';
import { getCleanerProfile, updateCleanerProfile } from './service';

const tags = ['cleaner-profile'];

export const cleanerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/cleaner/profile', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "The signed-in cleaner's profile",
      response: { 200: CleanerProfile, 401: ApiError, 403: ApiError },
    },
    handler: async (req) => getCleanerProfile(app.ctx.db, (await requireUser(req)).id),
  });

  app.put('/cleaner/profile', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "Update the signed-in cleaner's profile (not the rating or highlight)",
      body: UpdateCleanerProfileInput,
      response: { 200: CleanerProfile, 400: ApiError, 401: ApiError, 403: ApiError },
    },
    handler: async (req) => updateCleanerProfile(app.ctx.db, (await requireUser(req)).id, req.body),
  });
};
