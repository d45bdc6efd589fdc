// The signed-in host's own profile, and creating one for an account that has none.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@core/schemas/common';
import { HostProfile, SetupHostProfileInput, UpdateHostProfileInput } from '@core/schemas/host';
import { requireHost, requireUser } from '../../http/session';
import { getHostProfile, presentHostProfile, setupHostProfile, updateHostProfile } from './service';

const tags = ['host profile'];

export const hostProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/host/profile', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "The signed-in host's profile",
      response: { 200: HostProfile, 401: ApiError, 403: ApiError, 404: ApiError },
    },
    handler: async (req) => {
      const u = await requireHost(req);
      return presentHostProfile(await getHostProfile(app.ctx.db, u.id));
    },
  });

  app.put('/host/profile', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Edit first name, last name and phone',
      body: UpdateHostProfileInput,
      response: { 200: HostProfile, 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError },
    },
    handler: async (req) => {
      const u = await requireHost(req);
      return presentHostProfile(await updateHostProfile(app.ctx.db, u.id, req.body));
    },
  });

  app.post('/host/profile', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Create the host profile of a signed-in account that has none (Complete Your Host Profile)',
      body: SetupHostProfileInput,
      response: { 201: HostProfile, 400: ApiError, 401: ApiError, 403: ApiError, 409: ApiError },
    },
    handler: async (req, reply) => {
      const u = await requireUser(req);
      const row = await setupHostProfile(app.ctx.db, u.id, req.body);
      req.log.info({ userId: u.id }, 'host profile created');
      return reply.code(201).send(presentHostProfile(row));
    },
  });
};
