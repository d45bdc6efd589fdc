// Proof a host can trust (issue 37) through the API: 'Start' opens at check-out and earlier only
// with "The guests have left" (kept and flagged), a clean far shorter than usual is flagged on the
// report and in its email, each photo keeps the time it was taken, and the host acknowledges and
// resolves a reported problem that shows on the turnover's card.
import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localDate, localTime } from '@core/turnovers';
import { hostProfile, job, notification, outboxEmail, photo, turnover, turnoverProblem } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createHost } from '../../test/factories';
import { photoPixels } from '../../test/photos';
import { signedInClient } from '../../test/sessions';
import { createConfirmedTurnover } from '../../test/turnover-runs';

const MIN = 60_000;
const HOUR = 60 * MIN;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => t.app.ctx.clock.reset());
afterAll(() => t.close());

const signedIn = (account: { userId: string }) => signedInClient(t.app, account);

async function world(options: { startsInHours: number; hours?: number; jobId?: string; host?: { userId: string } }) {
  const made = await createConfirmedTurnover(t.database.db, options);
  const hostClient = await signedIn(made.host);
  const cleanerClient = await signedIn(made.cleaner);
  return { ...made, hostClient, cleanerClient, id: made.turnover.id };
}

/** A small JPEG whose EXIF says when it was taken (as a camera writes it), or says nothing. */
async function jpegTaken(exif?: { dateTime: string; offset?: string }) {
  const image = sharp(photoPixels(64, 48), { raw: { width: 64, height: 48, channels: 3 } });
  const tagged = exif
    ? image.withExif({
        IFD0: { Make: 'TurnReadyCam' },
        IFD2: {
          DateTimeOriginal: exif.dateTime,
          ...(exif.offset ? { OffsetTimeOriginal: exif.offset } : {}),
        },
      })
    : image;
  return tagged.jpeg().toBuffer();
}

/** "YYYY:MM:DD HH:MM:SS" of `instant` in `timeZone`, as a camera set to that zone writes it. */
const exifLocal = (instant: Date, timeZone: string) =>
  `${localDate(instant, timeZone).replaceAll('-', ':')} ${localTime(instant, timeZone)}:00`;

describe('starting before check-out', () => {
  it('is refused without "The guests have left", allowed with it, kept, and flagged on the report', async () => {
    const w = await world({ startsInHours: 0.5 });
    const page = (await w.cleanerClient.get(`/api/cleaner/turnovers/${w.id}`)).body;
    expect(page.start).toMatchObject({ refusal: 'before_checkout', opensAt: w.turnover.startsAt.toISOString() });

    const refused = await w.cleanerClient.post(`/api/cleaner/turnovers/${w.id}/start`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('TURNOVER_NOT_STARTABLE');
    expect(refused.body.error.message).toMatch(
      /^Check-out is at \d{1,2}:\d{2} [AP]M\. To start before then, confirm that the guests have left\.$/,
    );
    expect((await w.cleanerClient.post(`/api/cleaner/turnovers/${w.id}/start`, { guestsLeft: 'yes' })).status).toBe(
      400,
    );

    const started = await w.cleanerClient.post(`/api/cleaner/turnovers/${w.id}/start`, { guestsLeft: true });
    expect(started.status).toBe(200);
    expect(started.body.guestsLeftConfirmedAt).toBe(started.body.startedAt);
    const [row] = await t.database.db.select().from(turnover).where(eq(turnover.id, w.id));
    expect(row!.guestsLeftConfirmedAt).toEqual(row!.startedAt);

    const report = (await w.hostClient.get(`/api/host/turnovers/${w.id}/report`)).body;
    expect(report.flags).toEqual({
      earlyStart: { guestsLeftAt: started.body.startedAt, checkoutAt: w.turnover.startsAt.toISOString() },
      shortClean: null,
    });

    // Completed a minute later: also far too short for a whole checklist, and the email says both.
    await t.app.ctx.clock.advance(MIN);
    expect((await w.cleanerClient.post(`/api/cleaner/turnovers/${w.id}/complete`)).status).toBe(200);
    expect((await w.hostClient.get(`/api/host/turnovers/${w.id}/report`)).body.flags.shortClean).toEqual({
      minutes: 1,
      usualMinutes: null,
    });
    const [mail] = await t.database.db
      .select()
      .from(outboxEmail)
      .where(and(eq(outboxEmail.kind, 'turnover-completed'), eq(outboxEmail.toAddress, (await hostEmail(w.host))!)));
    expect(mail!.text).toContain('Worth a look:');
    expect(mail!.text).toMatch(
      /• Started before check-out \(\d{1,2}:\d{2} [AP]M\): the cleaner confirmed the guests had left at \d{1,2}:\d{2} [AP]M\./,
    );
    expect(mail!.text).toContain('• Completed in 1 min, under 15 minutes for the whole checklist.');
  });

  it('at or after check-out needs no confirmation and is not flagged', async () => {
    const w = await world({ startsInHours: -0.25 });
    expect((await w.cleanerClient.get(`/api/cleaner/turnovers/${w.id}`)).body.start.refusal).toBeNull();
    const started = await w.cleanerClient.post(`/api/cleaner/turnovers/${w.id}/start`, { guestsLeft: true });
    expect(started.body.guestsLeftConfirmedAt).toBeNull();
    expect((await w.hostClient.get(`/api/host/turnovers/${w.id}/report`)).body.flags.earlyStart).toBeNull();
  });
});

async function hostEmail(host: { userId: string }) {
  const [row] = await t.database.db.select().from(hostProfile).where(eq(hostProfile.userId, host.userId));
  return row?.email;
}

describe('a clean far shorter than usual', () => {
  it('is flagged under half the median of the job’s earlier completed turnovers', async () => {
    const first = await world({ startsInHours: -1 });
    // Three earlier cleans at this property: 90, 100 and 110 minutes.
    for (const [days, minutes] of [
      [3, 90],
      [2, 100],
      [1, 110],
    ] as const) {
      const old = await createConfirmedTurnover(t.database.db, {
        startsInHours: -24 * days,
        host: first.host,
        jobId: first.jobId,
        cleaner: first.cleaner,
      });
      const startedAt = old.turnover.startsAt;
      await t.database.db
        .update(turnover)
        .set({
          status: 'completed',
          startedAt,
          startedByUserId: first.cleaner.userId,
          completedAt: new Date(startedAt.getTime() + minutes * MIN),
        })
        .where(eq(turnover.id, old.turnover.id));
    }
    expect((await first.cleanerClient.post(`/api/cleaner/turnovers/${first.id}/start`)).status).toBe(200);
    await t.app.ctx.clock.advance(45 * MIN);
    expect((await first.cleanerClient.post(`/api/cleaner/turnovers/${first.id}/complete`)).status).toBe(200);
    expect((await first.hostClient.get(`/api/host/turnovers/${first.id}/report`)).body.flags).toEqual({
      earlyStart: null,
      shortClean: { minutes: 45, usualMinutes: 100 },
    });
  });
});

describe('a photo’s time taken', () => {
  it('comes from its EXIF when plausible, else from when it arrived, and the stored file still has no EXIF', async () => {
    const w = await world({ startsInHours: -1 });
    const started = await w.cleanerClient.post(`/api/cleaner/turnovers/${w.id}/start`);
    const problem = await w.cleanerClient.post(`/api/cleaner/turnovers/${w.id}/problems`, {
      kind: 'damage',
      description: 'Cracked mirror',
    });
    expect([started.status, problem.status]).toEqual([200, 201]);
    const [{ timeZone }] = (await t.database.db
      .select({ timeZone: job.timeZone })
      .from(job)
      .where(eq(job.id, w.jobId))) as [{ timeZone: string }];
    const now = t.app.ctx.clock.now();
    const tenMinutesAgo = new Date(Math.floor((now.getTime() - 10 * MIN) / MIN) * MIN);
    const utc = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', ':');
    const url = `/api/cleaner/turnovers/${w.id}/problems/${problem.body.id}/photos`;
    const takenOf = async (data: Buffer) => {
      const res = await w.cleanerClient.upload(url, [{ data }]);
      expect(res.status).toBe(201);
      return res.body.photos[0] as { id: string; takenAt: string; url: string };
    };

    // With its offset; and without one, in the property's zone.
    expect((await takenOf(await jpegTaken({ dateTime: utc(tenMinutesAgo), offset: '+00:00' }))).takenAt).toBe(
      tenMinutesAgo.toISOString(),
    );
    const local = await takenOf(await jpegTaken({ dateTime: exifLocal(tenMinutesAgo, timeZone) }));
    expect(local.takenAt).toBe(tenMinutesAgo.toISOString());
    // In the future, from last month, or not said: when it arrived.
    const arrivesAtUpload = async (data: Buffer) => {
      const before = t.app.ctx.clock.now().getTime();
      const taken = Date.parse((await takenOf(data)).takenAt);
      expect(taken).toBeGreaterThanOrEqual(before);
      expect(taken).toBeLessThanOrEqual(t.app.ctx.clock.now().getTime());
    };
    await arrivesAtUpload(await jpegTaken({ dateTime: utc(new Date(now.getTime() + HOUR)), offset: '+00:00' }));
    await arrivesAtUpload(await jpegTaken({ dateTime: '2026:01:02 10:00:00' }));
    await arrivesAtUpload(await jpegTaken());

    const [row] = await t.database.db.select().from(photo).where(eq(photo.id, local.id));
    expect(row!.takenAt).toEqual(tenMinutesAgo);
    const served = await t.app.inject({
      method: 'GET',
      url: local.url,
      headers: { cookie: w.hostClient.cookieHeader() },
    });
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    // The host's report carries it.
    const report = (await w.hostClient.get(`/api/host/turnovers/${w.id}/report`)).body;
    expect(report.problems[0].photos[1].takenAt).toBe(tenMinutesAgo.toISOString());
  });
});

describe('a reported problem', () => {
  it('shows on the host’s turnover card; the host acknowledges then resolves it (idempotent), and the cleaner sees both', async () => {
    const w = await world({ startsInHours: -1 });
    await w.cleanerClient.post(`/api/cleaner/turnovers/${w.id}/start`);
    const reported = await w.cleanerClient.post(`/api/cleaner/turnovers/${w.id}/problems`, {
      kind: 'supplies',
      description: 'Out of dish soap',
    });
    expect(reported.body).toMatchObject({ acknowledgedAt: null, resolvedAt: null });
    const problemId = reported.body.id as string;
    const card = async () =>
      (
        (await w.hostClient.get(`/api/host/jobs/${w.jobId}/turnovers`)).body.turnovers as {
          id: string;
          problems: unknown[];
        }[]
      ).find((x) => x.id === w.id)!;
    expect((await card()).problems).toEqual([
      {
        id: problemId,
        kind: 'supplies',
        description: 'Out of dish soap',
        createdAt: reported.body.createdAt,
        acknowledgedAt: null,
        resolvedAt: null,
      },
    ]);
    // The cleaner's schedule does not carry the host's view of problems.
    const schedule = (await w.cleanerClient.get('/api/cleaner/schedule')).body;
    expect([...schedule.upcoming, ...schedule.past].find((x: { id: string }) => x.id === w.id).problems).toEqual([]);

    const base = `/api/host/turnovers/${w.id}/problems/${problemId}`;
    const acked = await w.hostClient.post(`${base}/acknowledge`);
    expect(acked.status).toBe(200);
    expect(acked.body).toMatchObject({ id: problemId, acknowledgedAt: expect.any(String), resolvedAt: null });
    await t.app.ctx.clock.advance(5 * MIN);
    expect((await w.hostClient.post(`${base}/acknowledge`)).body.acknowledgedAt).toBe(acked.body.acknowledgedAt);
    expect((await w.cleanerClient.get(`/api/cleaner/turnovers/${w.id}`)).body.problems[0]).toMatchObject({
      acknowledgedAt: acked.body.acknowledgedAt,
      resolvedAt: null,
    });

    const resolved = await w.hostClient.post(`${base}/resolve`);
    expect(resolved.body).toMatchObject({ acknowledgedAt: acked.body.acknowledgedAt, resolvedAt: expect.any(String) });
    await t.app.ctx.clock.advance(5 * MIN);
    expect((await w.hostClient.post(`${base}/resolve`)).body.resolvedAt).toBe(resolved.body.resolvedAt);
    expect((await card()).problems).toMatchObject([{ resolvedAt: resolved.body.resolvedAt }]);
    expect((await w.cleanerClient.get(`/api/cleaner/turnovers/${w.id}`)).body.problems[0].resolvedAt).toBe(
      resolved.body.resolvedAt,
    );

    // The cleaner was told of each change once (not of the repeats), on their page's live channel.
    const told = await t.database.db
      .select()
      .from(notification)
      .where(eq(notification.userId, w.cleaner.userId))
      .orderBy(asc(notification.createdAt));
    expect(told.map((n) => [n.type, n.title, n.message, n.data])).toEqual([
      [
        'turnovers_changed',
        'Problem acknowledged',
        'The host saw the problem you reported at 12 Harbor Rd: Missing or low supplies.',
        { job_id: w.jobId, turnover_id: w.id },
      ],
      [
        'turnovers_changed',
        'Problem resolved',
        'The host resolved the problem you reported at 12 Harbor Rd: Missing or low supplies.',
        { job_id: w.jobId, turnover_id: w.id },
      ],
    ]);

    // Resolving one not acknowledged acknowledges it too.
    const second = await w.cleanerClient.post(`/api/cleaner/turnovers/${w.id}/problems`, {
      kind: 'maintenance',
      description: 'Dripping tap',
    });
    const direct = await w.hostClient.post(`/api/host/turnovers/${w.id}/problems/${second.body.id}/resolve`);
    expect(direct.body.acknowledgedAt).toBe(direct.body.resolvedAt);
  });

  it('is the owning host’s only: another host and an unknown problem get 404, a cleaner 403', async () => {
    const w = await world({ startsInHours: -1 });
    await w.cleanerClient.post(`/api/cleaner/turnovers/${w.id}/start`);
    const problemId = (
      await w.cleanerClient.post(`/api/cleaner/turnovers/${w.id}/problems`, { kind: 'other', description: 'Odd smell' })
    ).body.id as string;
    const other = await signedIn(await createHost(t.database.db));
    for (const verb of ['acknowledge', 'resolve']) {
      const res = await other.post(`/api/host/turnovers/${w.id}/problems/${problemId}/${verb}`);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Problem not found.');
      expect((await w.cleanerClient.post(`/api/host/turnovers/${w.id}/problems/${problemId}/${verb}`)).status).toBe(
        403,
      );
      expect(
        (await w.hostClient.post(`/api/host/turnovers/${w.id}/problems/${crypto.randomUUID()}/${verb}`)).status,
      ).toBe(404);
    }
    // A problem of another turnover of theirs, named under this one: not found.
    const elsewhere = await world({ startsInHours: -1, host: w.host });
    expect(
      (await w.hostClient.post(`/api/host/turnovers/${elsewhere.id}/problems/${problemId}/acknowledge`)).status,
    ).toBe(404);
    expect((await other.post(`/api/host/turnovers/${w.id}/problems/not-a-uuid/acknowledge`)).status).toBe(400);
    const [untouched] = await t.database.db.select().from(turnoverProblem).where(eq(turnoverProblem.id, problemId));
    expect(untouched!.acknowledgedAt).toBeNull();
  });
});
