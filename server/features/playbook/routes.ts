// The host's playbook (issue 18) and a turnover's cleaner reading its access instructions.
// Contracts in core/schemas/playbook.ts; rules in service.ts. Photo uploads are in features/photos.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@core/schemas/common';
import { JobId } from '@core/schemas/jobs';
import {
  AddLibraryItemsInput,
  AddPlaybookItemInput,
  CopyPlaybookInput,
  EditPlaybookItemInput,
  MovePlaybookItemInput,
  PlaybookDetailsInput,
  PlaybookItem,
  PlaybookItemIdParams,
  PlaybookItemsResponse,
  PlaybookResponse,
  TurnoverAccessResponse,
} from '@core/schemas/playbook';
import { TurnoverIdParams } from '@core/schemas/turnovers';
import { requireCleaner, requireHost } from '../../http/session';
import { isLibraryKey } from '@core/checklist-library';
import { readerLocale } from './reader-locale';
import {
  addItem,
  addLibraryItems,
  addStarterChecklist,
  copyPlaybook,
  deleteItem,
  editItem,
  getPlaybook,
  moveItem,
  removeReferencePhoto,
  revealAccess,
  savePlaybookDetails,
} from './service';

const tags = ['playbook'];
const refused = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };

export const playbookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/host/jobs/:jobId/playbook', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "The job's playbook: checklist, where supplies are, access instructions, and who read them",
      params: JobId,
      response: { 200: PlaybookResponse, ...refused },
    },
    handler: async (req) =>
      getPlaybook(app.ctx.db, (await requireHost(req)).id, req.params.jobId, await readerLocale(req)),
  });

  app.put('/host/jobs/:jobId/playbook', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "'Save': where supplies are and the access instructions (a secret)",
      params: JobId,
      body: PlaybookDetailsInput,
      response: { 200: PlaybookResponse, ...refused },
    },
    handler: async (req) => {
      const reader = await readerLocale(req);
      const host = await requireHost(req);
      // The text is a secret: the log says that it changed, never what it says.
      const result = await app.ctx.db.transaction((tx) =>
        savePlaybookDetails(tx, host.id, req.params.jobId, req.body, reader),
      );
      req.log.info({ jobId: req.params.jobId, hostUserId: host.id }, 'playbook details saved');
      return result;
    },
  });

  app.post('/host/jobs/:jobId/playbook/starter', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "'Use the starter checklist' on an empty checklist (409 CONFLICT once it has items)",
      params: JobId,
      response: { 200: PlaybookResponse, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const reader = await readerLocale(req);
      const host = await requireHost(req);
      return app.ctx.db.transaction((tx) => addStarterChecklist(tx, host.id, req.params.jobId, reader));
    },
  });

  app.post('/host/jobs/:jobId/playbook/copy', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "'Copy from another property': another of the host's jobs' checklist (after this one's items) and where supplies are (only into empty supplies); never its access instructions",
      params: JobId,
      body: CopyPlaybookInput,
      response: { 200: PlaybookResponse, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const reader = await readerLocale(req);
      const host = await requireHost(req);
      return app.ctx.db.transaction((tx) => copyPlaybook(tx, host.id, req.params.jobId, req.body.fromJobId, reader));
    },
  });

  app.post('/host/jobs/:jobId/playbook/items', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "'Add item' to the checklist (after its area's last item; 409 LIMIT_REACHED at 100)",
      params: JobId,
      body: AddPlaybookItemInput,
      response: { 201: PlaybookItem, ...refused, 409: ApiError },
    },
    handler: async (req, reply) => {
      const reader = await readerLocale(req);
      const host = await requireHost(req);
      const item = await app.ctx.db.transaction((tx) => addItem(tx, host.id, req.params.jobId, req.body, reader));
      return reply.code(201).send(item);
    },
  });

  app.post('/host/jobs/:jobId/playbook/library', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "Issue 41: add items of the checklist library, each after its room's last item (keys already on the checklist are left as they are; 409 LIMIT_REACHED past 100); answers the checklist in the reader's language",
      params: JobId,
      body: AddLibraryItemsInput,
      response: { 200: PlaybookItemsResponse, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const reader = await readerLocale(req);
      const host = await requireHost(req);
      const keys = req.body.keys.filter(isLibraryKey);
      return {
        items: await app.ctx.db.transaction((tx) => addLibraryItems(tx, host.id, req.params.jobId, keys, reader)),
      };
    },
  });

  app.patch('/host/playbook-items/:id', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Edit a checklist item: its words, area, or whether it needs a photo',
      params: PlaybookItemIdParams,
      body: EditPlaybookItemInput,
      response: { 200: PlaybookItem, ...refused },
    },
    handler: async (req) => {
      const reader = await readerLocale(req);
      const host = await requireHost(req);
      return app.ctx.db.transaction((tx) => editItem(tx, host.id, req.params.id, req.body, reader));
    },
  });

  app.delete('/host/playbook-items/:id', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Remove a checklist item (turnovers already started keep their copy)',
      params: PlaybookItemIdParams,
      response: { 200: PlaybookItemsResponse, ...refused },
    },
    handler: async (req) => {
      const reader = await readerLocale(req);
      const host = await requireHost(req);
      return { items: await app.ctx.db.transaction((tx) => deleteItem(tx, host.id, req.params.id, reader)) };
    },
  });

  app.post('/host/playbook-items/:id/move', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Move a checklist item one place up or down within its area (409 CONFLICT at either end)',
      params: PlaybookItemIdParams,
      body: MovePlaybookItemInput,
      response: { 200: PlaybookItemsResponse, ...refused, 409: ApiError },
    },
    handler: async (req) => {
      const reader = await readerLocale(req);
      const host = await requireHost(req);
      return {
        items: await app.ctx.db.transaction((tx) => moveItem(tx, host.id, req.params.id, req.body.direction, reader)),
      };
    },
  });

  app.delete('/host/playbook-items/:id/reference-photo', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "Remove a checklist item's reference photo",
      params: PlaybookItemIdParams,
      response: { 200: PlaybookItem, ...refused },
    },
    handler: async (req) => {
      const reader = await readerLocale(req);
      const host = await requireHost(req);
      const item = await app.ctx.db.transaction((tx) => removeReferencePhoto(tx, host.id, req.params.id, reader));
      void app.ctx.photoJanitor.kick();
      return item;
    },
  });

  app.get('/cleaner/turnovers/:id/access', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "The access instructions, to the turnover's confirmed cleaner from 24 hours before its window until it ends (403 ACCESS_NOT_OPEN otherwise); every read is recorded for the host",
      params: TurnoverIdParams,
      response: { 200: TurnoverAccessResponse, ...refused, 410: ApiError },
    },
    handler: async (req, reply) => {
      const cleaner = await requireCleaner(req);
      const result = await app.ctx.db.transaction((tx) =>
        revealAccess(tx, cleaner.id, req.params.id, app.ctx.clock.now()),
      );
      req.log.info({ turnoverId: req.params.id, cleanerUserId: cleaner.id }, 'access instructions viewed');
      return reply.header('cache-control', 'no-store').send(result);
    },
  });
};
