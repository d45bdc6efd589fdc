// Booking calendars through the API (issue 16), against a loopback feed server whose .ics text
// each test changes between syncs: what a sync creates, moves, cancels and leaves alone, the
// host's block marks, failures (last good schedule kept, one email at the third), unsafe links.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_FETCH_MESSAGES } from '../../calendars/safe-fetch';
import { calendarEvent, jobCalendar, notification, outboxEmail, turnover } from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../test/app';
import {
  createApplication,
  createCleaner,
  createHost,
  createJob,
  futureDate,
  TEST_PASSWORD,
} from '../../test/factories';
import { airbnbFeed, startFeedServer, vrboFeed, type FeedServer, type FeedStay } from '../../test/feed-server';
import { IMPORT_MONTHS_AHEAD, MAX_CALENDARS_PER_JOB, MAX_TURNOVERS_AHEAD, PAST_TURNOVER_DAYS } from '@core/turnovers';
import { maskCalendarUrl } from './presenter';

let t: TestApp;
let feeds: FeedServer;

beforeAll(async () => {
  feeds = await startFeedServer();
  t = await createTestApp({ env: { CALENDAR_FETCH_ALLOW: feeds.host } });
});
afterAll(async () => {
  await t?.close();
  await feeds?.close();
});

let seq = 0;
/** A fresh host with one job, signed in, and a feed path of its own. */
async function hostWithJob() {
  const host = await createHost(t.database.db);
  const job = await createJob(t.database.db, host.userId, { state: 'FL', city: 'Miami', paymentPerTurnover: 120 });
  const client = new TestClient(t.app);
  expect((await client.post('/api/session', { email: host.email, password: TEST_PASSWORD })).status).toBe(200);
  const path = `/ical/${++seq}/secret-token-${seq}abc.ics?s=topsecret${seq}`;
  return { host, job, client, path: path.split('?')[0]!, link: feeds.url(path) };
}

const liveTurnovers = (jobId: string) =>
  t.database.db
    .select()
    .from(turnover)
    .where(and(eq(turnover.jobId, jobId)))
    .then((rows) =>
      rows
        .filter((r) => r.status === 'scheduled' || r.status === 'confirmed')
        .sort((a, b) => a.date.localeCompare(b.date)),
    );
const allTurnovers = (jobId: string) => t.database.db.select().from(turnover).where(eq(turnover.jobId, jobId));
const failingEmails = (to: string) =>
  t.database.db
    .select()
    .from(outboxEmail)
    .where(and(eq(outboxEmail.toAddress, to), eq(outboxEmail.kind, 'calendar-failing')));

const stay = (uid: string, start: number, end: number, summary?: string): FeedStay => ({
  uid,
  start: futureDate(start),
  end: futureDate(end),
  ...(summary ? { summary } : {}),
});

describe('adding calendars', () => {
  it('adds an Airbnb-style and a Vrbo-style calendar: one turnover per reservation, none for blocks, links masked', async () => {
    const { job, client, path, link } = await hostWithJob();
    feeds.serve(path, airbnbFeed([stay('a1', 10, 14), stay('a2', 14, 17)], [stay('b1', 20, 23)]));
    const vrboPath = `${path}.vrbo`;
    feeds.serve(vrboPath, vrboFeed([stay('v1', 30, 33), stay('v2', 40, 44)], [stay('v3', 50, 52)]));

    const airbnb = await client.post(`/api/host/jobs/${job.id}/calendars`, { url: link, label: 'Airbnb' });
    expect(airbnb.status).toBe(201);
    expect(airbnb.body).toMatchObject({
      label: 'Airbnb',
      kind: 'airbnb',
      kindChosen: false,
      lastError: null,
      consecutiveFailures: 0,
    });
    expect(airbnb.body.lastSyncedAt).toEqual(expect.any(String));
    expect(airbnb.body.maskedUrl).toBe(`http://${feeds.host}/ical/…`);
    const vrbo = await client.post(`/api/host/jobs/${job.id}/calendars`, { url: feeds.url(vrboPath) });
    expect(vrbo.status).toBe(201);
    expect(vrbo.body).toMatchObject({ label: null, kind: 'vrbo' });

    const live = await liveTurnovers(job.id);
    // Checkout days of the four reservations; the 14th is a same-day turn (a2 arrives that day).
    expect(live.map((r) => r.date)).toEqual([futureDate(14), futureDate(17), futureDate(33), futureDate(44)]);
    expect(live.every((r) => r.source === 'calendar' && r.payment === 120)).toBe(true);
    expect(live.map((r) => r.sameDay)).toEqual([true, false, false, false]);

    const list = await client.get(`/api/host/jobs/${job.id}/calendars`);
    expect(list.status).toBe(200);
    expect(list.body.calendars.map((c: { kind: string }) => c.kind)).toEqual(['airbnb', 'vrbo']);
    // The secret parts of the link never leave the server.
    for (const res of [airbnb, vrbo, list]) expect(JSON.stringify(res.body)).not.toMatch(/secret-token|topsecret/);

    const events = await client.get(`/api/host/calendars/${airbnb.body.id}/events`);
    expect(events.body.events).toEqual([
      {
        uid: 'a1@airbnb.com',
        summary: 'Reserved',
        startDate: futureDate(10),
        endDate: futureDate(14),
        feedBlock: false,
        markedBlock: false,
      },
      {
        uid: 'a2@airbnb.com',
        summary: 'Reserved',
        startDate: futureDate(14),
        endDate: futureDate(17),
        feedBlock: false,
        markedBlock: false,
      },
      {
        uid: 'b1@airbnb.com',
        summary: 'Airbnb (Not available)',
        startDate: futureDate(20),
        endDate: futureDate(23),
        feedBlock: true,
        markedBlock: false,
      },
    ]);
  });

  it('refuses a link to a private address with a plain message, without sending it anything', async () => {
    const { job, client } = await hostWithJob();
    // A server on loopback that is not allow-listed (another port): it must receive nothing.
    let received = 0;
    const trap = http.createServer((_req, res) => {
      received++;
      res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR');
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = trap.address() as AddressInfo;
      for (const url of [
        `http://127.0.0.1:${port}/cal.ics`,
        'http://10.0.0.7/cal.ics',
        'http://[::1]:80/cal.ics',
        'http://169.254.169.254/latest/meta-data',
      ]) {
        const res = await client.post(`/api/host/jobs/${job.id}/calendars`, { url });
        expect(res.status, url).toBe(400);
        expect(res.body.error.fields.url).toBe(CALENDAR_FETCH_MESSAGES.not_allowed_address);
      }
      const bad = await client.post(`/api/host/jobs/${job.id}/calendars`, {
        url: 'https://user:pw@example.com/cal.ics',
      });
      expect(bad.status).toBe(400);
      expect(received).toBe(0);
      expect(await t.database.db.select().from(jobCalendar).where(eq(jobCalendar.jobId, job.id))).toHaveLength(0);
    } finally {
      await new Promise<void>((resolve) => trap.close(() => resolve()));
    }
  });

  it('refuses a link that does not return a calendar, and stores nothing', async () => {
    const { job, client, path, link } = await hostWithJob();
    feeds.fail(path, 200, '<html>Sign in</html>');
    const res = await client.post(`/api/host/jobs/${job.id}/calendars`, { url: link });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.url).toBe(CALENDAR_FETCH_MESSAGES.not_calendar);
    expect(await t.database.db.select().from(jobCalendar).where(eq(jobCalendar.jobId, job.id))).toHaveLength(0);
  });

  it("answers 404 for another host's job and calendar", async () => {
    const mine = await hostWithJob();
    const other = await hostWithJob();
    feeds.serve(other.path, airbnbFeed([stay('x1', 10, 12)]));
    const added = await other.client.post(`/api/host/jobs/${other.job.id}/calendars`, { url: other.link });
    expect(added.status).toBe(201);
    const id = added.body.id;
    expect((await mine.client.get(`/api/host/jobs/${other.job.id}/calendars`)).status).toBe(404);
    expect((await mine.client.post(`/api/host/jobs/${other.job.id}/calendars`, { url: other.link })).status).toBe(404);
    expect((await mine.client.get(`/api/host/calendars/${id}/events`)).status).toBe(404);
    expect((await mine.client.post(`/api/host/calendars/${id}/sync`)).status).toBe(404);
    expect((await mine.client.request('PATCH', `/api/host/calendars/${id}`, { label: 'Mine now' })).status).toBe(404);
    expect(
      (
        await mine.client.post(`/api/host/calendars/${id}/blocks`, {
          startDate: futureDate(10),
          endDate: futureDate(12),
          blocked: true,
        })
      ).status,
    ).toBe(404);
    expect((await mine.client.delete(`/api/host/calendars/${id}`)).status).toBe(404);
    expect(await liveTurnovers(other.job.id)).toHaveLength(1);
  });
});

describe('syncing', () => {
  async function withCalendar(stays: FeedStay[], blocks: FeedStay[] = []) {
    const ctx = await hostWithJob();
    feeds.serve(ctx.path, airbnbFeed(stays, blocks));
    const res = await ctx.client.post(`/api/host/jobs/${ctx.job.id}/calendars`, { url: ctx.link });
    expect(res.status).toBe(201);
    return {
      ...ctx,
      calendarId: res.body.id as string,
      syncNow: () => ctx.client.post(`/api/host/calendars/${res.body.id}/sync`),
    };
  }

  it('changes nothing when the feed re-issues the same stays under new UIDs', async () => {
    const c = await withCalendar([stay('u1', 5, 8), stay('u2', 12, 15)]);
    const before = await allTurnovers(c.job.id);
    feeds.serve(c.path, airbnbFeed([stay('u1-new', 5, 8), stay('u2-new', 12, 15)]));
    const res = await c.syncNow();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ lastError: null, consecutiveFailures: 0 });
    const after = await allTurnovers(c.job.id);
    expect(after.map((r) => [r.id, r.date, r.status, r.startsAt.toISOString()]).sort()).toEqual(
      before.map((r) => [r.id, r.date, r.status, r.startsAt.toISOString()]).sort(),
    );
  });

  it('moves the turnover of a reservation whose dates moved, and cancels a vanished future one', async () => {
    const c = await withCalendar([stay('m1', 5, 8), stay('m2', 12, 15)]);
    const [first, second] = await liveTurnovers(c.job.id);
    feeds.serve(c.path, airbnbFeed([stay('m1', 5, 9)]));
    await c.syncNow();
    const rows = await allTurnovers(c.job.id);
    expect(rows.find((r) => r.id === first!.id)).toMatchObject({ date: futureDate(9), status: 'scheduled' });
    expect(rows.find((r) => r.id === second!.id)).toMatchObject({ date: futureDate(15), status: 'cancelled' });
    expect((await liveTurnovers(c.job.id)).map((r) => r.date)).toEqual([futureDate(9)]);
  });

  it('never changes past, completed or manual turnovers', async () => {
    const c = await withCalendar([stay('p1', 5, 8), stay('p2', 12, 15)]);
    const [soon, later] = await liveTurnovers(c.job.id);
    // One already happened (its window is in the past), one was completed, one was added by hand.
    await t.database.db
      .update(turnover)
      .set({
        startsAt: new Date(Date.now() - 3 * 86_400_000),
        endsAt: new Date(Date.now() - 3 * 86_400_000 + 3600_000),
      })
      .where(eq(turnover.id, soon!.id));
    await t.database.db
      .update(turnover)
      .set({ status: 'completed', startedAt: new Date(), completedAt: new Date() })
      .where(eq(turnover.id, later!.id));
    const [manual] = await t.database.db
      .insert(turnover)
      .values({
        jobId: c.job.id,
        date: futureDate(20),
        startsAt: new Date(Date.now() + 20 * 86_400_000),
        endsAt: new Date(Date.now() + 20 * 86_400_000 + 3600_000),
        payment: 99,
        source: 'manual',
      })
      .returning();
    const before = await allTurnovers(c.job.id);
    feeds.serve(c.path, airbnbFeed([]));
    await c.syncNow();
    const after = await allTurnovers(c.job.id);
    expect(after.map((r) => [r.id, r.status, r.date]).sort()).toEqual(
      before.map((r) => [r.id, r.status, r.date]).sort(),
    );
    expect(after.find((r) => r.id === manual!.id)!.status).toBe('scheduled');
  });

  it('cancels the turnover of an event the host marks as a block, and keeps it cancelled across syncs', async () => {
    const c = await withCalendar([stay('k1', 5, 8), stay('k2', 12, 15)]);
    const marked = await c.client.post(`/api/host/calendars/${c.calendarId}/blocks`, {
      startDate: futureDate(12),
      endDate: futureDate(15),
      blocked: true,
    });
    expect(marked.status).toBe(200);
    expect(marked.body.events.find((e: { uid: string }) => e.uid === 'k2@airbnb.com')).toMatchObject({
      feedBlock: false,
      markedBlock: true,
    });
    expect((await liveTurnovers(c.job.id)).map((r) => r.date)).toEqual([futureDate(8)]);
    // Airbnb reissues the UID: the mark is by dates, so it holds.
    feeds.serve(c.path, airbnbFeed([stay('k1', 5, 8), stay('k2-reissued', 12, 15)]));
    await c.syncNow();
    await c.syncNow();
    expect((await liveTurnovers(c.job.id)).map((r) => r.date)).toEqual([futureDate(8)]);
    const cancelled = (await allTurnovers(c.job.id)).filter((r) => r.status === 'cancelled');
    expect(cancelled.map((r) => r.date)).toEqual([futureDate(15)]);
    // Unmarked: the stay makes a turnover again (a new one; the cancellation stays on record).
    const unmarked = await c.client.post(`/api/host/calendars/${c.calendarId}/blocks`, {
      startDate: futureDate(12),
      endDate: futureDate(15),
      blocked: false,
    });
    expect(unmarked.status).toBe(200);
    expect((await liveTurnovers(c.job.id)).map((r) => r.date)).toEqual([futureDate(8), futureDate(15)]);
    // Dates no event has: refused.
    const none = await c.client.post(`/api/host/calendars/${c.calendarId}/blocks`, {
      startDate: futureDate(1),
      endDate: futureDate(2),
      blocked: true,
    });
    expect(none.status).toBe(400);
  });

  it('keeps the last good schedule when the feed fails, shows the error, and emails the host once, at the third failure', async () => {
    const c = await withCalendar([stay('f1', 5, 8), stay('f2', 12, 15)]);
    const before = await liveTurnovers(c.job.id);
    feeds.fail(c.path, 503);
    const first = await c.syncNow();
    expect(first.body).toMatchObject({
      consecutiveFailures: 1,
      lastError: 'The booking site had a problem answering (error 503). We will try again.',
    });
    await c.syncNow();
    expect(await failingEmails(c.host.email)).toHaveLength(0);
    // The third failure is a feed that is not a calendar at all.
    feeds.fail(c.path, 200, 'BEGIN:VCALENDAR\r\nthis is not ical');
    const third = await c.syncNow();
    expect(third.body.consecutiveFailures).toBe(3);
    expect(third.body.lastError).toMatch(/not valid iCalendar|did not return a calendar/);
    const emails = await failingEmails(c.host.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toMatch(/not syncing/);
    expect(emails[0]!.text).toContain(third.body.lastError);
    expect(emails[0]!.text).toContain(`/host/jobs/${c.job.id}/turnovers`);
    expect(emails[0]!.text).not.toMatch(/secret-token|topsecret/);
    await c.syncNow();
    expect(await failingEmails(c.host.email)).toHaveLength(1);
    // The schedule and the events of the last good sync are untouched.
    expect((await liveTurnovers(c.job.id)).map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(
      await t.database.db.select().from(calendarEvent).where(eq(calendarEvent.calendarId, c.calendarId)),
    ).toHaveLength(2);
    // A good sync clears the error and the count.
    feeds.serve(c.path, airbnbFeed([stay('f1', 5, 8), stay('f2', 12, 15)]));
    expect((await c.syncNow()).body).toMatchObject({ consecutiveFailures: 0, lastError: null });
  });

  it('renames a calendar, re-reads it when the host says which channel it is from', async () => {
    const c = await withCalendar([stay('r1', 5, 8)], [stay('r2', 12, 15)]);
    const renamed = await c.client.request('PATCH', `/api/host/calendars/${c.calendarId}`, { label: 'Main listing' });
    expect(renamed.body).toMatchObject({ label: 'Main listing', kind: 'airbnb', kindChosen: false });
    // As a Booking.com calendar every event is a reservation: the block's checkout becomes a turnover.
    const rekinded = await c.client.request('PATCH', `/api/host/calendars/${c.calendarId}`, { kind: 'booking' });
    expect(rekinded.status).toBe(200);
    expect(rekinded.body).toMatchObject({ label: 'Main listing', kind: 'booking', kindChosen: true });
    expect((await liveTurnovers(c.job.id)).map((r) => r.date)).toEqual([futureDate(8), futureDate(15)]);
  });

  it('removes a calendar and cancels its future turnovers', async () => {
    const c = await withCalendar([stay('d1', 5, 8)]);
    const res = await c.client.delete(`/api/host/calendars/${c.calendarId}`);
    expect(res.status).toBe(200);
    expect(await liveTurnovers(c.job.id)).toHaveLength(0);
    expect((await c.client.get(`/api/host/jobs/${c.job.id}/calendars`)).body.calendars).toEqual([]);
  });

  it('tells the hired cleaner once per sync: one notification and one email for everything that changed', async () => {
    const c = await withCalendar([stay('h1', 5, 8)]);
    const cleaner = await createCleaner(t.database.db);
    await createApplication(t.database.db, c.job.id, cleaner.userId, { status: 'accepted' });
    const told = async () => ({
      notifications: (
        await t.database.db
          .select()
          .from(notification)
          .where(and(eq(notification.userId, cleaner.userId), eq(notification.type, 'turnovers_changed')))
      ).length,
      emails: (await t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, cleaner.email))).length,
    });
    const before = await told();
    // Two new stays and one vanished: one sync, so one message.
    feeds.serve(c.path, airbnbFeed([stay('h2', 10, 12), stay('h3', 14, 16)]));
    await c.syncNow();
    expect(await told()).toEqual({ notifications: before.notifications + 1, emails: before.emails + 1 });
    const assigned = await liveTurnovers(c.job.id);
    expect(assigned.filter((r) => r.assignedCleanerUserId === cleaner.userId).map((r) => r.date)).toEqual([
      futureDate(12),
      futureDate(16),
    ]);
    // Nothing changed: nobody is told.
    await c.syncNow();
    expect(await told()).toEqual({ notifications: before.notifications + 1, emails: before.emails + 1 });
  });

  it('syncs due calendars in the background every interval, each once', async () => {
    const c = await withCalendar([stay('s1', 5, 8)]);
    feeds.serve(c.path, airbnbFeed([stay('s1', 5, 8), stay('s2', 9, 11)]));
    const hitsBefore = feeds.hits(c.path);
    await t.database.db
      .update(jobCalendar)
      .set({ nextSyncAt: new Date(Date.now() - 1000) })
      .where(eq(jobCalendar.id, c.calendarId));
    await t.app.calendarSync.runOnce();
    expect(feeds.hits(c.path)).toBe(hitsBefore + 1);
    expect((await liveTurnovers(c.job.id)).map((r) => r.date)).toEqual([futureDate(8), futureDate(11)]);
    const [row] = await t.database.db.select().from(jobCalendar).where(eq(jobCalendar.id, c.calendarId));
    expect(row!.leaseUntil).toBeNull();
    expect(row!.nextSyncAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);
    // Not due again: another pass leaves it alone.
    await t.app.calendarSync.runOnce();
    expect(feeds.hits(c.path)).toBe(hitsBefore + 1);
  });
});

describe('import caps (issue 35)', () => {
  it(`refuses an ${MAX_CALENDARS_PER_JOB + 1}th calendar with a message naming the limit, and stores nothing`, async () => {
    const { job, client, path } = await hostWithJob();
    for (let i = 0; i < MAX_CALENDARS_PER_JOB; i++) {
      feeds.serve(`${path}.${i}`, airbnbFeed([]));
      expect((await client.post(`/api/host/jobs/${job.id}/calendars`, { url: feeds.url(`${path}.${i}`) })).status).toBe(
        201,
      );
    }
    feeds.serve(`${path}.more`, airbnbFeed([stay('x', 5, 8)]));
    const hits = feeds.hits(`${path}.more`);
    const refused = await client.post(`/api/host/jobs/${job.id}/calendars`, { url: feeds.url(`${path}.more`) });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'LIMIT_REACHED',
      message: `A job can have up to ${MAX_CALENDARS_PER_JOB} booking calendars. Remove one to add another.`,
    });
    // Refused before the link is read.
    expect(feeds.hits(`${path}.more`)).toBe(hits);
    expect((await client.get(`/api/host/jobs/${job.id}/calendars`)).body.calendars).toHaveLength(MAX_CALENDARS_PER_JOB);
    expect(await liveTurnovers(job.id)).toHaveLength(0);
  });

  it(`keeps events from the last ${PAST_TURNOVER_DAYS} days to ${IMPORT_MONTHS_AHEAD} months ahead, and makes turnovers only of checkouts within them`, async () => {
    const { job, client, path, link } = await hostWithJob();
    // 16 and 20 months ahead; one stay arriving inside the window and leaving after it; one long past.
    feeds.serve(
      path,
      airbnbFeed([
        stay('past', -70, -60),
        stay('near', 5, 8),
        stay('in', 495, 500),
        stay('across', 545, 560),
        stay('far', 600, 603),
      ]),
    );
    const added = await client.post(`/api/host/jobs/${job.id}/calendars`, { url: link });
    expect(added.status).toBe(201);
    expect((await liveTurnovers(job.id)).map((r) => r.date)).toEqual([futureDate(8), futureDate(500)]);
    const events = await client.get(`/api/host/calendars/${added.body.id}/events`);
    expect(events.body.events.map((e: { uid: string }) => e.uid)).toEqual([
      'near@airbnb.com',
      'in@airbnb.com',
      'across@airbnb.com',
    ]);
  });

  it(`makes at most ${MAX_TURNOVERS_AHEAD} turnovers ahead, the nearest, and the calendar says how many stays it left out`, async () => {
    const { job, client, path, link } = await hostWithJob();
    const extra = 10;
    feeds.serve(
      path,
      airbnbFeed(Array.from({ length: MAX_TURNOVERS_AHEAD + extra }, (_, i) => stay(`n${i}`, 2 + i, 3 + i))),
    );
    const added = await client.post(`/api/host/jobs/${job.id}/calendars`, { url: link });
    expect(added.status).toBe(201);
    expect(added.body.turnoversLeftOut).toBe(extra);
    const live = await liveTurnovers(job.id);
    expect(live).toHaveLength(MAX_TURNOVERS_AHEAD);
    expect(live.at(-1)!.date).toBe(futureDate(2 + MAX_TURNOVERS_AHEAD));
    // The feed shrinks under the cap: nothing is left out any more.
    feeds.serve(path, airbnbFeed(Array.from({ length: 5 }, (_, i) => stay(`n${i}`, 2 + i, 3 + i))));
    expect((await client.post(`/api/host/calendars/${added.body.id}/sync`)).body.turnoversLeftOut).toBe(0);
  });

  it('tells the hired cleaner of a sync that makes 300 turnovers in one notification and one email, listing the first 20', async () => {
    const { job, client, path, link } = await hostWithJob();
    const cleaner = await createCleaner(t.database.db);
    await createApplication(t.database.db, job.id, cleaner.userId, { status: 'accepted' });
    feeds.serve(path, airbnbFeed(Array.from({ length: 300 }, (_, i) => stay(`h${i}`, 2 + i, 3 + i))));
    expect((await client.post(`/api/host/jobs/${job.id}/calendars`, { url: link })).status).toBe(201);
    expect((await liveTurnovers(job.id)).filter((r) => r.assignedCleanerUserId === cleaner.userId)).toHaveLength(300);
    const notes = await t.database.db.select().from(notification).where(eq(notification.userId, cleaner.userId));
    expect(notes.map((n) => [n.type, n.message])).toEqual([['turnovers_changed', '12 Ocean Drive: 300 new.']]);
    const mails = await t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, cleaner.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text.match(/New: /g)).toHaveLength(20);
    expect(mails[0]!.text).toContain('…and 280 more: see them all on your schedule.');
  });
});

describe('masking a calendar link', () => {
  it('keeps the scheme, host and first path segment and hides the rest', () => {
    expect(maskCalendarUrl('https://www.airbnb.com/calendar/ical/12345.ics?s=abcdef')).toBe(
      'https://www.airbnb.com/calendar/…',
    );
    expect(maskCalendarUrl('https://ical.booking.com/v1/export?t=4f1e')).toBe('https://ical.booking.com/v1/…');
    expect(maskCalendarUrl('http://feeds.example.com:8080/ab12cd34ef.ics')).toBe('http://feeds.example.com:8080/…');
    expect(maskCalendarUrl('https://example.com/?token=x')).toBe('https://example.com/…');
    expect(maskCalendarUrl('https://user:pw@example.com/a/b')).toBe('https://example.com/a/…');
    expect(maskCalendarUrl('not a url')).toBe('…');
  });
});
