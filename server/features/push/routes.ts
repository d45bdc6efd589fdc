// The push API (issue 38): the key browsers subscribe with, subscribing this browser, and a person's
// devices (list, remove). Only one's own devices are ever listed or removed.
import { isAllowedPushEndpoint } from './push-services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '@core/messages/en/errors';
import { ApiError } from '@core/schemas/common';
import {
  PushDeviceParams,
  PushDevicesQuery,
  PushDevicesResponse,
  PushKeyResponse,
  PushPreferences,
  PushSubscribeInput,
} from '@core/schemas/push';
import { AppError } from '../../errors';
import { requireUser } from '../../http/session';
import { rateLimits } from '../../http/rate-limits';
import { deviceLabel } from './device-label';
import { getPreferences, listDevices, rememberTimeZone, removeDevice, savePreferences, subscribe } from './service';

const tags = ['push'];

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/push/key', {
    schema: {
      tags,
      summary: 'The VAPID public key a browser subscribes to push with',
      response: { 200: PushKeyResponse },
    },
    handler: async () => ({ publicKey: app.ctx.env.vapid().publicKey }),
  });

  app.get('/push/devices', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Your devices that receive push notifications (`endpoint`: this browser’s, to mark it current)',
      querystring: PushDevicesQuery,
      response: { 200: PushDevicesResponse, 401: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      return { devices: await listDevices(app.ctx.db, me.id, req.query.endpoint) };
    },
  });

  app.post('/push/devices', {
    config: { signedIn: true, rateLimit: rateLimits.pushSubscribe },
    schema: {
      tags,
      summary: 'Subscribes this browser to your push notifications (PushSubscription.toJSON())',
      body: PushSubscribeInput,
      response: { 200: PushDevicesResponse, 400: ApiError, 401: ApiError, 429: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      // The endpoint is user-supplied: in production only a browser vendor's push service (push-services.ts).
      if (!isAllowedPushEndpoint(req.body.endpoint, app.ctx.env.isProduction))
        throw new AppError('VALIDATION_FAILED', errors.validation, {
          endpoint: 'must be the https:// address of a browser’s push service',
        });
      await subscribe(app.ctx.db, {
        userId: me.id,
        label: deviceLabel(req.headers['user-agent']),
        subscription: req.body,
      });
      if (req.body.timeZone) await rememberTimeZone(app.ctx.db, me.id, req.body.timeZone);
      return { devices: await listDevices(app.ctx.db, me.id, req.body.endpoint) };
    },
  });

  app.delete('/push/devices/:id', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Stops push notifications on one of your devices (404 for anyone else’s)',
      params: PushDeviceParams,
      response: { 204: z.null(), 400: ApiError, 401: ApiError, 404: ApiError },
    },
    handler: async (req, reply) => {
      const me = await requireUser(req);
      if (!(await removeDevice(app.ctx.db, me.id, req.params.id))) throw new AppError('NOT_FOUND', errors.notFound);
      return reply.code(204).send(null);
    },
  });

  app.get('/push/preferences', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Your push preferences: kinds turned off, quiet hours (null when off) and your time zone',
      response: { 200: PushPreferences, 401: ApiError },
    },
    handler: async (req) => getPreferences(app.ctx.db, (await requireUser(req)).id),
  });

  app.put('/push/preferences', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Saves your push preferences (for all your devices)',
      body: PushPreferences,
      response: { 200: PushPreferences, 400: ApiError, 401: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      await savePreferences(app.ctx.db, me.id, req.body);
      return getPreferences(app.ctx.db, me.id);
    },
  });
};
