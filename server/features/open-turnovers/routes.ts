// Open to nearby cleaners (issue 17): the host opens an unfilled turnover, sees the requests and
// assigns one (or approves access for the one auto-accept gave it to); cleaners in the state list
// open turnovers and request one. Contracts in core/schemas/turnovers.ts; rules in service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@core/schemas/common';
import {
  OpenTurnoverInput,
  OpenTurnoversResponse,
  RequestTurnoverResponse,
  TurnoverIdParams,
  TurnoverItem,
  TurnoverRequestParams,
  TurnoverRequestsResponse,
} from '@core/schemas/turnovers';
import { requireCleaner, requireHost } from '../../http/session';
import {
  acceptRequest,
  approveAccess,
  listOpenTurnovers,
  listRequests,
  openToNearby,
  requestTurnover,
} from './service';

const tags = ['turnovers'];
const refused = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

export const openTurnoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailDeps = () => ({ mailer: app.ctx.mailer, appUrl: app.ctx.env.appUrl, authSecret: app.ctx.env.authSecret });
  app.post('/host/turnovers/:id/open', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "'Open to nearby cleaners' on an unfilled turnover, optionally giving it to the first request (409 TURNOVER_NOT_OPEN otherwise)",
      params: TurnoverIdParams,
      body: OpenTurnoverInput,
      response: { 200: TurnoverItem, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const item = await app.ctx.db.transaction((tx) =>
        openToNearby(
          tx,
          { hostUserId: host.id, turnoverId: req.params.id, autoAccept: req.body.autoAccept },
          app.ctx.clock.now(),
        ),
      );
      req.log.info(
        { turnoverId: item.id, hostUserId: host.id, autoAccept: req.body.autoAccept },
        'turnover opened to nearby cleaners',
      );
      return item;
    },
  });

  app.get('/host/turnovers/:id/requests', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "Nearby cleaners' requests for one of the host's turnovers, oldest first",
      params: TurnoverIdParams,
      response: { 200: TurnoverRequestsResponse, ...refused },
    },
    handler: async (req) => listRequests(app.ctx.db, (await requireHost(req)).id, req.params.id, app.ctx.clock.now()),
  });

  app.post('/host/turnovers/:id/requests/:requestId/accept', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "'Assign': the host gives the open turnover to one requester (409 TURNOVER_TAKEN when it is no longer open)",
      params: TurnoverRequestParams,
      response: { 200: TurnoverItem, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const item = await app.ctx.db.transaction((tx) =>
        acceptRequest(
          tx,
          { hostUserId: host.id, turnoverId: req.params.id, requestId: req.params.requestId },
          app.ctx.clock.now(),
          mailDeps(),
        ),
      );
      void app.ctx.mailer.kick();
      req.log.info({ turnoverId: item.id, hostUserId: host.id }, 'open turnover assigned to a requester');
      return item;
    },
  });

  app.post('/host/turnovers/:id/approve-access', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "'Approve access': the cleaner auto-accept gave the turnover to may read its access instructions (in their window); nothing held, nothing changes",
      params: TurnoverIdParams,
      response: { 200: TurnoverItem, ...refused },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const item = await app.ctx.db.transaction((tx) =>
        approveAccess(tx, { hostUserId: host.id, turnoverId: req.params.id }),
      );
      req.log.info({ turnoverId: item.id, hostUserId: host.id }, 'access approved for an auto-accepted cleaner');
      return item;
    },
  });

  app.get('/cleaner/open-turnovers', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "Open turnovers in the cleaner's state (their city first): pay, window, city and size only",
      response: { 200: OpenTurnoversResponse, 401: ApiError, 403: ApiError },
    },
    handler: async (req) => ({
      turnovers: await listOpenTurnovers(app.ctx.db, (await requireCleaner(req)).id, app.ctx.clock.now()),
    }),
  });

  app.post('/cleaner/open-turnovers/:id/request', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "'Request' an open turnover: requested (the host picks) or assigned at once (auto-accept); 409 TURNOVER_TAKEN once someone has it",
      params: TurnoverIdParams,
      response: { 200: RequestTurnoverResponse, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const cleaner = await requireCleaner(req);
      const result = await app.ctx.db.transaction((tx) =>
        requestTurnover(tx, { cleanerUserId: cleaner.id, turnoverId: req.params.id }, app.ctx.clock.now(), mailDeps()),
      );
      void app.ctx.mailer.kick();
      req.log.info(
        { turnoverId: req.params.id, cleanerUserId: cleaner.id, status: result.status },
        'open turnover requested',
      );
      return result;
    },
  });
};
