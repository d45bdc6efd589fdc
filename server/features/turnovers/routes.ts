// Turnovers (issue 16): the host's Turnovers page, the cleaner's schedule and answers, and the
// private calendar-app feeds. Contracts in core/schemas/turnovers.ts; rules in host.ts, answers.ts, feeds.ts and policy.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TurnoverBoardQuery, TurnoverBoardResponse } from '@core/schemas/board';
import { ApiError } from '@core/schemas/common';
import { ReopenMissedInput } from '@core/schemas/missed-turnovers';
import { JobId } from '@core/schemas/jobs';
import {
  CleanerScheduleResponse,
  DeclineTurnoverInput,
  EditTurnoverInput,
  FeedLinkResponse,
  HostTurnoversResponse,
  ManualTurnoverInput,
  ScheduleSettingsInput,
  TurnoverIdParams,
  TurnoverItem,
  TurnoverJob,
} from '@core/schemas/turnovers';
import { ICS_CONTENT_TYPE } from '../../calendars/ics-feed';
import { requireCleaner, requireHost } from '../../http/session';
import { answerTurnover, cancelByCleaner } from './answers';
import { turnoverBoard } from './board';
import { FEED_FILE, feedByToken, feedToken, feedUrl, hostFeedToken, resetFeedToken } from './feeds';
import { addManualTurnover, cancelTurnover, editTurnover, listHostTurnovers, updateSchedule } from './host';
import { markMissedHandled, reopenMissed } from './missed';
import { cleanerSchedule } from './views';

const tags = ['turnovers'];
const denied = { 401: ApiError, 403: ApiError };
const refused = { 400: ApiError, ...denied, 404: ApiError };
/** A job's own routes also answer 410 JOB_DELETED to its host once they deleted it. */
const jobRefused = { ...refused, 410: ApiError };

export const turnoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ mailer: app.ctx.mailer, appUrl: app.ctx.env.appUrl, authSecret: app.ctx.env.authSecret });
  /** Emails were written with the change: deliver them now rather than at the next poll. */
  const kick = () => void app.ctx.mailer.kick();

  // --- The host ---------------------------------------------------------------------------------
  app.get('/host/jobs/:jobId/turnovers', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "One job's turnovers: upcoming soonest first, then the last 30 days'",
      params: JobId,
      response: { 200: HostTurnoversResponse, ...jobRefused },
    },
    handler: async (req) =>
      listHostTurnovers(app.ctx.db, (await requireHost(req)).id, req.params.jobId, app.ctx.clock.now()),
  });

  app.get('/host/turnover-board', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "The host's board: every active property's turnovers in a week or the next 30 days, the ones at risk first with their reasons",
      querystring: TurnoverBoardQuery,
      response: { 200: TurnoverBoardResponse, 400: ApiError, ...denied },
    },
    handler: async (req) => turnoverBoard(app.ctx.db, (await requireHost(req)).id, req.query, app.ctx.clock.now()),
  });

  app.put('/host/jobs/:jobId/schedule', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "The job's check-out and check-in times and time zone (one of the state's)",
      params: JobId,
      body: ScheduleSettingsInput,
      response: { 200: TurnoverJob, ...jobRefused },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      return app.ctx.db.transaction((tx) => updateSchedule(tx, host.id, req.params.jobId, req.body));
    },
  });

  app.post('/host/jobs/:jobId/turnovers', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "'Add turnover': a turnover by hand (409 TURNOVER_DATE_TAKEN when the date has one)",
      params: JobId,
      body: ManualTurnoverInput,
      response: { 201: TurnoverItem, ...jobRefused, 409: ApiError },
    },
    handler: async (req, reply) => {
      const host = await requireHost(req);
      const item = await app.ctx.db.transaction((tx) =>
        addManualTurnover(tx, host.id, req.params.jobId, req.body, deps(), app.ctx.clock.now()),
      );
      kick();
      req.log.info({ turnoverId: item.id, jobId: item.jobId, hostUserId: host.id }, 'turnover added by hand');
      return reply.code(201).send(item);
    },
  });

  app.patch('/host/turnovers/:id', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        'Edit a turnover: date, times and notes of a manual one; notes only of a calendar-made one (409 TURNOVER_NOT_EDITABLE)',
      params: TurnoverIdParams,
      body: EditTurnoverInput,
      response: { 200: TurnoverItem, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const item = await app.ctx.db.transaction((tx) =>
        editTurnover(tx, host.id, req.params.id, req.body, deps(), app.ctx.clock.now()),
      );
      kick();
      return item;
    },
  });

  app.post('/host/turnovers/:id/cancel', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Cancel an upcoming turnover; its cleaner is told (urgent under 48 hours)',
      params: TurnoverIdParams,
      response: { 200: TurnoverItem, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const item = await app.ctx.db.transaction((tx) =>
        cancelTurnover(tx, host.id, req.params.id, deps(), app.ctx.clock.now()),
      );
      kick();
      req.log.info({ turnoverId: item.id, hostUserId: host.id }, 'turnover cancelled by the host');
      return item;
    },
  });

  // Issue 37: a missed turnover's ways on (409 TURNOVER_NOT_EDITABLE unless it is missed).
  app.post('/host/turnovers/:id/reopen', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "'Reopen to the team' or 'Open to nearby cleaners' a missed turnover, in a new window starting about an hour from now",
      params: TurnoverIdParams,
      body: ReopenMissedInput,
      response: { 200: TurnoverItem, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const item = await app.ctx.db.transaction((tx) =>
        reopenMissed(tx, { hostUserId: host.id, turnoverId: req.params.id, ...req.body }, deps(), app.ctx.clock.now()),
      );
      kick();
      req.log.info({ turnoverId: item.id, hostUserId: host.id, to: req.body.to }, 'missed turnover reopened');
      return item;
    },
  });

  app.post('/host/turnovers/:id/missed-handled', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "'Mark handled' a missed turnover: it stays missed, on the record",
      params: TurnoverIdParams,
      response: { 200: TurnoverItem, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      return app.ctx.db.transaction((tx) =>
        markMissedHandled(tx, { hostUserId: host.id, turnoverId: req.params.id }, app.ctx.clock.now()),
      );
    },
  });

  app.get('/host/jobs/:jobId/feed', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "The job's private calendar-app feed link",
      params: JobId,
      response: { 200: FeedLinkResponse, ...jobRefused },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const token = await app.ctx.db.transaction((tx) => hostFeedToken(tx, host.id, req.params.jobId, false));
      return { url: feedUrl(app.ctx.env.appUrl, token) };
    },
  });

  app.post('/host/jobs/:jobId/feed/reset', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "'Reset link': a new feed link; the old one stops working",
      params: JobId,
      response: { 200: FeedLinkResponse, ...jobRefused },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const token = await app.ctx.db.transaction((tx) => hostFeedToken(tx, host.id, req.params.jobId, true));
      return { url: feedUrl(app.ctx.env.appUrl, token) };
    },
  });

  // --- The cleaner ------------------------------------------------------------------------------
  app.get('/cleaner/schedule', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "The cleaner's turnovers on every job they are hired on: upcoming, then the last 30 days'",
      response: { 200: CleanerScheduleResponse, ...denied },
    },
    handler: async (req) => cleanerSchedule(app.ctx.db, (await requireCleaner(req)).id, app.ctx.clock.now()),
  });

  app.post('/cleaner/turnovers/:id/confirm', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "'Confirm' a turnover offered to the cleaner (409 TURNOVER_ALREADY_ANSWERED or TURNOVER_NOT_OPEN)",
      params: TurnoverIdParams,
      response: { 200: TurnoverItem, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const cleaner = await requireCleaner(req);
      const item = await app.ctx.db.transaction((tx) =>
        answerTurnover(
          tx,
          { cleanerUserId: cleaner.id, turnoverId: req.params.id, answer: 'confirm' },
          deps(),
          app.ctx.clock.now(),
        ),
      );
      kick();
      req.log.info({ turnoverId: item.id, cleanerUserId: cleaner.id }, 'turnover confirmed');
      return item;
    },
  });

  app.post('/cleaner/turnovers/:id/decline', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        '"Can\'t make it" with an optional reason; the turnover passes to the next team member (or is unfilled) and the host is told',
      params: TurnoverIdParams,
      body: DeclineTurnoverInput,
      response: { 200: TurnoverItem, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const cleaner = await requireCleaner(req);
      const item = await app.ctx.db.transaction((tx) =>
        answerTurnover(
          tx,
          { cleanerUserId: cleaner.id, turnoverId: req.params.id, answer: 'decline', reason: req.body.reason },
          deps(),
          app.ctx.clock.now(),
        ),
      );
      kick();
      req.log.info({ turnoverId: item.id, cleanerUserId: cleaner.id }, 'turnover declined');
      return item;
    },
  });

  app.post('/cleaner/turnovers/:id/cancel', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "'Cancel' a confirmed turnover: it passes to the next team member and the host is told (late under 24 hours; 409 TURNOVER_NOT_OPEN)",
      params: TurnoverIdParams,
      body: DeclineTurnoverInput,
      response: { 200: TurnoverItem, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const cleaner = await requireCleaner(req);
      const item = await app.ctx.db.transaction((tx) =>
        cancelByCleaner(
          tx,
          { cleanerUserId: cleaner.id, turnoverId: req.params.id, reason: req.body.reason },
          deps(),
          app.ctx.clock.now(),
        ),
      );
      kick();
      req.log.info({ turnoverId: item.id, cleanerUserId: cleaner.id }, 'confirmed turnover cancelled by the cleaner');
      return item;
    },
  });

  app.get('/cleaner/schedule/feed', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "The cleaner's private calendar-app feed link",
      response: { 200: FeedLinkResponse, ...denied },
    },
    handler: async (req) => {
      const cleaner = await requireCleaner(req);
      const token = await app.ctx.db.transaction((tx) => feedToken(tx, cleaner.id, null));
      return { url: feedUrl(app.ctx.env.appUrl, token) };
    },
  });

  app.post('/cleaner/schedule/feed/reset', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "'Reset link': a new feed link; the old one stops working",
      response: { 200: FeedLinkResponse, ...denied },
    },
    handler: async (req) => {
      const cleaner = await requireCleaner(req);
      const token = await app.ctx.db.transaction((tx) => resetFeedToken(tx, cleaner.id, null));
      return { url: feedUrl(app.ctx.env.appUrl, token) };
    },
  });
};

/**
 * GET /feeds/{token}.ics, outside /api: what calendar apps subscribe to. The token is the only
 * credential (no cookies; apps have none); an unknown or revoked one is a plain 404.
 */
export const turnoverFeedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/feeds/:file', { schema: { hide: true } }, async (req, reply) => {
    const file = (req.params as { file?: string }).file ?? '';
    const token = FEED_FILE.exec(file)?.[1];
    const ics = token ? await feedByToken(app.ctx.db, token, app.ctx.clock.now()) : null;
    if (ics === null) return reply.code(404).type('text/plain').header('cache-control', 'no-store').send('Not found');
    return reply
      .type(ICS_CONTENT_TYPE)
      .header('cache-control', 'private, no-cache')
      .header('content-disposition', 'inline; filename="turnovers.ics"')
      .send(ics);
  });
};
