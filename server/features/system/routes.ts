import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Ok } from '@core/schemas/common';
import { HealthResponse, NotFoundReport, PublicConfig, ReadyResponse } from '@core/schemas/system';
import { pingDatabase } from '../../db/client';
import { rateLimits } from '../../http/rate-limits';
import { publicConfig } from './public-config';

const tags = ['system'];

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { rateLimit: false },
    schema: { tags, summary: 'Liveness and database check', response: { 200: HealthResponse, 503: HealthResponse } },
    handler: async (req, reply) => {
      try {
        await pingDatabase(app.ctx.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (err) {
        req.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
      }
    },
  });

  // For a load balancer: 503 takes this process out of rotation (database, migrations, background
  // workers, or shutting down) while /health keeps saying whether it is alive at all.
  app.get('/ready', {
    config: { rateLimit: false },
    schema: {
      tags,
      summary: 'Readiness for traffic',
      description:
        'For a load balancer: 200 when the database answers, every migration is applied and the background workers (email outbox, scheduled work, calendar sync) run; 503, naming the failed checks, otherwise and while the server shuts down.',
      response: { 200: ReadyResponse, 503: ReadyResponse },
    },
    handler: async (_req, reply) => {
      const { ready, body } = await app.ctx.readiness.check();
      return reply
        .code(ready ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });

  app.get('/config', {
    schema: { tags, summary: 'Public settings the web app needs', response: { 200: PublicConfig } },
    handler: async () => publicConfig(app.ctx),
  });

  // The 404 page reports the unknown route, so broken links show up in the server's logs.
  app.post('/log/not-found', {
    config: { rateLimit: rateLimits.clientLog },
    schema: { tags, summary: 'Record a visit to an unknown page', body: NotFoundReport, response: { 200: Ok } },
    handler: async (req) => {
      req.log.warn({ path: req.body.path, referer: req.headers.referer }, 'unknown route visited');
      return { ok: true as const };
    },
  });
};
