// GET /metrics (Prometheus text format) and the hook that counts every answered request. Outside
// /api: it is for the operator's scraper, not the web app, so it is neither under the API's rate
// limits nor in its OpenAPI document (README, "Operations").
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { mayReadMetrics } from './access';
import type { Metrics } from './metrics';

export const METRICS_PATH = '/metrics';

const metricsPlugin: FastifyPluginAsync<{ metrics: Metrics; env: Pick<Env, 'metricsToken'> }> = async (
  app,
  { metrics, env },
) => {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url;
    // Scrapes (and refused tries) are not the traffic being measured.
    if (route === METRICS_PATH) return;
    metrics.observeRequest(req.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { schema: { hide: true } }, async (req, reply) => {
    if (!mayReadMetrics(req, env.metricsToken)) {
      req.log.warn(
        { ip: req.ip, remoteAddress: req.socket.remoteAddress, withToken: req.headers.authorization !== undefined },
        'metrics refused: not local and no valid METRICS_TOKEN',
      );
      // The same answer as any unknown address: the endpoint's existence is not revealed.
      return reply.callNotFound();
    }
    const { contentType, text } = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(contentType).send(text);
  });
};

export const metricsRoutes = fp(metricsPlugin, { name: 'turnready-metrics' });
