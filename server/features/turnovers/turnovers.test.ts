// Turnovers through the API (issue 16): the host's Turnovers page, manual turnovers, the cleaner's
// schedule and answers, the .ics feeds, the job card's next turnover and a hire taking over once the
// host sends the offers (issue 37).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '@core/turnovers';
import { notification, outboxEmail, turnover } from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../test/app';
import { createApplicant, createCleaner, createHost, createJob } from '../../test/factories';
import { DAY, dateIn } from '../../test/dates';
import { signedInClient } from '../../test/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signed in without a password check (server/test/sessions.ts). */
const signedIn = (account: { userId: string }) => signedInClient(t.app, account);

/** A host with a job in Austin and (unless told) a hired cleaner, both signed in. */
async function world(options: { hired?: boolean } = {}) {
  const db = t.database.db;
  const host = await createHost(db);
  const job = await createJob(db, host.userId, {
    state: 'TX',
    city: 'Austin',
    propertyAddress: '12 Elm St',
    paymentPerTurnover: 80,
  });
  const { cleaner, application } = await createApplicant(db, job.id, {
    firstName: 'Casey',
    lastName: 'Clean',
    status: options.hired === false ? 'pending' : 'accepted',
  });
  return { host, job, cleaner, application, hostClient: await signedIn(host), cleanerClient: await signedIn(cleaner) };
}

const add = (client: TestClient, jobId: string, body: Record<string, unknown>) =>
  client.post(`/api/host/jobs/${jobId}/turnovers`, body);
const notificationsOf = (userId: string) =>
  t.database.db.select().from(notification).where(eq(notification.userId, userId)).orderBy(asc(notification.createdAt));
const mailsTo = (email: string) =>
  t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, email)).orderBy(asc(outboxEmail.createdAt));

describe('host turnovers', () => {
  it('adds a turnover by hand in the property zone, assigned and offered to the hired cleaner, who is told', async () => {
    const w = await world();
    const res = await add(w.hostClient, w.job.id, {
      date: dateIn(5),
      checkoutTime: '10:00',
      checkinTime: '15:30',
      notes: 'Extra towels',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      jobId: w.job.id,
      date: dateIn(5),
      timeZone: 'America/Chicago',
      sameDay: false,
      payment: 80,
      notes: 'Extra towels',
      source: 'manual',
      status: 'scheduled',
      place: { city: 'Austin', state: 'TX', propertyAddress: '12 Elm St' },
      assignedCleaner: { userId: w.cleaner.userId, name: 'Casey Clean' },
      offer: { status: 'offered', cleanerName: 'Casey Clean', answeredAt: null, reason: null },
    });
    const start = new Date(res.body.startsAt);
    expect(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Chicago',
        hour: '2-digit',
        minute: '2-digit',
        hour12: false,
      }).format(start),
    ).toBe('10:00');

    const list = await w.hostClient.get(`/api/host/jobs/${w.job.id}/turnovers`);
    expect(list.status).toBe(200);
    expect(list.body.job).toMatchObject({
      id: w.job.id,
      checkoutTime: '11:00',
      checkinTime: '16:00',
      timeZone: 'America/Chicago',
      hiredCleaner: { userId: w.cleaner.userId, name: 'Casey Clean' },
    });
    expect(list.body.turnovers.map((x: { id: string }) => x.id)).toEqual([res.body.id]);

    expect((await notificationsOf(w.cleaner.userId)).map((n) => [n.type, n.message])).toEqual([
      ['turnovers_changed', '12 Elm St: 1 new.'],
    ]);
    expect((await mailsTo(w.cleaner.email)).map((m) => m.subject)).toEqual(['Turnovers changed at 12 Elm St']);
  });

  it('refuses a second turnover on one date (409 TURNOVER_DATE_TAKEN), a past date and bad input (400)', async () => {
    const w = await world();
    expect(
      (await add(w.hostClient, w.job.id, { date: dateIn(4), checkoutTime: '11:00', checkinTime: '16:00' })).status,
    ).toBe(201);
    const again = await add(w.hostClient, w.job.id, { date: dateIn(4), checkoutTime: '12:00', checkinTime: '15:00' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('TURNOVER_DATE_TAKEN');
    const past = await add(w.hostClient, w.job.id, { date: dateIn(-2), checkoutTime: '11:00', checkinTime: '16:00' });
    expect(past.status).toBe(400);
    expect(past.body.error.fields.date).toBe('Choose a date from today on.');
    const order = await add(w.hostClient, w.job.id, { date: dateIn(6), checkoutTime: '16:00', checkinTime: '11:00' });
    expect(order.status).toBe(400);
    expect(order.body.error.fields.checkinTime).toBe('Check-in must be after check-out.');
    expect(
      (await add(w.hostClient, w.job.id, { date: '2026-02-30', checkoutTime: '11:00', checkinTime: '16:00' })).status,
    ).toBe(400);
  });

  it('saves the schedule settings with a zone of the state only', async () => {
    const w = await world();
    const ok = await w.hostClient.request('PUT', `/api/host/jobs/${w.job.id}/schedule`, {
      checkoutTime: '10:00',
      checkinTime: '15:00',
      timeZone: 'America/Chicago',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      id: w.job.id,
      checkoutTime: '10:00',
      checkinTime: '15:00',
      timeZone: 'America/Chicago',
    });
    const wrong = await w.hostClient.request('PUT', `/api/host/jobs/${w.job.id}/schedule`, {
      checkoutTime: '10:00',
      checkinTime: '15:00',
      timeZone: 'America/New_York',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.timeZone).toBe("Choose one of the property state's time zones.");
  });

  it('edits a manual turnover (a new date is offered again and the cleaner told) and only the notes of a calendar-made one', async () => {
    const w = await world();
    const made = (await add(w.hostClient, w.job.id, { date: dateIn(5), checkoutTime: '11:00', checkinTime: '16:00' }))
      .body;
    expect((await w.cleanerClient.post(`/api/cleaner/turnovers/${made.id}/confirm`)).status).toBe(200);
    const moved = await w.hostClient.request('PATCH', `/api/host/turnovers/${made.id}`, {
      date: dateIn(7),
      notes: 'Gate code 1234',
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      date: dateIn(7),
      status: 'scheduled',
      notes: 'Gate code 1234',
      offer: { status: 'offered' },
    });
    expect((await notificationsOf(w.cleaner.userId)).at(-1)!.message).toBe('12 Elm St: 1 moved.');

    const [cal] = await t.database.db
      .insert(turnover)
      .values({
        jobId: w.job.id,
        date: dateIn(9),
        startsAt: new Date(Date.now() + 9 * DAY),
        endsAt: new Date(Date.now() + 9 * DAY + 5 * 3600_000),
        payment: 80,
        source: 'calendar',
      })
      .returning();
    const notes = await w.hostClient.request('PATCH', `/api/host/turnovers/${cal!.id}`, { notes: 'Bring ladder' });
    expect(notes.status).toBe(200);
    expect(notes.body.notes).toBe('Bring ladder');
    const date = await w.hostClient.request('PATCH', `/api/host/turnovers/${cal!.id}`, { date: dateIn(10) });
    expect(date.status).toBe(409);
    expect(date.body.error.code).toBe('TURNOVER_NOT_EDITABLE');
  });

  it('cancels an upcoming turnover (urgent within 48 hours); a cancelled one cannot be changed again', async () => {
    const w = await world();
    // Tomorrow in Austin at 06:00 is 6 to 30 hours away whatever the time of day the test runs.
    const tomorrowInAustin = localDate(new Date(Date.now() + DAY), 'America/Chicago');
    const made = (
      await add(w.hostClient, w.job.id, { date: tomorrowInAustin, checkoutTime: '06:00', checkinTime: '10:00' })
    ).body;
    const res = await w.hostClient.post(`/api/host/turnovers/${made.id}/cancel`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', offer: { status: 'withdrawn' } });
    expect(res.body.cancelledAt).not.toBeNull();
    expect((await mailsTo(w.cleaner.email)).at(-1)!.subject).toBe('URGENT: turnover cancelled at 12 Elm St');
    const again = await w.hostClient.post(`/api/host/turnovers/${made.id}/cancel`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('TURNOVER_NOT_EDITABLE');
  });

  it('works without a hire: unassigned, no offer', async () => {
    const w = await world({ hired: false });
    const res = await add(w.hostClient, w.job.id, { date: dateIn(3), checkoutTime: '11:00', checkinTime: '16:00' });
    expect(res.body).toMatchObject({ assignedCleaner: null, offer: null });
    expect((await w.cleanerClient.get('/api/cleaner/schedule')).body).toEqual({ upcoming: [], past: [] });
  });

  it("shows the next turnover on the host's job card", async () => {
    const w = await world();
    await add(w.hostClient, w.job.id, { date: dateIn(8), checkoutTime: '11:00', checkinTime: '16:00' });
    const soon = (await add(w.hostClient, w.job.id, { date: dateIn(3), checkoutTime: '11:00', checkinTime: '16:00' }))
      .body;
    const jobs = (await w.hostClient.get('/api/host/jobs')).body.jobs;
    expect(jobs[0].nextTurnover).toEqual({
      date: dateIn(3),
      startsAt: soon.startsAt,
      timeZone: 'America/Chicago',
      status: 'scheduled',
    });
  });
});

describe('cleaner schedule and answers', () => {
  it('lists the assigned turnovers with the address; confirm and decline each tell the host (a lone cleaner leaves it unfilled)', async () => {
    const w = await world();
    const a = (await add(w.hostClient, w.job.id, { date: dateIn(3), checkoutTime: '11:00', checkinTime: '16:00' }))
      .body;
    const b = (await add(w.hostClient, w.job.id, { date: dateIn(4), checkoutTime: '11:00', checkinTime: '16:00' }))
      .body;
    const schedule = await w.cleanerClient.get('/api/cleaner/schedule');
    expect(schedule.status).toBe(200);
    expect(schedule.body.upcoming.map((x: { id: string }) => x.id)).toEqual([a.id, b.id]);
    expect(schedule.body.upcoming[0].place.propertyAddress).toBe('12 Elm St');

    const confirmed = await w.cleanerClient.post(`/api/cleaner/turnovers/${a.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: 'confirmed',
      offer: { status: 'confirmed', answeredAt: expect.any(String) },
    });
    const declined = await w.cleanerClient.post(`/api/cleaner/turnovers/${b.id}/decline`, { reason: 'Out of town' });
    expect(declined.status).toBe(200);
    // No longer theirs: the answer is theirs to see, the address is not.
    expect(declined.body).toMatchObject({
      status: 'scheduled',
      offer: { status: 'declined', reason: 'Out of town' },
      assignedCleaner: null,
      place: { propertyAddress: null },
    });

    const hostNotes = await notificationsOf(w.host.userId);
    expect(hostNotes.map((n) => [n.type, n.title, n.data])).toEqual([
      ['turnover_answered', 'Turnover confirmed', { job_id: w.job.id, turnover_id: a.id }],
      ['turnover_answered', "Cleaner can't make a turnover", { job_id: w.job.id, turnover_id: b.id }],
      ['turnover_unfilled', 'Urgent: turnover unfilled', { job_id: w.job.id, turnover_id: b.id }],
    ]);
    expect(hostNotes[1]!.message).toContain("Casey Clean can't make the turnover on");
    expect(hostNotes[1]!.message).toContain('“Out of town”');
    expect(hostNotes[1]!.message).toContain('Nobody else on the team is left to ask.');

    const page = (await w.hostClient.get(`/api/host/jobs/${w.job.id}/turnovers`)).body.turnovers;
    expect(page.map((x: { offer: { status: string } }) => x.offer.status)).toEqual(['confirmed', 'declined']);
    expect(page.map((x: { cover: string }) => x.cover)).toEqual(['confirmed', 'unfilled']);
    expect((await w.cleanerClient.get('/api/cleaner/schedule')).body.upcoming.map((x: { id: string }) => x.id)).toEqual(
      [a.id],
    );
  });

  it('refuses a second answer (409 TURNOVER_ALREADY_ANSWERED) and an answer to a cancelled turnover (409 TURNOVER_NOT_OPEN)', async () => {
    const w = await world();
    const a = (await add(w.hostClient, w.job.id, { date: dateIn(3), checkoutTime: '11:00', checkinTime: '16:00' }))
      .body;
    expect((await w.cleanerClient.post(`/api/cleaner/turnovers/${a.id}/confirm`)).status).toBe(200);
    for (const path of ['confirm', 'decline']) {
      const twice = await w.cleanerClient.post(`/api/cleaner/turnovers/${a.id}/${path}`);
      expect(twice.status).toBe(409);
      expect(twice.body.error.code).toBe('TURNOVER_ALREADY_ANSWERED');
    }
    const b = (await add(w.hostClient, w.job.id, { date: dateIn(5), checkoutTime: '11:00', checkinTime: '16:00' }))
      .body;
    await w.hostClient.post(`/api/host/turnovers/${b.id}/cancel`);
    const late = await w.cleanerClient.post(`/api/cleaner/turnovers/${b.id}/confirm`);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('TURNOVER_NOT_OPEN');
  });

  it("hides another cleaner's and another host's turnovers (404) and the address from no one it belongs to", async () => {
    const w = await world();
    const a = (await add(w.hostClient, w.job.id, { date: dateIn(3), checkoutTime: '11:00', checkinTime: '16:00' }))
      .body;
    const other = await createCleaner(t.database.db);
    const otherClient = await signedIn(other);
    expect((await otherClient.post(`/api/cleaner/turnovers/${a.id}/confirm`)).status).toBe(404);
    expect((await otherClient.get('/api/cleaner/schedule')).body).toEqual({ upcoming: [], past: [] });
    const otherHost = await createHost(t.database.db);
    const otherHostClient = await signedIn(otherHost);
    expect((await otherHostClient.get(`/api/host/jobs/${w.job.id}/turnovers`)).status).toBe(404);
    expect((await otherHostClient.request('PATCH', `/api/host/turnovers/${a.id}`, { notes: 'x' })).status).toBe(404);
    expect((await otherHostClient.post(`/api/host/turnovers/${a.id}/cancel`)).status).toBe(404);
    expect((await otherHostClient.get(`/api/host/jobs/${w.job.id}/feed`)).status).toBe(404);
  });

  it('a hire takes over the upcoming turnovers nobody has once the host sends the offers, offered and told', async () => {
    const w = await world({ hired: false });
    const a = (await add(w.hostClient, w.job.id, { date: dateIn(3), checkoutTime: '11:00', checkinTime: '16:00' }))
      .body;
    const hire = await w.hostClient.request('PATCH', `/api/host/applications/${w.application.id}`, { action: 'hire' });
    expect(hire.status).toBe(200);
    expect((await w.cleanerClient.get('/api/cleaner/schedule')).body.upcoming).toEqual([]);
    expect((await w.hostClient.post(`/api/host/jobs/${w.job.id}/team/send-offers`, {})).status).toBe(200);
    const schedule = (await w.cleanerClient.get('/api/cleaner/schedule')).body;
    expect(schedule.upcoming.map((x: { id: string; offer: { status: string } }) => [x.id, x.offer.status])).toEqual([
      [a.id, 'offered'],
    ]);
    expect((await notificationsOf(w.cleaner.userId)).map((n) => n.type)).toEqual([
      'application_status',
      'turnovers_changed',
    ]);
    expect((await mailsTo(w.cleaner.email)).map((m) => m.kind)).toEqual(['hired', 'turnovers-changed']);
  });
});

describe('calendar-app feeds', () => {
  it("serves the cleaner's feed as text/calendar by its token; 'Reset link' revokes the old one", async () => {
    const w = await world();
    const a = (await add(w.hostClient, w.job.id, { date: dateIn(3), checkoutTime: '11:00', checkinTime: '16:00' }))
      .body;
    const b = (await add(w.hostClient, w.job.id, { date: dateIn(4), checkoutTime: '11:00', checkinTime: '16:00' }))
      .body;
    await w.hostClient.post(`/api/host/turnovers/${b.id}/cancel`);
    const link = await w.cleanerClient.get('/api/cleaner/schedule/feed');
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^http:\/\/turnready\.test\/feeds\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await w.cleanerClient.get('/api/cleaner/schedule/feed')).body.url).toBe(link.body.url);
    const path = new URL(link.body.url).pathname;
    const feed = await t.app.inject({ method: 'GET', url: path });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain(`UID:turnover-${a.id}@turnready.app`);
    expect(feed.body).toContain(`UID:turnover-${b.id}@turnready.app`);
    expect(feed.body).toContain('STATUS:CANCELLED');
    expect(feed.body).toContain('12 Elm St');

    const reset = await w.cleanerClient.post('/api/cleaner/schedule/feed/reset');
    expect(reset.status).toBe(200);
    expect(reset.body.url).not.toBe(link.body.url);
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(reset.body.url).pathname })).statusCode).toBe(200);
  });

  it("serves the host's per-job feed; an unknown or malformed token is a 404", async () => {
    const w = await world();
    const a = (await add(w.hostClient, w.job.id, { date: dateIn(3), checkoutTime: '11:00', checkinTime: '16:00' }))
      .body;
    const link = await w.hostClient.get(`/api/host/jobs/${w.job.id}/feed`);
    expect(link.status).toBe(200);
    const feed = await t.app.inject({ method: 'GET', url: new URL(link.body.url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(`UID:turnover-${a.id}@turnready.app`);
    const reset = await w.hostClient.post(`/api/host/jobs/${w.job.id}/feed/reset`);
    expect(reset.body.url).not.toBe(link.body.url);
    for (const url of ['/feeds/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics', '/feeds/short.ics', `/feeds/${'a'.repeat(32)}`]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    // A NUL byte is refused before any feature runs (never a 500).
    expect((await t.app.inject({ method: 'GET', url: '/feeds/%00.ics' })).statusCode).toBe(400);
  });
});
