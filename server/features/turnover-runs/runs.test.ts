// The playbook and the proof of clean through the API (issue 18): the host's checklist and
// secrets, access inside the window only (and recorded), a run from 'Start' to 'Complete' with
// photos whose metadata is gone, the host's report and email, and files that go with their rows.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CHECKLIST_ITEMS } from '@core/playbook';
import { notification, outboxEmail, photo, playbookItem, storageDeletion } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { createCleaner, createHost } from '../../test/factories';
import { phoneJpeg, PRIVATE_MARKERS } from '../../test/photos';
import { signedInClient } from '../../test/sessions';
import { createConfirmedTurnover } from '../../test/turnover-runs';

let t: TestApp;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  jpeg = await phoneJpeg({ width: 1200, height: 900 });
});
afterAll(() => t.close());

const signedIn = (account: { userId: string }) => signedInClient(t.app, account);
const SECRET = 'Door code 4821#, lockbox behind the AC unit';
// What must never leak: the code with its '#', which no id, time or number in an answer can hold
// (a random UUID held '4821' once, and the test failed).
const CODE = '4821#';

/** A confirmed turnover with a playbook: two kitchen items (one needing a photo), one bathroom item, supplies and access instructions. */
async function world(options: { startsInHours?: number; hours?: number } = {}) {
  const made = await createConfirmedTurnover(t.database.db, options);
  const host = await signedIn(made.host);
  const cleaner = await signedIn(made.cleaner);
  const add = async (label: string, area: string, photoRequired = false) => {
    const res = await host.post(`/api/host/jobs/${made.jobId}/playbook/items`, { label, area, photoRequired });
    expect(res.status).toBe(201);
    return res.body as { id: string; position: number };
  };
  await add('Wipe counters', 'Kitchen');
  await add('Scrub tub', 'Bathroom', true);
  await add('Empty dishwasher', 'Kitchen', true);
  const saved = await host.request('PUT', `/api/host/jobs/${made.jobId}/playbook`, {
    supplies: 'Under the sink',
    accessInstructions: SECRET,
  });
  expect(saved.status).toBe(200);
  return { ...made, hostClient: host, cleanerClient: cleaner, turnoverId: made.turnover.id };
}

/** A served photo's bytes (through the authorized route) as `client` gets them. */
async function download(client: TestClient | null, url: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${url}?download=1`,
    headers: client ? { cookie: client.cookieHeader() } : {},
  });
  return { status: res.statusCode, bytes: res.rawPayload, headers: res.headers };
}

describe('the playbook', () => {
  it('keeps an ordered checklist grouped by area, edits, moves and removes items, and refuses bad input with field errors', async () => {
    const w = await world({ startsInHours: 48 });
    const page = (await w.hostClient.get(`/api/host/jobs/${w.jobId}/playbook`)).body;
    // The second kitchen item joined its area, ahead of the bathroom.
    expect(
      page.items.map((i: { label: string; area: string; position: number }) => [i.area, i.label, i.position]),
    ).toEqual([
      ['Kitchen', 'Wipe counters', 1],
      ['Kitchen', 'Empty dishwasher', 2],
      ['Bathroom', 'Scrub tub', 3],
    ]);
    expect(page).toMatchObject({ supplies: 'Under the sink', accessInstructions: SECRET, accessViews: [] });

    const [wipe, dishwasher, tub] = page.items as { id: string }[];
    const moved = await w.hostClient.post(`/api/host/playbook-items/${dishwasher!.id}/move`, { direction: 'up' });
    expect(moved.body.items.map((i: { label: string }) => i.label)).toEqual([
      'Empty dishwasher',
      'Wipe counters',
      'Scrub tub',
    ]);
    // The first of its area cannot go further up (areas keep their order).
    expect((await w.hostClient.post(`/api/host/playbook-items/${tub!.id}/move`, { direction: 'up' })).status).toBe(409);
    const edited = await w.hostClient.request('PATCH', `/api/host/playbook-items/${wipe!.id}`, {
      label: 'Wipe counters and stove',
      photoRequired: true,
    });
    expect(edited.body).toMatchObject({ label: 'Wipe counters and stove', photoRequired: true, area: 'Kitchen' });
    const removed = await w.hostClient.delete(`/api/host/playbook-items/${tub!.id}`);
    expect(removed.body.items.map((i: { label: string; position: number }) => [i.label, i.position])).toEqual([
      ['Empty dishwasher', 1],
      ['Wipe counters and stove', 2],
    ]);

    const blank = await w.hostClient.post(`/api/host/jobs/${w.jobId}/playbook/items`, {
      label: '   ',
      area: 'Kitchen',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields).toEqual({ label: 'Enter a checklist item.' });
    const long = await w.hostClient.request('PUT', `/api/host/jobs/${w.jobId}/playbook`, {
      accessInstructions: 'x'.repeat(2001),
    });
    expect(long.body.error.fields).toEqual({
      accessInstructions: 'Keep the access instructions under 2,000 characters.',
    });
  });

  it('holds at most 100 items', async () => {
    const w = await world({ startsInHours: 48 });
    await t.database.db.insert(playbookItem).values(
      Array.from({ length: MAX_CHECKLIST_ITEMS - 3 }, (_, i) => ({
        jobId: w.jobId,
        label: `Item ${i}`,
        position: 10 + i,
      })),
    );
    const full = await w.hostClient.post(`/api/host/jobs/${w.jobId}/playbook/items`, { label: 'One too many' });
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({ code: 'LIMIT_REACHED', message: 'A checklist holds at most 100 items.' });
  });

  it('is the owning host’s only: another host, a cleaner and a visitor get nothing', async () => {
    const w = await world({ startsInHours: 48 });
    const other = await signedIn(await createHost(t.database.db));
    expect((await other.get(`/api/host/jobs/${w.jobId}/playbook`)).status).toBe(404);
    expect((await other.post(`/api/host/jobs/${w.jobId}/playbook/items`, { label: 'Mine now' })).status).toBe(404);
    expect((await w.cleanerClient.get(`/api/host/jobs/${w.jobId}/playbook`)).status).toBe(403);
    expect(
      (await new (w.hostClient.constructor as typeof TestClient)(t.app).get(`/api/host/jobs/${w.jobId}/playbook`))
        .status,
    ).toBe(401);
  });
});

describe('access instructions', () => {
  it('show to the confirmed cleaner only inside the window, each read recorded for the host, and nowhere else', async () => {
    const soon = await world({ startsInHours: 2 });
    const read = await soon.cleanerClient.get(`/api/cleaner/turnovers/${soon.turnoverId}/access`);
    expect(read.status).toBe(200);
    expect(read.body.accessInstructions).toBe(SECRET);
    expect(read.headers['cache-control']).toBe('no-store');
    const views = (await soon.hostClient.get(`/api/host/jobs/${soon.jobId}/playbook`)).body.accessViews;
    expect(views).toEqual([
      { cleanerName: 'Maria Vega', viewedAt: expect.any(String), turnoverDate: soon.turnover.date },
    ]);

    // The page says whether there are any, never what they are; nor does the schedule, a notification or an email.
    const pageText = JSON.stringify((await soon.cleanerClient.get(`/api/cleaner/turnovers/${soon.turnoverId}`)).body);
    expect(pageText).toContain('"provided":true');
    expect(pageText).not.toContain(CODE);
    expect(JSON.stringify((await soon.cleanerClient.get('/api/cleaner/schedule')).body)).not.toContain(CODE);
    expect(JSON.stringify(await t.database.db.select().from(notification))).not.toContain(CODE);
    expect(JSON.stringify(await t.database.db.select().from(outboxEmail))).not.toContain(CODE);

    const later = await world({ startsInHours: 30 });
    const early = await later.cleanerClient.get(`/api/cleaner/turnovers/${later.turnoverId}/access`);
    expect(early.status).toBe(403);
    expect(early.body.error).toMatchObject({
      code: 'ACCESS_NOT_OPEN',
      message: 'Access instructions open 24 hours before the window.',
    });
    const over = await world({ startsInHours: -8, hours: 5 });
    expect((await over.cleanerClient.get(`/api/cleaner/turnovers/${over.turnoverId}/access`)).body.error.code).toBe(
      'ACCESS_NOT_OPEN',
    );
    expect((await later.hostClient.get(`/api/host/jobs/${later.jobId}/playbook`)).body.accessViews).toEqual([]);

    // Another cleaner (even one of another job of the same host) gets "not found".
    const stranger = await signedIn(await createCleaner(t.database.db));
    expect((await stranger.get(`/api/cleaner/turnovers/${soon.turnoverId}/access`)).status).toBe(404);
    expect((await stranger.get(`/api/cleaner/turnovers/${soon.turnoverId}`)).status).toBe(404);
  });
});

describe('a turnover run', () => {
  it('starts inside its window, copies the checklist, saves ticks, notes and problems, needs photos to complete, and sends the host the report', async () => {
    const w = await world({ startsInHours: -1 });
    const before = (await w.cleanerClient.get(`/api/cleaner/turnovers/${w.turnoverId}`)).body;
    expect(before).toMatchObject({
      startedAt: null,
      supplies: 'Under the sink',
      access: { state: 'open', provided: true },
      start: { refusal: null },
    });
    expect(before.tasks.map((x: { label: string }) => x.label)).toEqual([
      'Wipe counters',
      'Empty dishwasher',
      'Scrub tub',
    ]);
    expect(
      (await w.cleanerClient.request('PUT', `/api/cleaner/turnovers/${w.turnoverId}/notes`, { notes: 'early' })).body
        .error.code,
    ).toBe('TURNOVER_NOT_STARTED');

    const started = await w.cleanerClient.post(`/api/cleaner/turnovers/${w.turnoverId}/start`);
    expect(started.status).toBe(200);
    expect(started.body.startedAt).toEqual(expect.any(String));
    // Starting twice changes nothing; a playbook change after 'Start' leaves this run's checklist alone.
    expect((await w.cleanerClient.post(`/api/cleaner/turnovers/${w.turnoverId}/start`)).body.startedAt).toBe(
      started.body.startedAt,
    );
    await w.hostClient.post(`/api/host/jobs/${w.jobId}/playbook/items`, { label: 'Added later', area: 'Outside' });
    const tasks = (await w.cleanerClient.get(`/api/cleaner/turnovers/${w.turnoverId}`)).body.tasks as {
      id: string;
      label: string;
      photoRequired: boolean;
    }[];
    expect(tasks.map((x) => x.label)).toEqual(['Wipe counters', 'Empty dishwasher', 'Scrub tub']);
    const [wipe, dishwasher, tub] = tasks;

    const ticked = await w.cleanerClient.request('PUT', `/api/cleaner/turnovers/${w.turnoverId}/tasks/${wipe!.id}`, {
      done: true,
    });
    expect(ticked.body).toMatchObject({ id: wipe!.id, doneAt: expect.any(String) });
    const notes = await w.cleanerClient.request('PUT', `/api/cleaner/turnovers/${w.turnoverId}/notes`, {
      notes: 'Left spare towels on the bed.',
    });
    expect(notes.body.notes).toBe('Left spare towels on the bed.');
    const problem = await w.cleanerClient.post(`/api/cleaner/turnovers/${w.turnoverId}/problems`, {
      kind: 'damage',
      description: 'Wine stain on the rug',
    });
    expect(problem.status).toBe(201);
    expect(
      (await w.cleanerClient.post(`/api/cleaner/turnovers/${w.turnoverId}/problems`, { kind: 'fire', description: '' }))
        .body.error.fields,
    ).toEqual({
      kind: 'Choose what kind of problem it is.',
      description: 'Say what the problem is.',
    });
    const problemPhoto = await w.cleanerClient.upload(
      `/api/cleaner/turnovers/${w.turnoverId}/problems/${problem.body.id}/photos`,
      [{ data: jpeg }],
    );
    expect(problemPhoto.status).toBe(201);

    // Two photo-required items without photos: 'Complete' names them.
    const refused = await w.cleanerClient.post(`/api/cleaner/turnovers/${w.turnoverId}/complete`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'PHOTOS_MISSING',
      message: 'Add a photo to every item marked “Photo required” first: “Empty dishwasher”, “Scrub tub”.',
    });

    for (const task of [dishwasher!, tub!]) {
      const up = await w.cleanerClient.upload(`/api/cleaner/turnovers/${w.turnoverId}/tasks/${task.id}/photos`, [
        { data: jpeg, filename: 'IMG_0001.JPG' },
      ]);
      expect(up.status).toBe(201);
      expect(up.body.rejected).toEqual([]);
    }
    const done = await w.cleanerClient.post(`/api/cleaner/turnovers/${w.turnoverId}/complete`);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ completedAt: expect.any(String), turnover: { status: 'completed' } });
    expect(
      (
        await w.cleanerClient.request('PUT', `/api/cleaner/turnovers/${w.turnoverId}/tasks/${wipe!.id}`, {
          done: false,
        })
      ).body.error.code,
    ).toBe('TURNOVER_COMPLETED');
    expect((await w.cleanerClient.post(`/api/cleaner/turnovers/${w.turnoverId}/complete`)).body.error.code).toBe(
      'TURNOVER_COMPLETED',
    );

    // The host: a notification (to the report) and an email with the summary, never the secret.
    const [told] = await t.database.db.select().from(notification).where(eq(notification.userId, w.host.userId));
    expect(told).toMatchObject({
      type: 'turnover_completed',
      title: 'Turnover completed',
      data: { job_id: w.jobId, turnover_id: w.turnoverId },
    });
    expect(told!.message).toMatch(/^Maria Vega completed .* at 12 Harbor Rd\. 1 problem reported\.$/);
    const [mail] = await t.database.db.select().from(outboxEmail).where(eq(outboxEmail.kind, 'turnover-completed'));
    expect(mail!.subject).toMatch(/^Turnover completed: .* at 12 Harbor Rd$/);
    expect(mail!.text).toContain('Checklist: 1 of 3 items done, 3 photos.');
    expect(mail!.text).toContain('• Damage: Wine stain on the rug');
    expect(mail!.text).toContain(`/host/turnovers/${w.turnoverId}`);
    expect(mail!.text).not.toContain(CODE);

    // The report: who, when, each item with its photos, notes, problems.
    const report = (await w.hostClient.get(`/api/host/turnovers/${w.turnoverId}/report`)).body;
    expect(report).toMatchObject({
      cleaner: { name: 'Maria Vega' },
      notes: 'Left spare towels on the bed.',
      retentionMonths: 12,
      turnover: { status: 'completed', startedAt: expect.any(String), completedAt: expect.any(String) },
    });
    expect(
      report.tasks.map((x: { label: string; doneAt: string | null; photos: unknown[] }) => [
        x.label,
        !!x.doneAt,
        x.photos.length,
      ]),
    ).toEqual([
      ['Wipe counters', true, 0],
      ['Empty dishwasher', false, 1],
      ['Scrub tub', false, 1],
    ]);
    expect(report.problems).toMatchObject([
      {
        kind: 'damage',
        description: 'Wine stain on the rug',
        photos: [{ url: expect.stringMatching(/^\/api\/photos\//) }],
      },
    ]);
    expect(
      (await (await signedIn(await createHost(t.database.db))).get(`/api/host/turnovers/${w.turnoverId}/report`))
        .status,
    ).toBe(404);
  });

  it('cannot start more than 6 hours before check-out, unconfirmed, or by anyone but its cleaner', async () => {
    const far = await world({ startsInHours: 7 });
    const early = await far.cleanerClient.post(`/api/cleaner/turnovers/${far.turnoverId}/start`, { guestsLeft: true });
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({
      code: 'TURNOVER_NOT_STARTABLE',
      message:
        'This turnover cannot be started yet: at the earliest 6 hours before check-out, once the guests have left.',
    });
    expect((await far.cleanerClient.get(`/api/cleaner/turnovers/${far.turnoverId}`)).body.start.refusal).toBe(
      'too_early',
    );
    const stranger = await signedIn(await createCleaner(t.database.db));
    const soon = await world({ startsInHours: 1 });
    expect((await stranger.post(`/api/cleaner/turnovers/${soon.turnoverId}/start`)).status).toBe(404);
    expect((await soon.hostClient.post(`/api/cleaner/turnovers/${soon.turnoverId}/start`)).status).toBe(403);
  });
});

describe('photos', () => {
  it('are re-encoded without metadata, served only to the host and the cleaner who took them, and refused by content with a reason', async () => {
    const w = await world({ startsInHours: -1 });
    await w.cleanerClient.post(`/api/cleaner/turnovers/${w.turnoverId}/start`);
    const task = (
      (await w.cleanerClient.get(`/api/cleaner/turnovers/${w.turnoverId}`)).body.tasks as { id: string }[]
    )[1]!;
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const mixed = await w.cleanerClient.upload(`/api/cleaner/turnovers/${w.turnoverId}/tasks/${task.id}/photos`, [
      { data: jpeg, filename: 'kitchen.jpg' },
      { data: Buffer.from('not a picture at all, just words'), filename: 'notes.jpg' },
    ]);
    expect(mixed.status).toBe(201);
    expect(mixed.body.photos).toHaveLength(1);
    expect(mixed.body.rejected).toEqual([
      { name: 'notes.jpg', message: 'This file is not a photo. Use a JPEG, PNG or WebP image.' },
    ]);
    const only = await w.cleanerClient.upload(`/api/cleaner/turnovers/${w.turnoverId}/tasks/${task.id}/photos`, [
      { data: Buffer.from('%PDF-1.7'), filename: 'doc.pdf' },
    ]);
    expect(only.status).toBe(422);
    expect(only.body.error.code).toBe('PHOTO_REJECTED');
    expect(
      (await w.cleanerClient.post(`/api/cleaner/turnovers/${w.turnoverId}/tasks/${task.id}/photos`, { photo: 'x' }))
        .status,
    ).toBe(400);

    const ref = mixed.body.photos[0] as { url: string; thumbUrl: string; id: string };
    const full = await download(w.hostClient, ref.url);
    expect(full.status).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['content-disposition']).toMatch(/^attachment;/);
    const meta = await sharp(full.bytes).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 900]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    for (const marker of PRIVATE_MARKERS) expect(full.bytes.includes(marker), marker).toBe(false);
    expect((await download(w.cleanerClient, ref.thumbUrl)).status).toBe(200);

    for (const outsider of [
      await signedIn(await createHost(t.database.db)),
      await signedIn(await createCleaner(t.database.db)),
    ]) {
      expect((await download(outsider, ref.url)).status).toBe(404);
      expect((await download(outsider, ref.thumbUrl)).status).toBe(404);
    }
    expect((await download(null, ref.url)).status).toBe(401);
    expect((await download(w.hostClient, `/api/photos/${crypto.randomUUID()}`)).status).toBe(404);

    // Removing it: the row goes and the janitor deletes both files from the store.
    const [stored] = await t.database.db.select().from(photo).where(eq(photo.id, ref.id));
    expect(await t.app.ctx.files.get(stored!.storageKey)).not.toBeNull();
    expect((await w.hostClient.delete(`/api/cleaner/photos/${ref.id}`)).status).toBe(403);
    expect((await w.cleanerClient.delete(`/api/cleaner/photos/${ref.id}`)).status).toBe(204);
    await t.app.ctx.photoJanitor.kick();
    expect(await t.app.ctx.files.get(stored!.storageKey)).toBeNull();
    expect(await t.app.ctx.files.get(stored!.thumbKey)).toBeNull();
    expect((await download(w.hostClient, ref.url)).status).toBe(404);
  });

  it('a reference photo shows to the host and the job’s cleaner; replacing it deletes the old files', async () => {
    const w = await world({ startsInHours: 2 });
    const itemId = (await w.hostClient.get(`/api/host/jobs/${w.jobId}/playbook`)).body.items[0].id as string;
    const first = await w.hostClient.upload(`/api/host/playbook-items/${itemId}/reference-photo`, [{ data: jpeg }], {
      method: 'PUT',
    });
    expect(first.status).toBe(200);
    expect(first.body.referencePhoto).toMatchObject({ url: expect.any(String) });
    expect((await download(w.cleanerClient, first.body.referencePhoto.url)).status).toBe(200);
    expect(
      (await download(await signedIn(await createCleaner(t.database.db)), first.body.referencePhoto.url)).status,
    ).toBe(404);
    const [old] = await t.database.db.select().from(photo).where(eq(photo.id, first.body.referencePhoto.id));

    const second = await w.hostClient.upload(`/api/host/playbook-items/${itemId}/reference-photo`, [{ data: jpeg }], {
      method: 'PUT',
    });
    expect(second.body.referencePhoto.id).not.toBe(first.body.referencePhoto.id);
    await t.app.ctx.photoJanitor.kick();
    expect(await t.app.ctx.files.get(old!.storageKey)).toBeNull();
    const bad = await w.hostClient.upload(
      `/api/host/playbook-items/${itemId}/reference-photo`,
      [{ data: Buffer.from('GIF89a......'), filename: 'x.gif' }],
      { method: 'PUT' },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.error.message).toBe('This file is not a photo. Use a JPEG, PNG or WebP image.');
  });

  it('are deleted, files too, after the retention period and when the job is deleted', async () => {
    const w = await world({ startsInHours: -1 });
    await w.cleanerClient.post(`/api/cleaner/turnovers/${w.turnoverId}/start`);
    const task = (
      (await w.cleanerClient.get(`/api/cleaner/turnovers/${w.turnoverId}`)).body.tasks as { id: string }[]
    )[0]!;
    const up = async () =>
      (await w.cleanerClient.upload(`/api/cleaner/turnovers/${w.turnoverId}/tasks/${task.id}/photos`, [{ data: jpeg }]))
        .body.photos[0].id as string;
    const oldId = await up();
    const newId = await up();
    const thirteenMonthsAgo = new Date(Date.now() - 400 * 24 * 3_600_000);
    await t.database.db.update(photo).set({ createdAt: thirteenMonthsAgo }).where(eq(photo.id, oldId));
    const [old] = await t.database.db.select().from(photo).where(eq(photo.id, oldId));
    await t.app.ctx.photoJanitor.kick();
    expect(await t.database.db.select().from(photo).where(eq(photo.id, oldId))).toEqual([]);
    expect(await t.app.ctx.files.get(old!.storageKey)).toBeNull();
    const [kept] = await t.database.db.select().from(photo).where(eq(photo.id, newId));
    expect(kept).toBeDefined();

    expect((await w.hostClient.delete(`/api/host/jobs/${w.jobId}`)).status).toBe(200);
    await t.app.ctx.photoJanitor.kick();
    expect(await t.database.db.select().from(photo).where(eq(photo.jobId, w.jobId))).toEqual([]);
    expect(await t.app.ctx.files.get(kept!.storageKey)).toBeNull();
    expect(await t.database.db.select().from(storageDeletion)).toEqual([]);
    expect((await w.hostClient.get(`/api/host/jobs/${w.jobId}/playbook`)).status).toBe(404);
  });
});
