// Photos raced (issue 18), on PostgreSQL: uploads at once onto one checklist item stop exactly at
// its limit (no file left behind for a refused one), two at once onto two items at the uploader's
// last slot of the day store one (issue 35: no row lock is shared by those), and 'Complete' racing
// the removal of the only photo of a photo-required item never completes a turnover that lacks it.
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_ACCOUNT_PER_DAY, MAX_PHOTOS_PER_ITEM } from '@core/playbook';
import { photo, photoUpload, turnover } from '../../db/schema';
import { createTestApp, type TestApp } from '../app';
import { signedInClient } from '../sessions';
import { createConfirmedTurnover } from '../turnover-runs';
import { phoneJpeg } from '../photos';
import { race, REPS, tally } from './support';

let t: TestApp;
let dataDir: string;
let jpeg: Buffer;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnready-photos-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  jpeg = await phoneJpeg({ width: 64, height: 48 });
});
afterAll(() => t?.close());

/** A started run whose checklist is one photo-required item. */
async function startedRun() {
  const made = await createConfirmedTurnover(t.database.db, { startsInHours: -1 });
  const host = await signedInClient(t.app, made.host);
  const cleaner = await signedInClient(t.app, made.cleaner);
  expect(
    (await host.post(`/api/host/jobs/${made.jobId}/playbook/items`, { label: 'Make beds', photoRequired: true }))
      .status,
  ).toBe(201);
  const started = await cleaner.post(`/api/cleaner/turnovers/${made.turnover.id}/start`);
  return { ...made, cleaner, taskId: started.body.tasks[0].id as string };
}

/** Every file in the store's folder (two per stored photo; the store's hidden sidecars left out). */
async function storedFiles(): Promise<string[]> {
  const root = path.join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => path.join(e.parentPath, e.name));
}

describe('photos under concurrency', () => {
  it(`uploads at once onto one item stop at ${MAX_PHOTOS_PER_ITEM}, and a refused one leaves no file`, async () => {
    for (let rep = 0; rep < REPS; rep++) {
      const run = await startedRun();
      const before = (await storedFiles()).length;
      const attempts = MAX_PHOTOS_PER_ITEM + 4;
      const results = await race(t.database, () =>
        Promise.all(
          Array.from({ length: attempts }, () =>
            run.cleaner.upload(`/api/cleaner/turnovers/${run.turnover.id}/tasks/${run.taskId}/photos`, [
              { data: jpeg },
            ]),
          ),
        ),
      );
      expect(tally(results.map((r) => r.status))).toEqual({ 201: MAX_PHOTOS_PER_ITEM, 422: 4 });
      expect(results.find((r) => r.status === 422)!.body.error.message).toBe(
        `This item already has ${MAX_PHOTOS_PER_ITEM} photos.`,
      );
      expect(await t.database.db.select().from(photo).where(eq(photo.taskId, run.taskId))).toHaveLength(
        MAX_PHOTOS_PER_ITEM,
      );
      expect((await storedFiles()).length - before).toBe(2 * MAX_PHOTOS_PER_ITEM);
    }
  });

  it(`two uploads at once onto two items at the uploader's last slot of the day: one is stored`, async () => {
    for (let rep = 0; rep < REPS; rep++) {
      const made = await createConfirmedTurnover(t.database.db, { startsInHours: -1 });
      const host = await signedInClient(t.app, made.host);
      const items: string[] = [];
      for (const label of ['Make beds', 'Wipe counters'])
        items.push((await host.post(`/api/host/jobs/${made.jobId}/playbook/items`, { label })).body.id as string);
      // The day's other uploads, as the log has them (uploading them here would take seconds a rep).
      const now = t.app.ctx.clock.now();
      await t.database.db.insert(photoUpload).values(
        Array.from({ length: MAX_PHOTOS_PER_ACCOUNT_PER_DAY - 1 }, () => ({
          userId: made.host.userId,
          uploadedAt: now,
        })),
      );
      const results = await race(
        t.database,
        () =>
          Promise.all(
            items.map((id) =>
              host.upload(`/api/host/playbook-items/${id}/reference-photo`, [{ data: jpeg }], { method: 'PUT' }),
            ),
          ),
        { wanted: 2 },
      );
      expect(tally(results.map((r) => r.status))).toEqual({ 200: 1, 422: 1 });
      expect(results.find((r) => r.status === 422)!.body.error.message).toBe(
        `You have uploaded ${MAX_PHOTOS_PER_ACCOUNT_PER_DAY} photos in the last 24 hours. Try again later.`,
      );
    }
  });

  it("'Complete' racing the removal of a required item's only photo never completes without it", async () => {
    const outcomes: string[] = [];
    for (let rep = 0; rep < Math.max(REPS, 3); rep++) {
      const run = await startedRun();
      const up = await run.cleaner.upload(`/api/cleaner/turnovers/${run.turnover.id}/tasks/${run.taskId}/photos`, [
        { data: jpeg },
      ]);
      const photoId = up.body.photos[0].id as string;
      const [complete, remove] = await race(
        t.database,
        () =>
          Promise.all([
            run.cleaner.post(`/api/cleaner/turnovers/${run.turnover.id}/complete`),
            run.cleaner.delete(`/api/cleaner/photos/${photoId}`),
          ]),
        { wanted: 2 },
      );
      const [row] = await t.database.db.select().from(turnover).where(eq(turnover.id, run.turnover.id));
      const photos = await t.database.db.select().from(photo).where(eq(photo.taskId, run.taskId));
      if (row!.status === 'completed') {
        expect([complete.status, remove.status]).toEqual([200, 409]);
        expect(photos).toHaveLength(1);
        outcomes.push('completed');
      } else {
        expect([complete.status, remove.status]).toEqual([409, 204]);
        expect(complete.body.error.code).toBe('PHOTOS_MISSING');
        expect(photos).toHaveLength(0);
        outcomes.push('removed');
      }
    }
    expect(outcomes.length).toBeGreaterThan(0);
  });
});
