// Taking photos in (issue 18): each file of a multipart request is streamed to a temporary file,
// checked by its content, admitted (the limits, before any decoding: issue 35), re-encoded without
// metadata (server/photos), stored (server/storage), and recorded, one at a time. A file that is
// refused (not a photo, too large, over a limit) is reported by name and the others go on; a body
// that breaks off (cut short, a bad boundary) or passes the parts limit ends the upload there,
// keeping and reporting what was stored before it (a 400 when nothing was), since the client sent
// it wrong. The row is written last, in a transaction that takes the parent's lock and checks the
// parent's limits again, so parallel uploads cannot pass them; if that fails, the files just stored
// are deleted. Issue 38: an upload may carry the device's idempotency key for its one photo; the
// photo is recorded with it, and the same key again gives back that photo instead of a second one
// (idempotency.ts), taking no second slot of the day's limit.
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { exifInstant, MAX_PHOTO_BYTES, photoTakenAt } from '@core/photos';
import { photos as photoText } from '@core/messages/en/photos';
import { playbook as text } from '@core/messages/en/playbook';
import type { PhotoRef, PhotoUploadResponse } from '@core/schemas/playbook';
import { pgErrorCode, type Queryable, type Tx } from '../../db/client';
import { and, eq } from 'drizzle-orm';
import { photo } from '../../db/schema';
import { AppError } from '../../errors';
import type { AppContext } from '../../http/context';
import { receiveUpload } from '../../photos/intake';
import { uploadTempDir } from '../../photos/temp-uploads';
import { PhotoRejected } from '../../photos/photo-rejected';
import { processPhoto } from '../../photos/process';
import { presentPhoto } from '../../photos/presenter';
import { takeUploadSlot } from './upload-quota';

/** At most this many files in one request (the page sends one per request, retrying each). */
export const MAX_FILES_PER_REQUEST = 10;

export type PhotoParent =
  | { purpose: 'reference'; itemId: string }
  | { purpose: 'task'; turnoverId: string; taskId: string }
  | { purpose: 'problem'; turnoverId: string; problemId: string }
  // Issue 40: a message's photo, kept for its sender until the message is sent.
  | { purpose: 'message'; conversationId: string }
  // Issue 42: an expense adjustment's receipt (one; a new one replaces it).
  | { purpose: 'receipt'; payAdjustmentId: string };

export type UploadPlan = {
  /** The job it is taken for; null for a message's photo (it belongs to the conversation). */
  jobId: string | null;
  ownerUserId: string;
  parent: PhotoParent;
  /**
   * Takes the parent's lock and checks it still takes photos and has room for one more (throws an
   * AppError otherwise). Runs twice for each file: before it is decoded, with the uploader's
   * 24-hour slot taken in the same transaction, and in the transaction that records it, since
   * uploads onto one parent decode side by side and only one may take its last place.
   */
  admit: (tx: Tx) => Promise<void>;
  /** In the transaction that records the photo, after `admit`: removes what it replaces (a reference photo). */
  replace?: (tx: Tx) => Promise<void>;
  /**
   * Issue 37, a turnover's photo: its time taken is kept, read in the property's zone when the
   * camera gave no offset, and believed from `earliest` (core/photos.ts photoTakenAt).
   */
  taken?: { timeZone: string; earliest: Date };
  /** Issue 38: the device's key for the request's one photo (a second file is refused). */
  idempotencyKey?: string;
  /** Issue 40: one file per request (a message's photo): any further file is refused by name. */
  oneFile?: boolean;
};

/** The uploader's photo recorded with this idempotency key, if any. */
export async function keyedPhoto(q: Queryable, ownerUserId: string, key: string) {
  const [row] = await q
    .select()
    .from(photo)
    .where(and(eq(photo.ownerUserId, ownerUserId), eq(photo.idempotencyKey, key)))
    .limit(1);
  return row;
}

type Ctx = Pick<AppContext, 'db' | 'files' | 'env' | 'clock'>;

/**
 * Before decoding a received file: its parent has room and its uploader a slot for the day. A
 * refusal here costs a transaction, where decoding a large photo costs a core for a third of a second.
 */
async function admitOne(ctx: Ctx, plan: UploadPlan): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await plan.admit(tx);
    await takeUploadSlot(tx, plan.ownerUserId, ctx.clock.now(), plan.idempotencyKey);
  });
}

/** Stores one file already written to `tmp` and admitted: processed, put in the store, recorded. */
async function storeOne(ctx: Ctx, tmpPath: string, plan: UploadPlan): Promise<PhotoRef> {
  const processed = await processPhoto(tmpPath);
  const id = randomUUID();
  const takenAt = plan.taken
    ? photoTakenAt(
        processed.captured && exifInstant(processed.captured.dateTime, processed.captured.offset, plan.taken.timeZone),
        ctx.clock.now(),
        plan.taken.earliest,
      )
    : null;
  const keys = { full: `photos/${id}/full.jpg`, thumb: `photos/${id}/thumb.jpg` };
  await ctx.files.put(keys.full, processed.full, processed.contentType);
  await ctx.files.put(keys.thumb, processed.thumb, processed.contentType);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await plan.admit(tx);
      await plan.replace?.(tx);
      const [inserted] = await tx
        .insert(photo)
        .values({
          id,
          jobId: plan.jobId,
          ownerUserId: plan.ownerUserId,
          purpose: plan.parent.purpose,
          itemId: plan.parent.purpose === 'reference' ? plan.parent.itemId : null,
          turnoverId:
            plan.parent.purpose === 'task' || plan.parent.purpose === 'problem' ? plan.parent.turnoverId : null,
          conversationId: plan.parent.purpose === 'message' ? plan.parent.conversationId : null,
          payAdjustmentId: plan.parent.purpose === 'receipt' ? plan.parent.payAdjustmentId : null,
          taskId: plan.parent.purpose === 'task' ? plan.parent.taskId : null,
          problemId: plan.parent.purpose === 'problem' ? plan.parent.problemId : null,
          storageKey: keys.full,
          thumbKey: keys.thumb,
          contentType: processed.contentType,
          width: processed.width,
          height: processed.height,
          bytes: processed.full.length,
          takenAt,
          idempotencyKey: plan.idempotencyKey ?? null,
        })
        .returning();
      return inserted!;
    });
    return presentPhoto(row);
  } catch (error) {
    await Promise.allSettled([ctx.files.delete(keys.full), ctx.files.delete(keys.thumb)]);
    // The same photo sent twice at once (a retry while the first was still decoding): the first won.
    const first =
      plan.idempotencyKey && pgErrorCode(error) === '23505'
        ? await keyedPhoto(ctx.db, plan.ownerUserId, plan.idempotencyKey)
        : undefined;
    if (first) return presentPhoto(first);
    throw error;
  }
}

/** Why a file was refused, in the uploader's words; null for an error that is ours (rethrown). */
function refusal(error: unknown): string | null {
  if (error instanceof PhotoRejected) return photoText.rejected[error.reason];
  if (
    error instanceof AppError &&
    (error.code === 'LIMIT_REACHED' || error.code === 'TURNOVER_COMPLETED' || error.code === 'TURNOVER_NOT_STARTED')
  )
    return error.message;
  return null;
}

/** Reads every file of a multipart request into `plan`'s parent; see the module comment. */
export async function receivePhotos(ctx: Ctx, req: FastifyRequest, plan: UploadPlan): Promise<PhotoUploadResponse> {
  if (!req.isMultipart()) throw new AppError('VALIDATION_FAILED', text.errors.notMultipart);
  const tmpDir = uploadTempDir(ctx.env.dataDir);
  const stored: PhotoRef[] = [];
  const rejected: { name: string; message: string }[] = [];
  let files = 0;
  // Whether the parser is reading the next part: what fails then is the body's framing (cut short,
  // no or a bad boundary, too many parts), the client's error and not ours.
  let parsing = true;
  /** The file where the rest of the request could not be read, and why, if it could not. */
  let cutShort: { name: string; message: string } | null = null;
  try {
    const parts = req.parts({
      limits: {
        fileSize: MAX_PHOTO_BYTES,
        files: plan.idempotencyKey ? 1 : MAX_FILES_PER_REQUEST,
        fields: 10,
        fieldSize: 1024,
        parts: MAX_FILES_PER_REQUEST + 10,
      },
    });
    for await (const part of parts) {
      parsing = false;
      if (part.type !== 'file') {
        parsing = true;
        continue;
      }
      files += 1;
      const name = (part as MultipartFile).filename || `photo ${files}`;
      if (plan.oneFile && files > 1) {
        // One photo per request (a message's): the others are named as refused, the way a file
        // over a limit is, and read off the request.
        rejected.push({ name, message: text.errors.tooManyFiles });
        part.file.resume();
        parsing = true;
        continue;
      }
      let tmp: { path: string } | undefined;
      let sourceFailed = false;
      part.file.once('error', () => (sourceFailed = true));
      try {
        tmp = await receiveUpload(part.file, { maxBytes: MAX_PHOTO_BYTES, tmpDir });
        await admitOne(ctx, plan);
        stored.push(await storeOne(ctx, tmp.path, plan));
      } catch (error) {
        // A keyed photo refused (say, the item now full) because its first sending landed meanwhile.
        const first = plan.idempotencyKey ? await keyedPhoto(ctx.db, plan.ownerUserId, plan.idempotencyKey) : undefined;
        if (first) {
          stored.push(presentPhoto(first));
          parsing = true;
          continue;
        }
        const message = refusal(error);
        if (message === null) {
          // The part's own stream broke (the body ended inside it): the framing again, not ours.
          if (sourceFailed || (part.file.destroyed && !part.file.readableEnded)) throw new BrokenUpload(name);
          throw error;
        }
        rejected.push({ name, message });
        req.log.info(
          { file: name, reason: error instanceof PhotoRejected ? error.reason : (error as AppError).code },
          'photo refused',
        );
      } finally {
        // Whatever happened, the rest of this file is read off the request so the next one arrives.
        part.file.resume();
        if (tmp) await rm(tmp.path, { force: true });
      }
      parsing = true;
    }
  } catch (error) {
    if (isPartsLimit(error)) cutShort = { name: `photo ${files + 1}`, message: text.errors.tooManyFiles };
    else if (error instanceof BrokenUpload) cutShort = { name: error.fileName, message: text.errors.uploadBroken };
    else if (parsing) cutShort = { name: `photo ${files + 1}`, message: text.errors.uploadBroken };
    else throw error;
    req.log.info({ err: error, stored: stored.length }, 'upload cut short');
  }
  if (cutShort) {
    // The photos stored before the break are kept and reported, like any refused file's neighbours.
    if (stored.length === 0) throw new AppError('VALIDATION_FAILED', cutShort.message);
    rejected.push(cutShort);
  }
  if (files === 0) throw new AppError('VALIDATION_FAILED', text.errors.noFile);
  if (stored.length === 0) throw new AppError('PHOTO_REJECTED', rejected.map((r) => r.message).join(' '));
  return { photos: stored, rejected };
}

/** A part's stream failed because the request's body broke off inside it. */
class BrokenUpload extends Error {
  constructor(readonly fileName: string) {
    super(`the upload broke off inside ${fileName}`);
  }
}

/** @fastify/multipart's count limits (files, parts, fields) end the iteration with a 413 error. */
function isPartsLimit(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { statusCode?: number }).statusCode === 413;
}
