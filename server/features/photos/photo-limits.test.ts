// Photo limits (issue 35): checked before a photo is decoded, so a refused file costs no decoding
// (a huge file that decoding would refuse gets the limit's words, not the decoder's), and the
// 24-hour limit counts uploads, so deleting or replacing photos gives nothing back.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photos as photoText } from '@core/messages/en/photos';
import { MAX_PHOTOS_PER_ACCOUNT_PER_DAY, MAX_PHOTOS_PER_ITEM } from '@core/playbook';
import { photo, photoUpload } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { hugePngHeader, phoneJpeg } from '../../test/photos';
import { signedInClient } from '../../test/sessions';
import { createConfirmedTurnover } from '../../test/turnover-runs';

let t: TestApp;
let jpeg: Buffer;
// 1.6 gigapixels declared in a few dozen bytes: sniffed as a PNG, refused only by the decoder.
const bomb = hugePngHeader(40_000, 40_000);
beforeAll(async () => {
  t = await createTestApp();
  jpeg = await phoneJpeg({ width: 16, height: 12 });
});
afterAll(() => t.close());

describe('photo limits', () => {
  it('refuse a file over the item’s limit before decoding it', async () => {
    const made = await createConfirmedTurnover(t.database.db, { startsInHours: -1 });
    const host = await signedInClient(t.app, made.host);
    const cleaner = await signedInClient(t.app, made.cleaner);
    expect((await host.post(`/api/host/jobs/${made.jobId}/playbook/items`, { label: 'Make beds' })).status).toBe(201);
    const taskId = (await cleaner.post(`/api/cleaner/turnovers/${made.turnover.id}/start`)).body.tasks[0].id as string;
    const url = `/api/cleaner/turnovers/${made.turnover.id}/tasks/${taskId}/photos`;

    // With room on the item the decoder is what refuses it.
    const decoded = await cleaner.upload(url, [{ data: bomb, filename: 'huge.png' }]);
    expect(decoded.body.error).toMatchObject({ code: 'PHOTO_REJECTED', message: photoText.rejected.unreadable });

    const full = await cleaner.upload(
      url,
      Array.from({ length: MAX_PHOTOS_PER_ITEM }, () => ({ data: jpeg })),
    );
    expect(full.body.photos).toHaveLength(MAX_PHOTOS_PER_ITEM);
    const refused = await cleaner.upload(url, [{ data: bomb, filename: 'huge.png' }]);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({
      code: 'PHOTO_REJECTED',
      message: `This item already has ${MAX_PHOTOS_PER_ITEM} photos.`,
    });
  });

  it('count every upload in 24 hours: replacing or removing a photo gives nothing back', async () => {
    const made = await createConfirmedTurnover(t.database.db, { startsInHours: -1 });
    const host = await signedInClient(t.app, made.host);
    const itemId = (await host.post(`/api/host/jobs/${made.jobId}/playbook/items`, { label: 'Make beds' })).body
      .id as string;
    const url = `/api/host/playbook-items/${itemId}/reference-photo`;
    const put = (files: Buffer[]) =>
      host.upload(
        url,
        files.map((data) => ({ data })),
        { method: 'PUT' },
      );

    // The day's uploads but the last five, as the log has them (uploading 395 photos takes seconds).
    const now = t.app.ctx.clock.now();
    await t.database.db.insert(photoUpload).values(
      Array.from({ length: MAX_PHOTOS_PER_ACCOUNT_PER_DAY - 5 }, () => ({
        userId: made.host.userId,
        uploadedAt: now,
      })),
    );
    // Five more, each replacing (deleting) the one before: one photo is left, and the day is full.
    expect((await put(Array.from({ length: 5 }, () => jpeg))).status).toBe(200);
    expect(await t.database.db.select().from(photo).where(eq(photo.ownerUserId, made.host.userId))).toHaveLength(1);
    const message = `You have uploaded ${MAX_PHOTOS_PER_ACCOUNT_PER_DAY} photos in the last 24 hours. Try again later.`;
    const over = await put([jpeg]);
    expect(over.status).toBe(422);
    expect(over.body.error).toMatchObject({ code: 'PHOTO_REJECTED', message });
    // Refused before decoding: the decoder never sees it, so its words are the limit's.
    expect((await put([bomb])).body.error.message).toBe(message);
    // Removing the photo gives nothing back either.
    expect((await host.request('DELETE', `/api/host/playbook-items/${itemId}/reference-photo`)).status).toBe(200);
    expect((await put([jpeg])).body.error.message).toBe(message);

    // A day later the slots are free again.
    await t.app.ctx.clock.advance(24 * 3_600_000 + 1000);
    expect((await put([jpeg])).status).toBe(200);
    await t.app.ctx.clock.reset();
  });

  it('a cleaner who deletes a photo gets no upload back', async () => {
    const made = await createConfirmedTurnover(t.database.db, { startsInHours: -1 });
    const host = await signedInClient(t.app, made.host);
    const cleaner = await signedInClient(t.app, made.cleaner);
    expect((await host.post(`/api/host/jobs/${made.jobId}/playbook/items`, { label: 'Make beds' })).status).toBe(201);
    const taskId = (await cleaner.post(`/api/cleaner/turnovers/${made.turnover.id}/start`)).body.tasks[0].id as string;
    const url = `/api/cleaner/turnovers/${made.turnover.id}/tasks/${taskId}/photos`;
    const now = t.app.ctx.clock.now();
    await t.database.db.insert(photoUpload).values(
      Array.from({ length: MAX_PHOTOS_PER_ACCOUNT_PER_DAY - 1 }, () => ({
        userId: made.cleaner.userId,
        uploadedAt: now,
      })),
    );

    const last = await cleaner.upload(url, [{ data: jpeg }]);
    expect(last.status).toBe(201);
    expect((await cleaner.delete(`/api/cleaner/photos/${last.body.photos[0].id}`)).status).toBe(204);
    expect((await cleaner.upload(url, [{ data: jpeg }])).body.error.message).toBe(
      `You have uploaded ${MAX_PHOTOS_PER_ACCOUNT_PER_DAY} photos in the last 24 hours. Try again later.`,
    );
  });
});
