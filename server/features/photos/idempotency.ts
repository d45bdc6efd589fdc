// Issue 38: a photo queued on a phone without signal may be sent more than once (the answer was
// lost, the page was reloaded mid-upload). The device names each photo with a key of its own in the
// Idempotency-Key header; a request whose key already names one of the uploader's photos is
// answered with that photo (200) instead of storing a second one, and takes no slot of any limit.
import type { FastifyRequest } from 'fastify';
import { playbook as text } from '@core/messages/en/playbook';
import type { PhotoUploadResponse } from '@core/schemas/playbook';
import type { Queryable } from '../../db/client';
import { AppError } from '../../errors';
import { presentPhoto } from '../../photos/presenter';
import { keyedPhoto } from './uploads';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The request's Idempotency-Key, if it sent one (a malformed one is a 400). */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY.test(raw)) throw new AppError('VALIDATION_FAILED', text.errors.badIdempotencyKey);
  return raw;
}

/**
 * The answer to an upload sent again: the photo first stored under its key, once the request's body
 * has been read off (so the connection stays usable); null when the key is new. A key already used
 * for another item or problem is a 400, since the device mixed up its photos.
 */
export async function repeatedUpload(
  q: Queryable,
  req: FastifyRequest,
  ownerUserId: string,
  key: string,
  target: { taskId: string } | { problemId: string } | { conversationId: string },
): Promise<PhotoUploadResponse | null> {
  const row = await keyedPhoto(q, ownerUserId, key);
  if (!row) return null;
  const same =
    'taskId' in target
      ? row.taskId === target.taskId
      : 'problemId' in target
        ? row.problemId === target.problemId
        : row.conversationId === target.conversationId;
  if (!same) throw new AppError('VALIDATION_FAILED', text.errors.idempotencyKeyReused);
  if (req.isMultipart()) for await (const part of req.parts()) if (part.type === 'file') part.file.resume();
  return { photos: [presentPhoto(row)], rejected: [] };
}
