// Development only: the app-wide clock (server/clock.ts). Read it, move it forward, put it back to
// real time; every server process on the database follows. Never registered in production, and like
// every /api/dev/ route it answers only this machine unless DEV_TOOLS=true (server/http/dev-tools.ts).
// POST /api/dev/billing-clock moves the same clock and runs billing's renewals too.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@core/schemas/common';
import { DevClock, DevClockAdvance, devClockAdvanceMs } from '@core/schemas/system';

const tags = ['development'];

export const devClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clock } = app.ctx;
  const reading = () => ({ now: clock.now().toISOString(), offsetMs: clock.offsetMs() });

  app.get('/dev/clock', {
    schema: {
      tags,
      summary: "The app's time and how far it is ahead of real time (not in production)",
      response: { 200: DevClock },
    },
    handler: async () => reading(),
  });

  app.post('/dev/clock', {
    schema: {
      tags,
      summary: 'Move the app clock forward for every server (not in production); work that falls due runs',
      body: DevClockAdvance,
      response: { 200: DevClock, 400: ApiError },
    },
    handler: async (req) => {
      await clock.advance(devClockAdvanceMs(req.body));
      req.log.info({ ...req.body, offsetMs: clock.offsetMs() }, 'development clock advanced');
      return reading();
    },
  });

  app.post('/dev/clock/reset', {
    schema: {
      tags,
      summary: 'Put the app clock back to real time for every server (not in production)',
      response: { 200: DevClock },
    },
    handler: async (req) => {
      await clock.reset();
      req.log.info('development clock reset to real time');
      return reading();
    },
  });
};
