// The backup chain through the API (issue 17): a team of three, an offer with a deadline, a decline
// passing it on, a lapsed deadline passing it on, the chain running out (unfilled, the host alerted
// urgently, again 24 hours ahead), a confirmed cleaner cancelling (late under 24 hours), and the
// job's response time. Deadlines run by the runner, woken by the shared clock:
// server/test/concurrency/offer-chain-runner.test.ts.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCalendar, notification, outboxEmail, scheduledWork, turnover, turnoverOffer } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { backupChainHelpers } from '../../test/backup-chain';
import { dateIn } from '../../test/dates';
import { createApplicant, createHost, createJob } from '../../test/factories';
import { deriveTurnovers, planSync, zonedInstant } from '@core/turnovers';
import { runUnfilledRealert } from './chain';
import { applySyncPlan } from './sync-writer';
import { runOfferDeadline } from './lapse';
import { cancelByCleaner } from './answers';
import { addManualTurnover } from './host';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const deps = () => ({ mailer: t.app.ctx.mailer, appUrl: t.app.ctx.env.appUrl, authSecret: t.app.ctx.env.authSecret });

const { world, addTurnover, offersOf, notificationsOf, hostPage } = backupChainHelpers(() => t);
const mailsTo = (email: string) =>
  t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, email)).orderBy(asc(outboxEmail.createdAt));
const pendingWork = (turnoverId: string) =>
  t.database.db
    .select()
    .from(scheduledWork)
    .where(and(eq(scheduledWork.subjectId, turnoverId), isNull(scheduledWork.doneAt)));

/** Runs a turnover's pending work of `kind` as the runner would at `now`. */
async function runWork(turnoverId: string, kind: 'offer-deadline' | 'unfilled-realert', now: Date) {
  const [item] = (await pendingWork(turnoverId)).filter((w) => w.kind === kind);
  expect(item, `pending ${kind}`).toBeDefined();
  expect(item!.dueAt.getTime()).toBeLessThanOrEqual(now.getTime());
  const run = kind === 'offer-deadline' ? runOfferDeadline : runUnfilledRealert;
  await t.database.db.transaction((tx) =>
    run(tx, { id: item!.id, kind, subjectId: turnoverId, dueAt: item!.dueAt, attempts: 0 }, now, deps()),
  );
}

describe('backup chain', () => {
  it('offers to the primary with a 12-hour deadline; a decline passes to the first backup, a lapsed deadline to the second, and all saying no leaves it unfilled with an urgent alert', async () => {
    const w = await world();
    const before = Date.now();
    const tv = await addTurnover(w.hostClient, w.job.id, 6);
    const deadline = Date.parse(tv.offer.deadlineAt);
    expect(deadline - before).toBeGreaterThanOrEqual(12 * HOUR - 5_000);
    expect(deadline - Date.now()).toBeLessThanOrEqual(12 * HOUR);
    expect(await hostPage(w.hostClient, w.job.id, tv.id)).toMatchObject({
      cover: 'offered',
      offer: { status: 'offered', cleanerName: 'Ana Team' },
    });

    // Ana can't make it: Ben gets the offer, and the host hears who it went to.
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/decline`, { reason: 'Dentist' })).status).toBe(
      200,
    );
    expect(await hostPage(w.hostClient, w.job.id, tv.id)).toMatchObject({
      cover: 'offered',
      assignedCleaner: { name: 'Ben Team' },
      offer: { status: 'offered', cleanerName: 'Ben Team' },
    });
    expect((await w.ben.client.get('/api/cleaner/schedule')).body.upcoming.map((x: { id: string }) => x.id)).toEqual([
      tv.id,
    ]);
    expect((await w.ana.client.get('/api/cleaner/schedule')).body.upcoming).toEqual([]);
    const afterDecline = (await notificationsOf(w.host.userId)).at(-1)!;
    expect(afterDecline.message).toMatch(
      /^Ana Team can't make the turnover on .* at 12 Elm St: “Dentist” Offered to Ben Team next\.$/,
    );
    // Ben hears of it on its own, with the time to answer, and an email whose buttons answer it.
    const benNotes = await notificationsOf(w.ben.userId);
    expect(benNotes.map((n) => [n.type, n.title])).toEqual([['turnover_offered', 'Can you take this turnover?']]);
    expect(benNotes[0]!.message).toMatch(
      /^12 Elm St, .*, 11:00 AM–4:00 PM: please answer by .*, \d{1,2}:\d\d [AP]M C[SD]T\.$/,
    );
    const offerMail = (await mailsTo(w.ben.email)).at(-1)!;
    expect(offerMail.subject).toMatch(/^Can you take this turnover\? .* at 12 Elm St$/);
    expect(offerMail.text).toContain('It comes to you as the backup for Ana Team.');
    expect(offerMail.text).toMatch(/\/offer-answer#token=/);

    // Ben lets the deadline pass: the runner expires his offer and Cy gets it; Ben and the host are told.
    const [benOffer] = (await offersOf(tv.id)).filter((o) => o.status === 'offered');
    await runWork(tv.id, 'offer-deadline', new Date(benOffer!.deadlineAt!.getTime() + 1000));
    expect((await offersOf(tv.id)).map((o) => o.status)).toEqual(['declined', 'expired', 'offered']);
    expect(await hostPage(w.hostClient, w.job.id, tv.id)).toMatchObject({
      cover: 'offered',
      offer: { cleanerName: 'Cy Team' },
    });
    expect((await notificationsOf(w.host.userId)).at(-1)).toMatchObject({
      type: 'turnover_expired',
      title: 'No answer in time',
    });
    expect((await notificationsOf(w.host.userId)).at(-1)!.message).toMatch(
      /^Ben Team did not answer in time for the turnover on .* Offered to Cy Team next\.$/,
    );
    // Issue 37: Ben is told his offer lapsed, in the bell and by email.
    expect((await notificationsOf(w.ben.userId)).at(-1)).toMatchObject({
      type: 'turnovers_changed',
      title: 'You did not answer in time',
    });
    expect((await notificationsOf(w.ben.userId)).at(-1)!.message).toMatch(
      /^You did not answer in time; the turnover at 12 Elm St on .* went to the next cleaner\.$/,
    );
    expect((await mailsTo(w.ben.email)).at(-1)).toMatchObject({ kind: 'turnover-offer-lapsed' });
    expect((await mailsTo(w.ben.email)).at(-1)!.subject).toMatch(/^Turnover passed on: .* at 12 Elm St$/);
    // Ben answering now is too late.
    const late = await w.ben.client.post(`/api/cleaner/turnovers/${tv.id}/confirm`);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('TURNOVER_NOT_OPEN');

    // Cy says no too: nobody is left. Unfilled, the host alerted (bell and an urgent email).
    expect((await w.cy.client.post(`/api/cleaner/turnovers/${tv.id}/decline`, {})).status).toBe(200);
    expect(await hostPage(w.hostClient, w.job.id, tv.id)).toMatchObject({ cover: 'unfilled', assignedCleaner: null });
    const hostNotes = await notificationsOf(w.host.userId);
    expect(hostNotes.at(-1)).toMatchObject({
      type: 'turnover_unfilled',
      title: 'Urgent: turnover unfilled',
      data: { job_id: w.job.id, turnover_id: tv.id },
    });
    expect(hostNotes.at(-2)!.message).toContain('Nobody else on the team is left to ask.');
    const urgent = (await mailsTo(w.host.email)).at(-1)!;
    expect(urgent.subject).toBe('URGENT: nobody can take a turnover at 12 Elm St');
    expect(urgent.kind).toBe('turnover-unfilled-urgent');
    expect(urgent.text).toContain(`/host/jobs/${w.job.id}/turnovers`);
    // No deadline is left to run; the second alert waits for 24 hours before the window.
    const work = await pendingWork(tv.id);
    expect(work.map((x) => x.kind)).toEqual(['unfilled-realert']);
    expect(work[0]!.dueAt.getTime()).toBe(Date.parse(tv.startsAt) - 24 * HOUR);

    // 24 hours ahead it is still unfilled: the host is alerted again, once (a second run, as after a crash, does not repeat it).
    const count = (await notificationsOf(w.host.userId)).length;
    await runWork(tv.id, 'unfilled-realert', new Date(Date.parse(tv.startsAt) - 23 * HOUR));
    await runWork(tv.id, 'unfilled-realert', new Date(Date.parse(tv.startsAt) - 22 * HOUR));
    expect((await notificationsOf(w.host.userId)).slice(count).map((n) => n.title)).toEqual([
      'Urgent: turnover still unfilled',
    ]);
    expect((await mailsTo(w.host.email)).at(-1)!.subject).toBe('URGENT: a turnover at 12 Elm St is still unfilled');
  });

  it('a deadline run after the offer was answered, or run twice, changes nothing', async () => {
    const w = await world();
    const tv = await addTurnover(w.hostClient, w.job.id, 6);
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/confirm`)).status).toBe(200);
    // Confirming drops the deadline (its watch begins: issue 37); a stale run (a second server) finds nothing to do.
    expect((await pendingWork(tv.id)).map((x) => x.kind)).toEqual(['turnover-watch']);
    await t.database.db.transaction((tx) =>
      runOfferDeadline(
        tx,
        { id: crypto.randomUUID(), kind: 'offer-deadline', subjectId: tv.id, dueAt: new Date(), attempts: 0 },
        new Date(Date.parse(tv.offer.deadlineAt) + 1000),
        deps(),
      ),
    );
    expect((await offersOf(tv.id)).map((o) => o.status)).toEqual(['confirmed']);
    const [row] = await t.database.db.select().from(turnover).where(eq(turnover.id, tv.id));
    expect(row).toMatchObject({ status: 'confirmed', assignedCleanerUserId: w.ana.userId });
  });

  it('a confirmed cleaner who cancels puts it back into the chain from the next member; under 24 hours it is late', async () => {
    const w = await world();
    const early = await addTurnover(w.hostClient, w.job.id, 6);
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${early.id}/confirm`)).status).toBe(200);
    const cancelled = await w.ana.client.post(`/api/cleaner/turnovers/${early.id}/cancel`, {
      reason: 'Car broke down',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'scheduled',
      assignedCleaner: null,
      offer: { status: 'cancelled', late: false, reason: 'Car broke down' },
    });
    expect(await hostPage(w.hostClient, w.job.id, early.id)).toMatchObject({
      cover: 'offered',
      offer: { cleanerName: 'Ben Team' },
    });
    expect((await notificationsOf(w.host.userId)).at(-1)).toMatchObject({
      type: 'turnover_answered',
      title: 'Cleaner cancelled a turnover',
    });

    // Tomorrow morning, less than 24 hours away: Ben confirms, then cancels late.
    const soon = await addTurnover(w.hostClient, w.job.id, 1);
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${soon.id}/decline`, {})).status).toBe(200);
    expect((await w.ben.client.post(`/api/cleaner/turnovers/${soon.id}/confirm`)).status).toBe(200);
    const cancelAt = new Date(Date.parse(soon.startsAt) - 2 * HOUR);
    await t.database.db.transaction((tx) =>
      cancelByCleaner(tx, { cleanerUserId: w.ben.userId, turnoverId: soon.id }, deps(), cancelAt),
    );
    expect((await offersOf(soon.id)).map((o) => [o.status, o.late])).toEqual([
      ['declined', false],
      ['cancelled', true],
      ['offered', false],
    ]);
    expect((await notificationsOf(w.host.userId)).at(-1)).toMatchObject({
      type: 'turnover_answered',
      title: 'Late cancellation',
    });

    // The team cards count it all from the records at this property; the open offers (Ben's of the
    // first, Cy's of this one) wait for an answer.
    const team = (await w.hostClient.get(`/api/host/jobs/${w.job.id}/team`)).body.members as {
      name: string;
      reliability: Record<string, number>;
    }[];
    const none = { pending: 0, lateCancellations: 0, completed: 0, missed: 0 };
    expect(team.map((m) => [m.name, m.reliability])).toEqual([
      ['Ana Team', { ...none, offered: 2, answered: 2, confirmed: 1, declined: 1 }],
      ['Ben Team', { ...none, offered: 2, answered: 1, confirmed: 1, declined: 0, pending: 1, lateCancellations: 1 }],
      ['Cy Team', { ...none, offered: 1, answered: 0, confirmed: 0, declined: 0, pending: 1 }],
    ]);

    // Only a confirmed, upcoming turnover can be cancelled by its cleaner.
    const notConfirmed = await w.cy.client.post(`/api/cleaner/turnovers/${soon.id}/cancel`, {});
    expect(notConfirmed.status).toBe(409);
    expect(notConfirmed.body.error.code).toBe('TURNOVER_NOT_OPEN');
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${soon.id}/cancel`, {})).status).toBe(409);
  });

  it("uses the job's response time, at most a third of the time left and at least 15 minutes (issue 37: no 24-hour cut-off)", async () => {
    const w = await world();
    const bad = await w.hostClient.request('PUT', `/api/host/jobs/${w.job.id}/schedule`, {
      checkoutTime: '11:00',
      checkinTime: '16:00',
      timeZone: 'America/Chicago',
      offerResponseHours: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.offerResponseHours).toBe('Enter a whole number of hours from 1 to 72.');
    const ok = await w.hostClient.request('PUT', `/api/host/jobs/${w.job.id}/schedule`, {
      checkoutTime: '11:00',
      checkinTime: '16:00',
      timeZone: 'America/Chicago',
      offerResponseHours: 4,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.offerResponseHours).toBe(4);

    const before = Date.now();
    const far = await addTurnover(w.hostClient, w.job.id, 6);
    expect(Date.parse(far.offer.deadlineAt) - before).toBeGreaterThanOrEqual(4 * HOUR - 5_000);
    expect(Date.parse(far.offer.deadlineAt) - before).toBeLessThanOrEqual(4 * HOUR + 5_000);

    const long = await w.hostClient.request('PUT', `/api/host/jobs/${w.job.id}/schedule`, {
      checkoutTime: '11:00',
      checkinTime: '16:00',
      timeZone: 'America/Chicago',
      offerResponseHours: 72,
    });
    expect(long.status).toBe(200);
    const before2 = Date.now();
    const near = await addTurnover(w.hostClient, w.job.id, 2);
    // A third of the time left, not 72 hours, and not cut off a day ahead.
    const third = (Date.parse(near.startsAt) - before2) / 3;
    expect(Date.parse(near.offer.deadlineAt) - before2).toBeGreaterThanOrEqual(third - 5_000);
    expect(Date.parse(near.offer.deadlineAt) - before2).toBeLessThanOrEqual(third + 5_000);
    // Added ten hours before its window (a last-minute booking): a third of it, 3 h 20 min.
    const date = dateIn(9);
    const now = new Date(zonedInstant(date, '11:00', 'America/Chicago').getTime() - 10 * HOUR);
    const shortNotice = await t.database.db.transaction((tx) =>
      addManualTurnover(
        tx,
        w.host.userId,
        w.job.id,
        { date, checkoutTime: '11:00', checkinTime: '16:00' },
        deps(),
        now,
      ),
    );
    expect(Date.parse(shortNotice.offer!.deadlineAt!)).toBe(now.getTime() + (10 * HOUR) / 3);
  });

  it('a team change re-offers from the first member who has not said no; a hire takes over an unfilled turnover', async () => {
    const w = await world();
    const tv = await addTurnover(w.hostClient, w.job.id, 6);
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/decline`, {})).status).toBe(200);
    // Ben holds it; the host moves Cy above Ben and sends the offers (issue 37): Cy gets it and Ben
    // hears it passed on.
    const sendOffers = () => w.hostClient.post(`/api/host/jobs/${w.job.id}/team/send-offers`, {});
    expect(
      (await w.hostClient.post(`/api/host/jobs/${w.job.id}/team/${w.cy.userId}/move`, { direction: 'up' })).status,
    ).toBe(200);
    expect(await hostPage(w.hostClient, w.job.id, tv.id)).toMatchObject({ offer: { cleanerName: 'Ben Team' } });
    expect((await sendOffers()).status).toBe(200);
    expect(await hostPage(w.hostClient, w.job.id, tv.id)).toMatchObject({
      cover: 'offered',
      offer: { cleanerName: 'Cy Team' },
    });
    expect((await notificationsOf(w.ben.userId)).at(-1)!.message).toBe('12 Elm St: 1 passed to another cleaner.');
    // Cy becoming the primary changes nothing for it: she holds it already, and Ana said no.
    expect(
      (await w.hostClient.post(`/api/host/jobs/${w.job.id}/team/${w.cy.userId}/move`, { direction: 'up' })).status,
    ).toBe(200);
    expect((await sendOffers()).status).toBe(200);
    expect(await hostPage(w.hostClient, w.job.id, tv.id)).toMatchObject({ offer: { cleanerName: 'Cy Team' } });
  });

  it('a turnover moved to another date starts a new round: it goes back to its cleaner, and earlier answers no longer count', async () => {
    const w = await world();
    const tv = await addTurnover(w.hostClient, w.job.id, 6);
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/decline`, {})).status).toBe(200);
    expect((await w.hostClient.request('PATCH', `/api/host/turnovers/${tv.id}`, { date: dateIn(8) })).status).toBe(200);
    expect(await hostPage(w.hostClient, w.job.id, tv.id)).toMatchObject({
      cover: 'offered',
      offer: { cleanerName: 'Ben Team' },
    });
    // Ben can't make the new date; Ana, who only said no to the old one, is asked again.
    expect((await w.ben.client.post(`/api/cleaner/turnovers/${tv.id}/decline`, {})).status).toBe(200);
    expect(await hostPage(w.hostClient, w.job.id, tv.id)).toMatchObject({
      cover: 'offered',
      offer: { cleanerName: 'Ana Team' },
    });
  });
});

describe('offers lapsing together (issue 35)', () => {
  it('300 offers lapsing in one pass: each cleaner and the host hear once, with the first 20 listed in an email', async () => {
    const db = t.database.db;
    const host = await createHost(db, { firstName: 'Hana' });
    const job = await createJob(db, host.userId, {
      state: 'TX',
      city: 'Austin',
      propertyAddress: '12 Elm St',
      paymentPerTurnover: 80,
    });
    const { cleaner: ana } = await createApplicant(db, job.id, {
      firstName: 'Ana',
      lastName: 'Team',
      status: 'accepted',
    });
    const { cleaner: ben } = await createApplicant(db, job.id, {
      firstName: 'Ben',
      lastName: 'Team',
      status: 'accepted',
    });
    // One import: 300 turnovers from 5 days ahead, all offered to Ana at once (so their deadlines are one).
    const [calendar] = await db
      .insert(jobCalendar)
      .values({ jobId: job.id, url: 'https://example.com/cal.ics' })
      .returning();
    const bookings = Array.from({ length: 300 }, (_, i) => ({
      uid: `s${i}`,
      calendarId: calendar!.id,
      startDate: dateIn(4 + i),
      endDate: dateIn(5 + i),
    }));
    const plan = planSync(
      [],
      deriveTurnovers(bookings, { checkoutTime: '11:00', checkinTime: '16:00', timeZone: job.timeZone }),
      new Date(),
    );
    await db.transaction((tx) =>
      applySyncPlan(tx, { jobId: job.id, calendarId: calendar!.id, plan, now: new Date() }, deps()),
    );
    const ids = (await db.select({ id: turnover.id }).from(turnover).where(eq(turnover.jobId, job.id))).map(
      (r) => r.id,
    );
    expect(ids).toHaveLength(300);

    const heard = async () => {
      const count = async (userId: string, email: string) => ({
        notes: await notificationsOf(userId),
        mails: await mailsTo(email),
      });
      return {
        ana: await count(ana.userId, ana.email),
        ben: await count(ben.userId, ben.email),
        host: await count(host.userId, host.email),
      };
    };
    const since = (before: Awaited<ReturnType<typeof heard>>, after: Awaited<ReturnType<typeof heard>>) =>
      Object.fromEntries(
        (['ana', 'ben', 'host'] as const).map((who) => [
          who,
          {
            notes: after[who].notes.slice(before[who].notes.length),
            mails: after[who].mails.slice(before[who].mails.length),
          },
        ]),
      ) as Record<
        'ana' | 'ben' | 'host',
        { notes: (typeof notification.$inferSelect)[]; mails: (typeof outboxEmail.$inferSelect)[] }
      >;
    /** One pass of the runner once every deadline has passed (the clock moved 13 hours on). */
    const lapseAll = async () => {
      const before = await heard();
      await t.app.ctx.clock.advance(13 * HOUR);
      await t.app.ctx.work.runDue();
      return since(before, await heard());
    };

    const runner = t.app.ctx.work;
    await runner.stop();
    try {
      // Ana lets all 300 lapse: they go to Ben.
      const first = await lapseAll();
      expect(first.ana.notes.map((n) => [n.type, n.title])).toEqual([
        ['turnovers_changed', 'You did not answer in time'],
      ]);
      expect(first.ana.notes[0]!.message).toMatch(
        /^You did not answer in time; 300 turnovers at 12 Elm St \(.* and 280 more\) went to the next cleaners\.$/,
      );
      // Issue 37: one email for all of them, the first 20 listed.
      expect(first.ana.mails.map((m) => [m.kind, m.subject])).toEqual([
        ['turnover-offer-lapsed', '300 turnovers passed on at 12 Elm St'],
      ]);
      expect(first.ana.mails[0]!.text).toContain('…and 280 more: see them all on your schedule.');
      expect(first.ben.notes.map((n) => [n.type, n.message])).toEqual([['turnovers_changed', '12 Elm St: 300 new.']]);
      expect(first.ben.mails).toHaveLength(1);
      expect(first.ben.mails[0]!.text.match(/New: /g)).toHaveLength(20);
      expect(first.ben.mails[0]!.text).toContain('…and 280 more: see them all on your schedule.');
      expect(first.host.notes.map((n) => [n.type, n.title])).toEqual([['turnover_expired', 'No answer in time']]);
      expect(first.host.notes[0]!.message).toMatch(
        /^Ana Team did not answer in time for 300 turnovers at 12 Elm St: .* and 280 more\. Offered to Ben Team next\.$/,
      );
      expect(first.host.mails).toHaveLength(0);
      const open = await db
        .select()
        .from(turnoverOffer)
        .where(and(inArray(turnoverOffer.turnoverId, ids), eq(turnoverOffer.status, 'offered')));
      expect(open.map((o) => o.cleanerUserId)).toEqual(Array(300).fill(ben.userId));

      // Ben lets them lapse too: nobody is left. One urgent alert to the host, the first 20 listed.
      const second = await lapseAll();
      expect(second.ben.notes.map((n) => n.title)).toEqual(['You did not answer in time']);
      expect(second.ben.mails.map((m) => m.kind)).toEqual(['turnover-offer-lapsed']);
      expect(second.ana.notes).toHaveLength(0);
      expect(second.host.notes.map((n) => [n.type, n.title])).toEqual([
        ['turnover_unfilled', 'Urgent: turnover unfilled'],
      ]);
      expect(second.host.notes[0]!.message).toMatch(/^Nobody on your team can take .* and 280 more at 12 Elm St\./);
      expect(second.host.mails.map((m) => m.kind)).toEqual(['turnover-unfilled-urgent']);
      expect(second.host.mails[0]!.text).toContain('…and 280 more: see them all on the Turnovers page.');
      const rows = await db.select().from(turnover).where(inArray(turnover.id, ids));
      expect(rows.every((r) => r.unfilledAt !== null && r.assignedCleanerUserId === null)).toBe(true);
    } finally {
      await t.app.ctx.clock.reset();
      runner.start();
    }
  });
});

describe('a chain that speeds up near the window (issue 37)', () => {
  /** Ana confirms a turnover two days ahead; the app clock then moves to `hoursBefore` its window. */
  async function confirmedThenNear(hoursBefore: number) {
    const w = await world();
    const tv = await addTurnover(w.hostClient, w.job.id, 2);
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/confirm`)).status).toBe(200);
    const startsAt = Date.parse(tv.startsAt);
    await t.app.ctx.clock.advance(startsAt - hoursBefore * HOUR - t.app.ctx.clock.now().getTime());
    return { w, tv, startsAt };
  }
  /** Equal but for the app clock ticking on between the request and this read. */
  const near = (a: number, b: number) => Math.abs(a - b) < 2_000;
  const openOffers = async (turnoverId: string) => (await offersOf(turnoverId)).filter((o) => o.status === 'offered');
  const withClock = async (test: () => Promise<void>) => {
    const runner = t.app.ctx.work;
    await runner.stop();
    try {
      await test();
    } finally {
      await t.app.ctx.clock.reset();
      runner.start();
    }
  };

  it('a cancellation 24.5 hours ahead gives each backup a third of the time left, and the chain reaches every one in time', () =>
    withClock(async () => {
      const { w, tv, startsAt } = await confirmedThenNear(24.5);
      const cancelledAt = t.app.ctx.clock.now().getTime();
      expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/cancel`, { reason: 'Flu' })).status).toBe(200);
      // Ben: 24.5 h / 3 = 8 h 10 min to answer (it was 29 minutes with the 24-hour cut-off).
      const [ben] = await openOffers(tv.id);
      expect(ben).toMatchObject({ cleanerUserId: w.ben.userId, askedTogether: false });
      expect(near(ben!.deadlineAt!.getTime() - cancelledAt, (startsAt - cancelledAt) / 3)).toBe(true);
      const benMail = (await mailsTo(w.ben.email)).at(-1)!;
      expect(benMail.subject).toMatch(/^Can you take this turnover\? .* at 12 Elm St$/);
      expect(benMail.text).toMatch(
        /Please answer by \w{3}, \w{3} \d{1,2}, \d{1,2}:\d\d [AP]M C[SD]T \(answer within 8 h\)\./,
      );

      // Ben lets it lapse: Cy gets a third of what is left, long before the window.
      await t.app.ctx.clock.advance(ben!.deadlineAt!.getTime() - t.app.ctx.clock.now().getTime() + 1000);
      await t.app.ctx.work.runDue();
      const [cy] = await openOffers(tv.id);
      expect(cy!.cleanerUserId).toBe(w.cy.userId);
      const lapsedAt = t.app.ctx.clock.now().getTime();
      expect(near(cy!.deadlineAt!.getTime() - lapsedAt, (startsAt - lapsedAt) / 3)).toBe(true);
      expect(await hostPage(w.hostClient, w.job.id, tv.id)).toMatchObject({ cover: 'offered' });

      // Cy confirms; the host's activity reads oldest to newest.
      expect((await w.cy.client.post(`/api/cleaner/turnovers/${tv.id}/confirm`)).status).toBe(200);
      const page = (await w.hostClient.get(`/api/host/jobs/${w.job.id}/turnovers`)).body.turnovers.find(
        (x: { id: string }) => x.id === tv.id,
      );
      expect(page).toMatchObject({ cover: 'confirmed', assignedCleaner: { name: 'Cy Team' } });
      expect(page.history.map((h: { status: string; cleanerName: string }) => [h.cleanerName, h.status])).toEqual([
        ['Ana Team', 'cancelled'],
        ['Ben Team', 'expired'],
      ]);
    }));

  it('under two hours ahead the rest of the team is asked together; the first to confirm takes it and the others are told', () =>
    withClock(async () => {
      const { w, tv, startsAt } = await confirmedThenNear(1.5);
      const cancelledAt = t.app.ctx.clock.now().getTime();
      expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/cancel`, {})).status).toBe(200);
      const open = await openOffers(tv.id);
      expect(open.map((o) => [o.cleanerUserId, o.askedTogether]).sort()).toEqual(
        [
          [w.ben.userId, true],
          [w.cy.userId, true],
        ].sort(),
      );
      // Both with one deadline: a third of 90 minutes.
      expect(new Set(open.map((o) => o.deadlineAt!.getTime())).size).toBe(1);
      expect(near(open[0]!.deadlineAt!.getTime() - cancelledAt, (startsAt - cancelledAt) / 3)).toBe(true);
      expect(await hostPage(w.hostClient, w.job.id, tv.id)).toMatchObject({
        cover: 'offered',
        assignedCleaner: null,
        offer: { status: 'offered', askedWith: [expect.any(String)] },
      });
      expect((await notificationsOf(w.host.userId)).at(-1)!.message).toMatch(
        /^Ana Team cancelled the turnover on .* at 12 Elm St, less than 24 hours ahead\. Close to the window, so Ben Team, Cy Team are asked together: the first to confirm takes it\.$/,
      );
      // Each has it on their schedule, by email with buttons, saying the first to confirm takes it.
      for (const who of [w.ben, w.cy]) {
        const schedule = (await who.client.get('/api/cleaner/schedule')).body.upcoming;
        expect(schedule.map((x: { id: string; offer: { status: string } }) => [x.id, x.offer.status])).toEqual([
          [tv.id, 'offered'],
        ]);
        const mail = (await mailsTo(who.email)).at(-1)!;
        expect(mail.subject).toMatch(/^Soon: can you take this turnover\? .* at 12 Elm St$/);
        expect(mail.text).toContain('2 cleaners on the team are asked at once: the first to confirm takes it.');
        expect(mail.text).toMatch(/\(answer within (29|30) min\)/);
      }

      // Cy confirms first: Ben's offer is withdrawn, and he hears it went to another cleaner.
      expect((await w.cy.client.post(`/api/cleaner/turnovers/${tv.id}/confirm`)).status).toBe(200);
      expect(await openOffers(tv.id)).toEqual([]);
      expect(await hostPage(w.hostClient, w.job.id, tv.id)).toMatchObject({
        cover: 'confirmed',
        assignedCleaner: { name: 'Cy Team' },
        offer: { status: 'confirmed', cleanerName: 'Cy Team' },
      });
      expect((await notificationsOf(w.ben.userId)).at(-1)).toMatchObject({
        title: 'Turnover taken',
        message: expect.stringMatching(/^This turnover was given to another cleaner: 12 Elm St, .*\. No need to go\.$/),
      });
      expect((await mailsTo(w.ben.email)).at(-1)).toMatchObject({ kind: 'turnover-given-to-another' });
      expect((await w.ben.client.get('/api/cleaner/schedule')).body.upcoming).toEqual([]);
      const late = await w.ben.client.post(`/api/cleaner/turnovers/${tv.id}/confirm`);
      expect(late.status).toBe(409);
      expect(late.body.error.message).toBe('This turnover was given to another cleaner.');
      // Nothing is left to lapse.
      expect((await pendingWork(tv.id)).filter((x) => x.kind === 'offer-deadline')).toEqual([]);
    }));

  it('asked together, a "no" leaves the others asked; when nobody confirms in time, the turnover is unfilled and the host alerted once', () =>
    withClock(async () => {
      const w = await world();
      // A fourth member, so one "no" still leaves two asked together.
      const { cleaner: dee } = await createApplicant(t.database.db, w.job.id, {
        firstName: 'Dee',
        lastName: 'Team',
        status: 'accepted',
      });
      const tv = await addTurnover(w.hostClient, w.job.id, 2);
      expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/confirm`)).status).toBe(200);
      await t.app.ctx.clock.advance(Date.parse(tv.startsAt) - HOUR - t.app.ctx.clock.now().getTime());
      expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/cancel`, {})).status).toBe(200);
      expect((await openOffers(tv.id)).map((o) => o.cleanerUserId).sort()).toEqual(
        [w.ben.userId, w.cy.userId, dee.userId].sort(),
      );
      expect((await w.ben.client.post(`/api/cleaner/turnovers/${tv.id}/decline`, { reason: 'Away' })).status).toBe(200);
      expect((await openOffers(tv.id)).map((o) => o.cleanerUserId).sort()).toEqual([w.cy.userId, dee.userId].sort());
      // The host hears the "no" and nothing more: the others are still asked.
      expect((await notificationsOf(w.host.userId)).at(-1)!.message).toMatch(
        /^Ben Team can't make the turnover on .* at 12 Elm St: “Away”$/,
      );

      // Nobody else answers: at the deadline both lapse together and the chain has run out.
      const [first] = await openOffers(tv.id);
      const hostMailsBefore = (await mailsTo(w.host.email)).length;
      await t.app.ctx.clock.advance(first!.deadlineAt!.getTime() - t.app.ctx.clock.now().getTime() + 1000);
      await t.app.ctx.work.runDue();
      expect(await openOffers(tv.id)).toEqual([]);
      expect(await hostPage(w.hostClient, w.job.id, tv.id)).toMatchObject({ cover: 'unfilled' });
      const hostMails = (await mailsTo(w.host.email)).slice(hostMailsBefore);
      expect(hostMails.map((m) => m.kind)).toEqual(['turnover-unfilled-urgent']);
      expect((await notificationsOf(w.host.userId)).filter((n) => n.type === 'turnover_unfilled')).toHaveLength(1);
      for (const who of [w.cy, dee]) {
        expect((await notificationsOf(who.userId)).at(-1)!.title).toBe('You did not answer in time');
        expect((await mailsTo(who.email)).at(-1)!.kind).toBe('turnover-offer-lapsed');
      }
    }));
});
