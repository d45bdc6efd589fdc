// A job's team (issue 17): the host orders the cleaners hired on their job. Contracts in
// core/schemas/team.ts; rules in core/team.ts and service.ts. Another host's job is 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@core/schemas/common';
import { JobId } from '@core/schemas/jobs';
import { MoveTeamMemberInput, TeamMemberParams, TeamResponse } from '@core/schemas/team';
import { requireHost } from '../../http/session';
import { addBackTeamMember, listTeam, moveTeamMember, removeTeamMember, sendTeamOffers } from './service';

const tags = ['team'];
const refused = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ mailer: app.ctx.mailer, appUrl: app.ctx.env.appUrl, authSecret: app.ctx.env.authSecret });
  /** The emails of turnovers passed on or offered were written with the change: deliver them now. */
  const kick = () => void app.ctx.mailer.kick();

  app.get('/host/jobs/:jobId/team', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "The job's team in order (the primary first) and the hired cleaners removed from it",
      params: JobId,
      response: { 200: TeamResponse, ...refused },
    },
    handler: async (req) => listTeam(app.ctx.db, (await requireHost(req)).id, req.params.jobId, app.ctx.clock.now()),
  });

  app.post('/host/jobs/:jobId/team/:cleanerId/move', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "'Move up' / 'Move down' one place (409 TEAM_MOVE_REFUSED at the ends); the job's offers wait for 'Send offers' (or 15 minutes without changes), then a new primary takes the unconfirmed upcoming turnovers",
      params: TeamMemberParams,
      body: MoveTeamMemberInput,
      response: { 200: TeamResponse, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const { jobId, cleanerId } = req.params;
      return app.ctx.db.transaction((tx) =>
        moveTeamMember(tx, {
          hostUserId: host.id,
          jobId,
          cleanerUserId: cleanerId,
          direction: req.body.direction,
          now: app.ctx.clock.now(),
        }),
      );
    },
  });

  app.post('/host/jobs/:jobId/team/:cleanerId/remove', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "'Remove from team': the hire stays on record and the cleaner can be added back; the turnovers they held and have not begun are taken from them, confirmed ones passed down the team at once, open offers when the held offers go out",
      params: TeamMemberParams,
      response: { 200: TeamResponse, ...refused },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const { jobId, cleanerId } = req.params;
      const team = await app.ctx.db.transaction((tx) =>
        removeTeamMember(
          tx,
          { hostUserId: host.id, jobId, cleanerUserId: cleanerId, now: app.ctx.clock.now() },
          deps(),
        ),
      );
      kick();
      req.log.info({ jobId, cleanerUserId: cleanerId, hostUserId: host.id }, 'cleaner removed from team');
      return team;
    },
  });

  app.post('/host/jobs/:jobId/team/:cleanerId/add-back', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "'Add back': a hired cleaner rejoins the team at the end (409 TEAM_ALREADY_MEMBER, TEAM_NOT_HIRED); the job's offers wait as after any team change",
      params: TeamMemberParams,
      response: { 200: TeamResponse, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const { jobId, cleanerId } = req.params;
      return app.ctx.db.transaction((tx) =>
        addBackTeamMember(tx, { hostUserId: host.id, jobId, cleanerUserId: cleanerId, now: app.ctx.clock.now() }),
      );
    },
  });

  app.post('/host/jobs/:jobId/team/send-offers', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "'Send offers' (issue 37): the offers held since the last team change go out now, each upcoming unconfirmed turnover to the first member who has not said no to it",
      params: JobId,
      response: { 200: TeamResponse, ...refused },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const { jobId } = req.params;
      const team = await app.ctx.db.transaction((tx) =>
        sendTeamOffers(tx, { hostUserId: host.id, jobId, now: app.ctx.clock.now() }, deps()),
      );
      kick();
      req.log.info({ jobId, hostUserId: host.id }, 'team offers sent');
      return team;
    },
  });
};
