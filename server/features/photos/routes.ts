// Photos (issue 18): uploads onto a playbook item (the host's reference photo), a turnover's
// checklist item or problem (its cleaner, while the turnover is open), deleting one's own, and
// serving them. Files are served only through these routes, to those policy.ts allows; the store's
// keys never leave the server, so a guessed or old link gives nothing.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playbook as text } from '@core/messages/en/playbook';
import { ApiError } from '@core/schemas/common';
import {
  PhotoIdParams,
  PhotoUploadResponse,
  PlaybookItem,
  PlaybookItemIdParams,
  ProblemParams,
  TaskParams,
} from '@core/schemas/playbook';
import { and, eq } from 'drizzle-orm';
import { photo } from '../../db/schema';
import { notFound } from '../../errors';
import { requireCleaner, requireHost, requireUser } from '../../http/session';
import { ConversationParams, MessagePhotoResponse } from '@core/schemas/messages';
import { rateLimits } from '../../http/rate-limits';
import { admitMessagePhoto } from '../messages';
import { admitReceipt, adjustmentView } from '../pay';
import { AdjustmentParams, AdjustmentResponse } from '@core/schemas/pay';
import { itemById, itemForReference } from '../playbook';
import { assertPhotoRoom, openRun, runPhotoTiming, runProblem, runTask } from '../turnover-runs';
import { visiblePhoto } from './policy';
import { idempotencyKeyOf, repeatedUpload } from './idempotency';
import { receivePhotos } from './uploads';

const tags = ['photos'];
const refused = { 400: ApiError, 401: ApiError, 403: ApiError, 404: ApiError };
const uploadRefused = { ...refused, 409: ApiError, 422: ApiError };
/** Issue 38 (idempotency.ts): a photo sent again under its key is answered with the first one. */
const keyed = {
  headers: z.object({
    'idempotency-key': z
      .string()
      .optional()
      .meta({ description: "The device's key for the one photo sent; the same key again answers 200 with that photo" }),
  }),
};
/** Uploads are multipart: the body is the request's stream, documented here rather than validated by a schema. */
const multipartBody = { consumes: ['multipart/form-data'] };

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  // Multipart parsing exists only in this plugin's routes; limits are set per request (uploads.ts).
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });

  app.put('/host/playbook-items/:id/reference-photo', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "A checklist item's reference photo (replaces the one it had); 422 PHOTO_REJECTED when the file is not a usable photo",
      params: PlaybookItemIdParams,
      ...multipartBody,
      response: { 200: PlaybookItem, ...uploadRefused },
    },
    handler: async (req) => {
      const host = await requireHost(req);
      const item = await itemForReference(app.ctx.db, host.id, req.params.id);
      await receivePhotos(app.ctx, req, {
        jobId: item.jobId,
        ownerUserId: host.id,
        parent: { purpose: 'reference', itemId: item.id },
        admit: async (tx) => {
          await itemForReference(tx, host.id, item.id);
        },
        replace: async (tx) => {
          await tx.delete(photo).where(and(eq(photo.itemId, item.id), eq(photo.purpose, 'reference')));
        },
      });
      void app.ctx.photoJanitor.kick();
      return itemById(app.ctx.db, item.jobId, item.id);
    },
  });

  app.post('/cleaner/turnovers/:id/tasks/:taskId/photos', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        'Photos of a checklist item of a started turnover (one or more files; each refused file is named with why)',
      params: TaskParams,
      ...keyed,
      ...multipartBody,
      response: { 200: PhotoUploadResponse, 201: PhotoUploadResponse, ...uploadRefused },
    },
    handler: async (req, reply) => {
      const cleaner = await requireCleaner(req);
      const idempotencyKey = idempotencyKeyOf(req);
      const repeat =
        idempotencyKey &&
        (await repeatedUpload(app.ctx.db, req, cleaner.id, idempotencyKey, { taskId: req.params.taskId }));
      if (repeat) return reply.code(200).send(repeat);
      const { t, taskId, taken } = await app.ctx.db.transaction(async (tx) => {
        const run = await openRun(tx, cleaner.id, req.params.id);
        return {
          t: run,
          taskId: (await runTask(tx, run, req.params.taskId)).id,
          taken: await runPhotoTiming(tx, run),
        };
      });
      const result = await receivePhotos(app.ctx, req, {
        jobId: t.jobId,
        ownerUserId: cleaner.id,
        parent: { purpose: 'task', turnoverId: t.id, taskId },
        taken,
        admit: async (tx) => assertPhotoRoom(tx, await openRun(tx, cleaner.id, t.id), { taskId }),
        idempotencyKey,
      });
      req.log.info(
        { turnoverId: t.id, taskId, stored: result.photos.length, refused: result.rejected.length },
        'turnover photos uploaded',
      );
      return reply.code(201).send(result);
    },
  });

  app.post('/cleaner/turnovers/:id/problems/:problemId/photos', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Photos of a problem reported on a started turnover',
      params: ProblemParams,
      ...keyed,
      ...multipartBody,
      response: { 200: PhotoUploadResponse, 201: PhotoUploadResponse, ...uploadRefused },
    },
    handler: async (req, reply) => {
      const cleaner = await requireCleaner(req);
      const idempotencyKey = idempotencyKeyOf(req);
      const repeat =
        idempotencyKey &&
        (await repeatedUpload(app.ctx.db, req, cleaner.id, idempotencyKey, { problemId: req.params.problemId }));
      if (repeat) return reply.code(200).send(repeat);
      const { t, problemId, taken } = await app.ctx.db.transaction(async (tx) => {
        const run = await openRun(tx, cleaner.id, req.params.id);
        return {
          t: run,
          problemId: (await runProblem(tx, run, req.params.problemId)).id,
          taken: await runPhotoTiming(tx, run),
        };
      });
      const result = await receivePhotos(app.ctx, req, {
        jobId: t.jobId,
        ownerUserId: cleaner.id,
        parent: { purpose: 'problem', turnoverId: t.id, problemId },
        taken,
        admit: async (tx) => assertPhotoRoom(tx, await openRun(tx, cleaner.id, t.id), { problemId }),
        idempotencyKey,
      });
      return reply.code(201).send(result);
    },
  });

  app.post('/conversations/:id/photos', {
    config: { signedIn: true, rateLimit: rateLimits.messagePhotos },
    schema: {
      tags,
      summary:
        'Issue 40: one photo for a message of your conversation (multipart, one file), kept for you until the message is sent',
      params: ConversationParams,
      ...keyed,
      ...multipartBody,
      response: { 200: MessagePhotoResponse, 201: MessagePhotoResponse, ...uploadRefused, 429: ApiError },
    },
    handler: async (req, reply) => {
      const me = await requireUser(req);
      const conversationId = req.params.id;
      const idempotencyKey = idempotencyKeyOf(req);
      const repeat =
        idempotencyKey && (await repeatedUpload(app.ctx.db, req, me.id, idempotencyKey, { conversationId }));
      if (repeat) return reply.code(200).send({ photo: repeat.photos[0]! });
      // Theirs and not blocked, before the body is read.
      await app.ctx.db.transaction((tx) => admitMessagePhoto(tx, me.id, conversationId));
      const result = await receivePhotos(app.ctx, req, {
        jobId: null,
        ownerUserId: me.id,
        parent: { purpose: 'message', conversationId },
        admit: (tx) => admitMessagePhoto(tx, me.id, conversationId),
        idempotencyKey,
        oneFile: true,
      });
      return reply.code(201).send({ photo: result.photos[0]! });
    },
  });

  app.post('/pay/adjustments/:id/receipt', {
    config: { signedIn: true, rateLimit: rateLimits.payReceipts },
    schema: {
      tags,
      summary:
        'Issue 42: the receipt photo of a pending expense you proposed (multipart, one file; replaces an earlier one), served to the pair only',
      params: AdjustmentParams,
      ...multipartBody,
      response: { 200: AdjustmentResponse, ...uploadRefused, 429: ApiError },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const payAdjustmentId = req.params.id;
      // Theirs, pending and an expense, before the body is read.
      await app.ctx.db.transaction((tx) => admitReceipt(tx, me.id, payAdjustmentId));
      await receivePhotos(app.ctx, req, {
        jobId: null,
        ownerUserId: me.id,
        parent: { purpose: 'receipt', payAdjustmentId },
        admit: (tx) => admitReceipt(tx, me.id, payAdjustmentId),
        replace: async (tx) => {
          await tx.delete(photo).where(and(eq(photo.payAdjustmentId, payAdjustmentId), eq(photo.purpose, 'receipt')));
        },
        oneFile: true,
      });
      // receivePhotos refuses (422) when nothing was stored, so here the receipt is recorded.
      void app.ctx.photoJanitor.kick();
      return adjustmentView(app.ctx.db, me.id, payAdjustmentId, app.ctx.clock.now());
    },
  });

  app.delete('/cleaner/photos/:id', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "Remove one's own photo from a turnover that is not completed",
      params: PhotoIdParams,
      response: { 204: z.null(), ...refused, 409: ApiError },
    },
    handler: async (req, reply) => {
      const cleaner = await requireCleaner(req);
      await app.ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(photo)
          .where(and(eq(photo.id, req.params.id), eq(photo.ownerUserId, cleaner.id)))
          .limit(1);
        if (!row || !row.turnoverId) throw notFound(text.errors.photoNotFound);
        await openRun(tx, cleaner.id, row.turnoverId);
        await tx.delete(photo).where(eq(photo.id, row.id));
      });
      void app.ctx.photoJanitor.kick();
      return reply.code(204).send(null);
    },
  });

  /** Streams a photo the signed-in user may see; anything else is "not found". */
  async function sendPhoto(
    req: FastifyRequest,
    reply: FastifyReply,
    id: string,
    variant: 'full' | 'thumb',
    download: boolean,
  ) {
    const user = await requireUser(req);
    const row = await visiblePhoto(app.ctx.db, user.id, id);
    if (!row) throw notFound(text.errors.photoNotFound);
    const file = await app.ctx.files.get(variant === 'full' ? row.storageKey : row.thumbKey);
    if (!file) {
      req.log.error({ photoId: row.id, variant }, 'a recorded photo has no file in the store');
      throw notFound(text.errors.photoNotFound);
    }
    const filename = `turnready-photo-${row.id}${variant === 'thumb' ? '-thumb' : ''}.jpg`;
    return (
      reply
        .type(file.contentType)
        .header('content-length', String(file.size))
        // Private to the signed-in user; a photo id never changes content, so the browser may keep it a while.
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${filename}"`)
        .send(file.body)
    );
  }
  const photoQuery = z.object({ download: z.string().max(8).optional() });
  const jpeg = (description: string) => ({
    description,
    content: { 'image/jpeg': { schema: z.string().meta({ format: 'binary' }) } },
  });

  app.get('/photos/:id', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        'A photo, full size (the host of its job and the cleaner who took it; reference photos also the job’s cleaners)',
      params: PhotoIdParams,
      querystring: photoQuery,
      produces: ['image/jpeg'],
      response: { 200: jpeg('The photo (JPEG)'), ...refused },
    },
    handler: (req, reply) => sendPhoto(req, reply, req.params.id, 'full', !!req.query.download),
  });

  app.get('/photos/:id/thumb', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'A photo, thumbnail size',
      params: PhotoIdParams,
      querystring: photoQuery,
      produces: ['image/jpeg'],
      response: { 200: jpeg('The thumbnail (JPEG)'), ...refused },
    },
    handler: (req, reply) => sendPhoto(req, reply, req.params.id, 'thumb', !!req.query.download),
  });
};
