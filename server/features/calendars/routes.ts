// A host's booking calendars (issue 16). Only the owning host, only their own jobs' calendars;
// another host's calendar or job answers 404. Contracts in core/schemas/turnovers.ts.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, Ok } from '@core/schemas/common';
import { JobId } from '@core/schemas/jobs';
import {
  AddCalendarInput,
  CalendarEventsResponse,
  CalendarItem,
  CalendarsResponse,
  MarkBlockInput,
  UpdateCalendarInput,
} from '@core/schemas/turnovers';
import { MAX_CALENDARS_PER_JOB } from '@core/turnovers';
import { requireHost } from '../../http/session';
import type { CalendarSync } from './scheduler';
import { presentCalendar, presentEvent } from './presenter';
import {
  addCalendar,
  listCalendars,
  listEvents,
  markBlock,
  removeCalendar,
  requireOwnCalendar,
  updateCalendar,
} from './service';

const tags = ['host calendars'];
const denied = { 401: ApiError, 403: ApiError };
const CalendarId = z.object({ id: z.uuid({ message: 'Invalid calendar ID provided' }) });

export const calendarRoutes: FastifyPluginAsyncZod<{ calendarSync: CalendarSync }> = async (app, { calendarSync }) => {
  const sync = () => calendarSync;
  const fresh = async (hostUserId: string, id: string) =>
    presentCalendar(await requireOwnCalendar(app.ctx.db, hostUserId, id));

  app.get('/host/jobs/:jobId/calendars', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "A job's booking calendars (links masked), with their last sync and error",
      params: JobId,
      response: { 200: CalendarsResponse, 400: ApiError, ...denied, 404: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const rows = await listCalendars(app.ctx.db, host.id, req.params.jobId);
      return { calendars: rows.map(presentCalendar) };
    },
  });

  app.post('/host/jobs/:jobId/calendars', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: `Add a booking calendar (iCal export link); it is read right away and refused with the reason when it cannot be (409 LIMIT_REACHED past ${MAX_CALENDARS_PER_JOB} per job)`,
      params: JobId,
      body: AddCalendarInput,
      response: { 201: CalendarItem, 400: ApiError, ...denied, 404: ApiError, 409: ApiError },
    },
    handler: async (req, reply) => {
      const host = await requireHost(req);
      const row = await addCalendar(sync().deps, host.id, req.params.jobId, req.body);
      req.log.info({ jobId: req.params.jobId, calendarId: row.id, kind: row.kind }, 'calendar added');
      return reply.code(201).send(presentCalendar(row));
    },
  });

  app.patch('/host/calendars/:id', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Rename a calendar or say which channel it is from (a new kind re-reads it)',
      params: CalendarId,
      body: UpdateCalendarInput,
      response: { 200: CalendarItem, 400: ApiError, ...denied, 404: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const labelGiven = Object.prototype.hasOwnProperty.call(req.body, 'label');
      const { kindChanged } = await updateCalendar(app.ctx.db, host.id, req.params.id, req.body, labelGiven);
      if (kindChanged) await sync().syncNow(req.params.id);
      return fresh(host.id, req.params.id);
    },
  });

  app.delete('/host/calendars/:id', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Remove a calendar: its future turnovers are cancelled unless another calendar lists them',
      params: CalendarId,
      response: { 200: Ok, 400: ApiError, ...denied, 404: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      await app.ctx.db.transaction((tx) => removeCalendar(tx, sync().deps, host.id, req.params.id));
      app.ctx.mailer.kick();
      req.log.info({ calendarId: req.params.id }, 'calendar removed');
      return { ok: true as const };
    },
  });

  app.post('/host/calendars/:id/sync', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "'Sync now': read the calendar right away (or as soon as the sync already running ends)",
      params: CalendarId,
      response: { 200: CalendarItem, 400: ApiError, ...denied, 404: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      await requireOwnCalendar(app.ctx.db, host.id, req.params.id);
      await sync().syncNow(req.params.id);
      return fresh(host.id, req.params.id);
    },
  });

  app.get('/host/calendars/:id/events', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "The calendar's events at its last good sync, and which are blocks",
      params: CalendarId,
      response: { 200: CalendarEventsResponse, 400: ApiError, ...denied, 404: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      await requireOwnCalendar(app.ctx.db, host.id, req.params.id);
      return {
        events: (await listEvents(app.ctx.db, req.params.id)).map(({ row, markedBlock }) =>
          presentEvent(row, markedBlock),
        ),
      };
    },
  });

  app.post('/host/calendars/:id/blocks', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Mark (or unmark) one imported event as a block: its turnover is cancelled and stays so',
      params: CalendarId,
      body: MarkBlockInput,
      response: { 200: CalendarEventsResponse, 400: ApiError, ...denied, 404: ApiError },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      await app.ctx.db.transaction((tx) => markBlock(tx, sync().deps, host.id, req.params.id, req.body));
      app.ctx.mailer.kick();
      return {
        events: (await listEvents(app.ctx.db, req.params.id)).map(({ row, markedBlock }) =>
          presentEvent(row, markedBlock),
        ),
      };
    },
  });
};
