// Doing a turnover (issue 18): the cleaner's page and its writes, and the host's report. Contracts
// in core/schemas/playbook.ts; rules in service.ts. Photo uploads are in features/photos.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EARLY_START_HOURS_BEFORE } from '@core/playbook';
import { ApiError } from '@core/schemas/common';
import {
  CleanerTurnoverResponse,
  ProblemParams,
  ReportProblemInput,
  RunNotesInput,
  RunNotesResponse,
  RunProblem,
  RunTask,
  StartTurnoverInput,
  TaskParams,
  TickTaskInput,
  TurnoverReportResponse,
} from '@core/schemas/playbook';
import { TurnoverIdParams } from '@core/schemas/turnovers';
import { requireCleaner, requireHost } from '../../http/session';
import { readerLocale } from '../playbook';
import {
  cleanerTurnover,
  completeRun,
  hostReport,
  reportProblem,
  saveNotes,
  setProblemState,
  startRun,
  tickTask,
} from './service';

const tags = ['turnover runs'];
// 410 JOB_DELETED: a turnover of a job its host deleted, to those who had it (decision 033).
const refused = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError, 410: ApiError };
const conflict = { 409: ApiError };

export const turnoverRunRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.ctx.clock.now();

  app.get('/cleaner/turnovers/:id', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "The cleaner's turnover page: place, window, supplies, checklist, photos, problems (never the access instructions)",
      params: TurnoverIdParams,
      response: { 200: CleanerTurnoverResponse, ...refused },
    },
    handler: async (req) =>
      cleanerTurnover(app.ctx.db, (await requireCleaner(req)).id, req.params.id, now(), await readerLocale(req)),
  });

  app.post('/cleaner/turnovers/:id/start', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: `'Start' a confirmed turnover from check-out; up to ${EARLY_START_HOURS_BEFORE} hours earlier with guestsLeft (the cleaner confirmed the guests have left), which the report flags (409 TURNOVER_NOT_STARTABLE)`,
      params: TurnoverIdParams,
      body: StartTurnoverInput,
      response: { 200: CleanerTurnoverResponse, ...refused, ...conflict },
    },
    handler: async (req) => {
      const reader = await readerLocale(req);
      const cleaner = await requireCleaner(req);
      const guestsLeft = req.body.guestsLeft ?? false;
      const result = await app.ctx.db.transaction((tx) =>
        startRun(tx, cleaner.id, req.params.id, now(), guestsLeft, reader),
      );
      req.log.info(
        { turnoverId: req.params.id, cleanerUserId: cleaner.id, early: result.guestsLeftConfirmedAt !== null },
        'turnover started',
      );
      return result;
    },
  });

  app.put('/cleaner/turnovers/:id/tasks/:taskId', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Tick or untick a checklist item of a started turnover',
      params: TaskParams,
      body: TickTaskInput,
      response: { 200: RunTask, ...refused, ...conflict },
    },
    handler: async (req) => {
      const reader = await readerLocale(req);
      const cleaner = await requireCleaner(req);
      return app.ctx.db.transaction((tx) =>
        tickTask(tx, cleaner.id, req.params.id, req.params.taskId, req.body.done, now(), reader),
      );
    },
  });

  app.put('/cleaner/turnovers/:id/notes', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "The cleaner's notes on a started turnover, saved as typed",
      params: TurnoverIdParams,
      body: RunNotesInput,
      response: { 200: RunNotesResponse, ...refused, ...conflict },
    },
    handler: async (req) => {
      const cleaner = await requireCleaner(req);
      const typedAt = req.body.typedAt ? new Date(req.body.typedAt) : undefined;
      return app.ctx.db.transaction((tx) =>
        saveNotes(tx, cleaner.id, req.params.id, req.body.notes ?? null, now(), typedAt),
      );
    },
  });

  app.post('/cleaner/turnovers/:id/problems', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "'Report a problem' on a started turnover (its photos follow on their own route)",
      params: TurnoverIdParams,
      body: ReportProblemInput,
      response: { 201: RunProblem, ...refused, ...conflict },
    },
    handler: async (req, reply) => {
      const cleaner = await requireCleaner(req);
      const problem = await app.ctx.db.transaction((tx) =>
        reportProblem(tx, cleaner.id, req.params.id, req.body, now()),
      );
      req.log.info({ turnoverId: req.params.id, cleanerUserId: cleaner.id, kind: problem.kind }, 'problem reported');
      return reply.code(201).send(problem);
    },
  });

  app.post('/cleaner/turnovers/:id/complete', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "'Complete' a started turnover once every photo-required item has a photo (409 PHOTOS_MISSING); the host gets the report",
      params: TurnoverIdParams,
      response: { 200: CleanerTurnoverResponse, ...refused, ...conflict },
    },
    handler: async (req) => {
      const reader = await readerLocale(req);
      const cleaner = await requireCleaner(req);
      const mail = { mailer: app.ctx.mailer, appUrl: app.ctx.env.appUrl, authSecret: app.ctx.env.authSecret };
      const result = await app.ctx.db.transaction((tx) =>
        completeRun(tx, cleaner.id, req.params.id, mail, now(), reader),
      );
      void app.ctx.mailer.kick();
      req.log.info({ turnoverId: req.params.id, cleanerUserId: cleaner.id }, 'turnover completed');
      return result;
    },
  });

  app.get('/host/turnovers/:id/report', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "A turnover's report: who, when, the checklist with photos, notes, problems (live while in progress)",
      params: TurnoverIdParams,
      response: { 200: TurnoverReportResponse, ...refused },
    },
    handler: async (req) =>
      hostReport(
        app.ctx.db,
        (await requireHost(req)).id,
        req.params.id,
        app.ctx.env.photoRetentionMonths,
        await readerLocale(req),
      ),
  });

  // Issue 37: the host deals with a reported problem. Owner only (anyone else: 404), and idempotent.
  for (const [verb, state] of [
    ['acknowledge', 'acknowledged'],
    ['resolve', 'resolved'],
  ] as const) {
    app.post(`/host/turnovers/:id/problems/:problemId/${verb}`, {
      config: { signedIn: true },
      schema: {
        tags,
        summary:
          verb === 'acknowledge'
            ? "'Acknowledge' a problem reported on one of the host's turnovers (the cleaner sees it)"
            : "'Mark resolved' a problem reported on one of the host's turnovers (acknowledging it too)",
        params: ProblemParams,
        response: { 200: RunProblem, ...refused },
      },
      handler: async (req) => {
        const host = await requireHost(req);
        const problem = await app.ctx.db.transaction((tx) =>
          setProblemState(tx, host.id, { turnoverId: req.params.id, problemId: req.params.problemId }, state, now()),
        );
        req.log.info({ turnoverId: req.params.id, problemId: problem.id, state }, 'problem updated by the host');
        return problem;
      },
    });
  }
};
