// A turnover worked through a loss of signal (issue 38): what the phone queued is sent again when
// it cannot know whether the first sending arrived, so the server must take each change once. A
// photo sent twice under one Idempotency-Key is one photo (both answers the same) and takes one
// slot of each limit; a tick sent twice is one tick; a notes save typed before the notes held
// changes nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTOS_PER_ITEM } from '@core/playbook';
import { photo, photoUpload } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { phoneJpeg } from '../../test/photos';
import { signedInClient } from '../../test/sessions';
import { createConfirmedTurnover } from '../../test/turnover-runs';

let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  jpeg = await phoneJpeg({ width: 16, height: 12 });
});
afterAll(() => t.close());

/** A started turnover with two checklist items. */
async function started() {
  const made = await createConfirmedTurnover(t.database.db, { startsInHours: -1 });
  const host = await signedInClient(t.app, made.host);
  const cleaner = await signedInClient(t.app, made.cleaner);
  for (const label of ['Make beds', 'Clean kitchen'])
    expect((await host.post(`/api/host/jobs/${made.jobId}/playbook/items`, { label })).status).toBe(201);
  const run = (await cleaner.post(`/api/cleaner/turnovers/${made.turnover.id}/start`)).body;
  const [first, second] = run.tasks.map((task: { id: string }) => task.id) as [string, string];
  return { ...made, hostClient: host, cleanerClient: cleaner, id: made.turnover.id, taskIds: [first, second] as const };
}

const photosOf = (userId: string) => t.database.db.select().from(photo).where(eq(photo.ownerUserId, userId));
const slotsOf = (userId: string) => t.database.db.select().from(photoUpload).where(eq(photoUpload.userId, userId));

describe('a photo sent again under its Idempotency-Key', () => {
  it('is stored once, answered the same both times, and counted once against the limits', async () => {
    const w = await started();
    const url = `/api/cleaner/turnovers/${w.id}/tasks/${w.taskIds[0]}/photos`;
    const send = (key: string) =>
      w.cleanerClient.upload(url, [{ data: jpeg, filename: 'bed.jpg' }], { headers: { 'idempotency-key': key } });

    const first = await send('photo-key-0001');
    expect(first.status).toBe(201);
    const again = await send('photo-key-0001');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await photosOf(w.cleaner.userId)).toHaveLength(1);
    expect(await slotsOf(w.cleaner.userId)).toHaveLength(1);

    // The report shows it once.
    const report = (await w.hostClient.get(`/api/host/turnovers/${w.id}/report`)).body;
    expect(report.tasks[0].photos).toEqual(first.body.photos);

    // The item's limit counts it once: the item still takes the rest of its photos.
    for (let n = 2; n <= MAX_PHOTOS_PER_ITEM; n++)
      expect((await send(`photo-key-${String(n).padStart(4, '0')}`)).status).toBe(201);
    expect(await photosOf(w.cleaner.userId)).toHaveLength(MAX_PHOTOS_PER_ITEM);
    // Full now, a repeat of the first is still answered with it rather than refused.
    const late = await send('photo-key-0001');
    expect(late.status).toBe(200);
    expect(late.body).toEqual(first.body);
    expect(await slotsOf(w.cleaner.userId)).toHaveLength(MAX_PHOTOS_PER_ITEM);
  });

  it('sent twice at once is still one photo and one slot', async () => {
    const w = await started();
    const url = `/api/cleaner/turnovers/${w.id}/tasks/${w.taskIds[0]}/photos`;
    const send = () =>
      w.cleanerClient.upload(url, [{ data: jpeg, filename: 'bed.jpg' }], {
        headers: { 'idempotency-key': 'racing-key-1' },
      });
    const [a, b] = await Promise.all([send(), send()]);
    // Whichever lands second is answered with the first's photo.
    expect([a.status, b.status]).toContain(201);
    for (const status of [a.status, b.status]) expect([200, 201]).toContain(status);
    expect(a.body.photos).toEqual(b.body.photos);
    expect(await photosOf(w.cleaner.userId)).toHaveLength(1);
    expect(await slotsOf(w.cleaner.userId)).toHaveLength(1);
  });

  it('without a key, or with another key, makes another photo; a bad or reused key is a 400', async () => {
    const w = await started();
    const url = (taskId: string) => `/api/cleaner/turnovers/${w.id}/tasks/${taskId}/photos`;
    const send = (taskId: string, headers?: Record<string, string>) =>
      w.cleanerClient.upload(url(taskId), [{ data: jpeg }], { headers });
    expect((await send(w.taskIds[0])).status).toBe(201);
    expect((await send(w.taskIds[0])).status).toBe(201);
    expect((await send(w.taskIds[0], { 'idempotency-key': 'other-key-1' })).status).toBe(201);
    expect(await photosOf(w.cleaner.userId)).toHaveLength(3);

    const bad = await send(w.taskIds[0], { 'idempotency-key': 'no spaces allowed' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(
      'The Idempotency-Key header must be 8 to 100 letters, digits, dashes or underscores.',
    );
    const reused = await send(w.taskIds[1], { 'idempotency-key': 'other-key-1' });
    expect(reused.status).toBe(400);
    expect(reused.body.error.message).toBe('This Idempotency-Key was already used for a photo of another item.');
    expect(await photosOf(w.cleaner.userId)).toHaveLength(3);
  });

  it('is one photo per key per person: another cleaner may use the same key', async () => {
    const a = await started();
    const b = await started();
    const key = { 'idempotency-key': 'shared-key-1' };
    const upload = (w: typeof a) =>
      w.cleanerClient.upload(`/api/cleaner/turnovers/${w.id}/tasks/${w.taskIds[0]}/photos`, [{ data: jpeg }], {
        headers: key,
      });
    expect((await upload(a)).status).toBe(201);
    expect((await upload(b)).status).toBe(201);
    const rows = await t.database.db
      .select()
      .from(photo)
      .where(and(eq(photo.idempotencyKey, 'shared-key-1')));
    expect(rows.map((r) => r.ownerUserId).sort()).toEqual([a.cleaner.userId, b.cleaner.userId].sort());
  });
});

describe('ticks and notes sent again', () => {
  it('a tick sent twice keeps its first time; an untick sent twice stays unticked', async () => {
    const w = await started();
    const tick = (done: boolean) =>
      w.cleanerClient.request('PUT', `/api/cleaner/turnovers/${w.id}/tasks/${w.taskIds[0]}`, { done });
    const first = (await tick(true)).body;
    await t.app.ctx.clock.advance(60_000);
    expect((await tick(true)).body.doneAt).toBe(first.doneAt);
    expect((await tick(false)).body.doneAt).toBeNull();
    expect((await tick(false)).body.doneAt).toBeNull();
    await t.app.ctx.clock.reset();
  });

  it('a save typed before the notes held changes nothing and is answered with the newer notes', async () => {
    const w = await started();
    const save = (notes: string, typedAt?: string) =>
      w.cleanerClient.request('PUT', `/api/cleaner/turnovers/${w.id}/notes`, { notes, ...(typedAt && { typedAt }) });
    const now = t.app.ctx.clock.now().getTime();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

    expect((await save('Second thoughts', at(2))).body.notes).toBe('Second thoughts');
    const older = await save('First thoughts', at(5));
    expect(older.status).toBe(200);
    expect(older.body.notes).toBe('Second thoughts');
    expect((await save('Third thoughts', at(1))).body.notes).toBe('Third thoughts');
    // Without a time (an older page) the save is as of now.
    expect((await save('Typed just now')).body.notes).toBe('Typed just now');
    expect((await save('Queued long ago', at(10))).body.notes).toBe('Typed just now');
    // A clock running ahead counts as now, so it cannot hold off the saves after it.
    expect((await save('From the future', new Date(now + 3_600_000).toISOString())).body.notes).toBe('From the future');
    await t.app.ctx.clock.advance(1000);
    expect((await save('A second later')).body.notes).toBe('A second later');
    await t.app.ctx.clock.reset();

    const report = (await w.hostClient.get(`/api/host/turnovers/${w.id}/report`)).body;
    expect(report.notes).toBe('A second later');
    expect((await save('x', 'yesterday')).status).toBe(400);
  });
});
