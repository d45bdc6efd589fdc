// The 24-hour upload limit per account (MAX_PHOTOS_PER_ACCOUNT_PER_DAY), counted in a log of
// uploads (photo_uploads) rather than in the photos that still exist: deleting or replacing a
// photo must not give its slot back, or the limit would bound nothing but what is kept.
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import { format } from '@core/messages/format';
import { playbook as text } from '@core/messages/en/playbook';
import { MAX_PHOTOS_PER_ACCOUNT_PER_DAY } from '@core/playbook';
import type { Tx } from '../../db/client';
import { photoUpload } from '../../db/schema';
import { AppError } from '../../errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Takes one of the uploader's slots for the last 24 hours, or throws LIMIT_REACHED. Called before
 * the photo is decoded, so a refused one costs no decoding. The uploader's uploads are serialized
 * by a transaction-scoped lock (their photos can go to different turnovers, whose row locks would
 * not make two uploads count each other), so two at once cannot both take the last slot. The slot
 * stays taken whatever happens to the photo next: the decoding it paid for is what the limit bounds.
 */
export async function takeUploadSlot(tx: Tx, userId: string, now: Date, idempotencyKey?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`turnready:photo-uploads:${userId}`}, 0))`);
  const since = new Date(now.getTime() - DAY_MS);
  // Issue 38: the same photo sent again (its key seen today) already has its slot.
  if (idempotencyKey) {
    const [seen] = await tx
      .select({ id: photoUpload.id })
      .from(photoUpload)
      .where(
        and(
          eq(photoUpload.userId, userId),
          eq(photoUpload.idempotencyKey, idempotencyKey),
          gte(photoUpload.uploadedAt, since),
        ),
      )
      .limit(1);
    if (seen) return;
  }
  // What no longer counts goes as the account uploads, so the log holds at most a day's worth each.
  await tx.delete(photoUpload).where(and(eq(photoUpload.userId, userId), lt(photoUpload.uploadedAt, since)));
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(photoUpload)
    .where(and(eq(photoUpload.userId, userId), gte(photoUpload.uploadedAt, since)))) as [{ n: number }];
  if (n >= MAX_PHOTOS_PER_ACCOUNT_PER_DAY)
    throw new AppError('LIMIT_REACHED', format(text.errors.accountPhotosFull, { max: MAX_PHOTOS_PER_ACCOUNT_PER_DAY }));
  await tx.insert(photoUpload).values({ userId, uploadedAt: now, idempotencyKey: idempotencyKey ?? null });
}
