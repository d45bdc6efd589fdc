// Offers wait for the host (issue 37) through the API: a hire offers nothing and tells the cleaner
// they are hired; the team's changes hold the job's offers until 'Send offers', or until 15 minutes
// pass without a change (scheduled work 'team-offers'); a reorder meanwhile takes nothing back;
// turnovers a calendar sync makes meanwhile wait too; the team record counts this property only.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTarget } from '@core/notifications';
import { OFFER_GRACE_MINUTES } from '@core/team';
import { notification, outboxEmail, scheduledWork, turnover, turnoverOffer } from '../../db/schema';
import { createTestApp, TEST_APP_URL, type TestApp, type TestClient } from '../../test/app';
import { dateIn } from '../../test/dates';
import { createApplicant, createApplication, createHost, createJob, futureDate } from '../../test/factories';
import { airbnbFeed, startFeedServer, type FeedServer } from '../../test/feed-server';
import { signedInClient } from '../../test/sessions';

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

const MINUTE = 60_000;
const GRACE = OFFER_GRACE_MINUTES * MINUTE;
const db = () => t.database.db;
const signedIn = (account: { userId: string }) => signedInClient(t.app, account);

/**
 * A host with a job (12 Elm St, Austin), `turnovers` upcoming turnovers added by hand before anyone
 * is hired (so nobody has them yet), and two applicants, Ana and Ben, not yet hired.
 */
async function world(options: { turnovers?: number } = {}) {
  const host = await createHost(db(), { firstName: 'Hana' });
  const job = await createJob(db(), host.userId, {
    state: 'TX',
    city: 'Austin',
    propertyAddress: '12 Elm St',
    paymentPerTurnover: 80,
  });
  const hostClient = await signedIn(host);
  const turnoverIds: string[] = [];
  for (let i = 0; i < (options.turnovers ?? 3); i++)
    turnoverIds.push((await addTurnover(hostClient, job.id, 3 + i)).id);
  const applicants = [];
  for (const [i, firstName] of ['Ana', 'Ben'].entries()) {
    const { cleaner, application } = await createApplicant(db(), job.id, {
      firstName,
      lastName: 'Team',
      appliedAt: new Date(Date.now() - (10 - i) * MINUTE),
    });
    applicants.push({ ...cleaner, applicationId: application.id, client: await signedIn(cleaner) });
  }
  const [ana, ben] = applicants as [(typeof applicants)[0], (typeof applicants)[0]];
  return { host, job, hostClient, turnoverIds, ana, ben };
}

async function addTurnover(client: TestClient, jobId: string, days: number) {
  const res = await client.post(`/api/host/jobs/${jobId}/turnovers`, {
    date: dateIn(days),
    checkoutTime: '11:00',
    checkinTime: '16:00',
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; assignedCleaner: unknown; offer: unknown };
}

const hire = async (client: TestClient, applicationId: string) =>
  expect((await client.request('PATCH', `/api/host/applications/${applicationId}`, { action: 'hire' })).status).toBe(
    200,
  );
const teamUrl = (jobId: string) => `/api/host/jobs/${jobId}/team`;
const move = async (client: TestClient, jobId: string, cleanerId: string, direction: 'up' | 'down') =>
  expect((await client.post(`${teamUrl(jobId)}/${cleanerId}/move`, { direction })).status).toBe(200);
const sendOffers = (client: TestClient, jobId: string) => client.post(`${teamUrl(jobId)}/send-offers`, {});

const offersOn = (turnoverIds: string[]) =>
  Promise.all(
    turnoverIds.map((id) =>
      db()
        .select({ cleanerUserId: turnoverOffer.cleanerUserId, status: turnoverOffer.status })
        .from(turnoverOffer)
        .where(eq(turnoverOffer.turnoverId, id))
        .orderBy(asc(turnoverOffer.createdAt)),
    ),
  );
const turnoverNews = (userId: string) =>
  db()
    .select()
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.type, 'turnovers_changed')))
    .orderBy(asc(notification.createdAt));
const mailsTo = (email: string) =>
  db().select().from(outboxEmail).where(eq(outboxEmail.toAddress, email)).orderBy(asc(outboxEmail.createdAt));
const pendingTeamOffers = (jobId: string) =>
  db()
    .select({ dueAt: scheduledWork.dueAt })
    .from(scheduledWork)
    .where(
      and(eq(scheduledWork.kind, 'team-offers'), eq(scheduledWork.subjectId, jobId), isNull(scheduledWork.doneAt)),
    );

describe('hiring', () => {
  it("offers nothing; the cleaner hears they're hired (the bell leads to the schedule, an email says where they join the team); the offers wait 15 minutes", async () => {
    const w = await world();
    const applicants = async () => (await w.hostClient.get(`/api/host/jobs/${w.job.id}/applicants`)).body;
    expect((await applicants()).jobs[0].teamSize).toBe(0);

    const before = Date.now();
    await hire(w.hostClient, w.ana.applicationId);

    // Nobody is offered anything yet, and Ana's schedule is empty.
    expect(await offersOn(w.turnoverIds)).toEqual([[], [], []]);
    expect((await w.ana.client.get('/api/cleaner/schedule')).body.upcoming).toEqual([]);
    expect(await turnoverNews(w.ana.userId)).toEqual([]);
    const team = (await w.hostClient.get(teamUrl(w.job.id))).body;
    expect(team.members.map((m: { name: string }) => m.name)).toEqual(['Ana Team']);
    const heldUntil = Date.parse(team.offersHeldUntil);
    expect(heldUntil).toBeGreaterThanOrEqual(before + GRACE);
    expect(heldUntil).toBeLessThanOrEqual(Date.now() + GRACE);
    expect((await pendingTeamOffers(w.job.id)).map((x) => x.dueAt.getTime())).toEqual([heldUntil]);

    // The bell: "You're hired!", leading to her schedule.
    const bell = (await w.ana.client.get('/api/notifications')).body.notifications;
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({
      type: 'application_status',
      title: "You're hired!",
      message: 'The host hired you for 12 Elm St: you are on its team. Your turnovers will show on your schedule.',
      data: { job_id: w.job.id, application_id: w.ana.applicationId, kind: 'hired' },
    });
    expect(notificationTarget(bell[0])).toBe('/cleaner/schedule');

    // The email: hired, first on the team, and the link to the schedule.
    const [mail, ...more] = await mailsTo(w.ana.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'hired', subject: "You're hired: 12 Elm St" });
    expect(mail!.text).toContain('Hi Ana, the host of 12 Elm St hired you.');
    expect(mail!.text).toContain('You are first on the team: its turnovers are offered to you first.');
    expect(mail!.text).toContain(`Open my schedule: ${TEST_APP_URL}/cleaner/schedule`);
    expect(mail!.html).toContain(`href="${TEST_APP_URL}/cleaner/schedule"`);

    // The second hire joins as backup 1, and the Hire dialog's count follows.
    await hire(w.hostClient, w.ben.applicationId);
    expect((await mailsTo(w.ben.email)).map((m) => m.kind)).toEqual(['hired']);
    expect((await mailsTo(w.ben.email))[0]!.text).toContain('You are backup 1 on the team');
    expect((await applicants()).jobs[0].teamSize).toBe(2);

    // A turnover added while the offers wait waits too: nobody has it.
    const added = await addTurnover(w.hostClient, w.job.id, 9);
    expect(added).toMatchObject({ assignedCleaner: null, offer: null });
    expect(await offersOn([added.id])).toEqual([[]]);
  });
});

describe("'Send offers'", () => {
  it('offers every upcoming turnover to the primary at once, each cleaner told once; the reorders before it took nothing back', async () => {
    const w = await world();
    await hire(w.hostClient, w.ana.applicationId);
    await hire(w.hostClient, w.ben.applicationId);
    // The host reorders, back and forth: nothing is given, so nothing is taken back.
    await move(w.hostClient, w.job.id, w.ben.userId, 'up');
    await move(w.hostClient, w.job.id, w.ana.userId, 'up');
    await move(w.hostClient, w.job.id, w.ben.userId, 'up');
    expect(await offersOn(w.turnoverIds)).toEqual([[], [], []]);
    for (const c of [w.ana, w.ben]) {
      expect(await turnoverNews(c.userId)).toEqual([]);
      expect((await mailsTo(c.email)).map((m) => m.kind)).toEqual(['hired']);
    }

    const sent = await sendOffers(w.hostClient, w.job.id);
    expect(sent.status).toBe(200);
    expect(sent.body.offersHeldUntil).toBeNull();
    expect(await pendingTeamOffers(w.job.id)).toEqual([]);
    expect(await offersOn(w.turnoverIds)).toEqual(
      w.turnoverIds.map(() => [{ cleanerUserId: w.ben.userId, status: 'offered' }]),
    );
    const benSchedule = (await w.ben.client.get('/api/cleaner/schedule')).body.upcoming;
    expect(benSchedule.map((x: { id: string }) => x.id)).toEqual(w.turnoverIds);
    // Ben hears once of the three; Ana hears nothing, and never "No longer yours".
    expect((await turnoverNews(w.ben.userId)).map((n) => n.message)).toEqual(['12 Elm St: 3 new.']);
    expect((await mailsTo(w.ben.email)).map((m) => m.kind)).toEqual(['hired', 'turnovers-changed']);
    expect(await turnoverNews(w.ana.userId)).toEqual([]);
    expect((await mailsTo(w.ana.email)).map((m) => m.kind)).toEqual(['hired']);
    expect((await mailsTo(w.ana.email)).some((m) => m.text.includes('No longer yours'))).toBe(false);
    // The record shows the three waiting for Ben's answer.
    expect(sent.body.members[0]).toMatchObject({
      name: 'Ben Team',
      reliability: { offered: 3, pending: 3, answered: 0, confirmed: 0 },
    });

    // Sending again, with nothing held, changes nothing.
    expect((await sendOffers(w.hostClient, w.job.id)).status).toBe(200);
    expect(await offersOn(w.turnoverIds)).toEqual(
      w.turnoverIds.map(() => [{ cleanerUserId: w.ben.userId, status: 'offered' }]),
    );
    expect(await turnoverNews(w.ben.userId)).toHaveLength(1);
  });

  it('another host cannot send them (404), a cleaner is refused (403)', async () => {
    const w = await world({ turnovers: 1 });
    await hire(w.hostClient, w.ana.applicationId);
    const other = await signedIn(await createHost(db()));
    expect((await sendOffers(other, w.job.id)).status).toBe(404);
    expect((await sendOffers(w.ana.client, w.job.id)).status).toBe(403);
    expect(await offersOn(w.turnoverIds)).toEqual([[]]);
  });
});

describe('the grace', () => {
  it('sends the offers by itself 15 minutes after the last change to the team', async () => {
    const w = await world({ turnovers: 2 });
    const clock = t.app.ctx.clock;
    const runAfter = async (ms: number) => {
      await clock.advance(ms);
      await t.app.ctx.work.runDue();
    };
    try {
      await hire(w.hostClient, w.ana.applicationId);
      await hire(w.hostClient, w.ben.applicationId);
      await runAfter(14 * MINUTE);
      expect(await offersOn(w.turnoverIds)).toEqual([[], []]);
      // A change at 14 minutes starts the grace again.
      await move(w.hostClient, w.job.id, w.ben.userId, 'up');
      await runAfter(14 * MINUTE);
      expect(await offersOn(w.turnoverIds)).toEqual([[], []]);
      expect(Date.parse((await w.hostClient.get(teamUrl(w.job.id))).body.offersHeldUntil)).toBeGreaterThan(
        clock.now().getTime(),
      );

      await runAfter(MINUTE + 1000);
      expect(await offersOn(w.turnoverIds)).toEqual([
        [{ cleanerUserId: w.ben.userId, status: 'offered' }],
        [{ cleanerUserId: w.ben.userId, status: 'offered' }],
      ]);
      expect((await turnoverNews(w.ben.userId)).map((n) => n.message)).toEqual(['12 Elm St: 2 new.']);
      expect(await turnoverNews(w.ana.userId)).toEqual([]);
      expect((await w.hostClient.get(teamUrl(w.job.id))).body.offersHeldUntil).toBeNull();
      // Its deadline counts from when the offer was made, on the app's clock.
      const [row] = await db()
        .select({ createdAt: turnoverOffer.createdAt })
        .from(turnoverOffer)
        .where(eq(turnoverOffer.turnoverId, w.turnoverIds[0]!));
      expect(row!.createdAt.getTime()).toBeGreaterThan(Date.now() + 28 * MINUTE);

      // Run again (a retry after the work committed): nothing more happens.
      await runAfter(GRACE);
      expect(await turnoverNews(w.ben.userId)).toHaveLength(1);
    } finally {
      await clock.reset();
    }
  });

  it("does nothing once the host sent the offers, or for a deleted job's team", async () => {
    const w = await world({ turnovers: 1 });
    await hire(w.hostClient, w.ana.applicationId);
    expect((await sendOffers(w.hostClient, w.job.id)).status).toBe(200);
    const v = await world({ turnovers: 1 });
    await hire(v.hostClient, v.ana.applicationId);
    expect((await v.hostClient.request('DELETE', `/api/host/jobs/${v.job.id}`)).status).toBe(200);
    try {
      await t.app.ctx.clock.advance(GRACE + MINUTE);
      await t.app.ctx.work.runDue();
      expect(await turnoverNews(w.ana.userId)).toHaveLength(1);
      expect(await offersOn(v.turnoverIds)).toEqual([[]]);
      expect(await turnoverNews(v.ana.userId)).toEqual([]);
    } finally {
      await t.app.ctx.clock.reset();
    }
  });
});

describe('a calendar sync while the offers wait', () => {
  it('makes its turnovers wait unassigned; they are offered with the others when sent', async () => {
    const w = await world({ turnovers: 0 });
    await hire(w.hostClient, w.ana.applicationId);
    const path = `/ical/held-${w.job.id}.ics`;
    feeds.serve(
      path,
      airbnbFeed(
        [
          { uid: 's1', start: futureDate(10), end: futureDate(12) },
          { uid: 's2', start: futureDate(15), end: futureDate(18) },
        ],
        [],
      ),
    );
    const added = await w.hostClient.post(`/api/host/jobs/${w.job.id}/calendars`, { url: feeds.url(path) });
    expect(added.status).toBe(201);
    const made = await db().select().from(turnover).where(eq(turnover.jobId, w.job.id)).orderBy(asc(turnover.date));
    expect(made.map((r) => [r.date, r.assignedCleanerUserId])).toEqual([
      [futureDate(12), null],
      [futureDate(18), null],
    ]);
    expect(await offersOn(made.map((r) => r.id))).toEqual([[], []]);
    expect(await turnoverNews(w.ana.userId)).toEqual([]);

    expect((await sendOffers(w.hostClient, w.job.id)).status).toBe(200);
    expect(await offersOn(made.map((r) => r.id))).toEqual([
      [{ cleanerUserId: w.ana.userId, status: 'offered' }],
      [{ cleanerUserId: w.ana.userId, status: 'offered' }],
    ]);
    expect((await turnoverNews(w.ana.userId)).map((n) => n.message)).toEqual(['12 Elm St: 2 new.']);
  });
});

describe('the team record', () => {
  it("counts this property only: its offers (open ones as pending), answers, completed and missed turnovers, not another property's", async () => {
    const w = await world({ turnovers: 4 });
    await hire(w.hostClient, w.ana.applicationId);
    expect((await sendOffers(w.hostClient, w.job.id)).status).toBe(200);
    const [missed, done, declined, open] = w.turnoverIds as [string, string, string, string];
    for (const id of [missed, done])
      expect((await w.ana.client.post(`/api/cleaner/turnovers/${id}/confirm`)).status).toBe(200);
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${declined}/decline`, {})).status).toBe(200);
    // Two she confirmed ended: one completed, one never started (issue 37's 'missed').
    await db().update(turnover).set({ status: 'missed', missedAt: new Date() }).where(eq(turnover.id, missed));
    await db()
      .update(turnover)
      .set({ status: 'completed', startedAt: new Date(), completedAt: new Date() })
      .where(eq(turnover.id, done));

    // The host's other property, where Ana is on the team too and has an offer and a completed turnover.
    const other = await createJob(db(), w.host.userId, { state: 'TX', city: 'Austin', propertyAddress: '9 Oak Ave' });
    await createApplication(db(), other.id, w.ana.userId, { status: 'accepted' });
    const elsewhere = await addTurnover(w.hostClient, other.id, 4);
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${elsewhere.id}/confirm`)).status).toBe(200);
    await db()
      .update(turnover)
      .set({ status: 'completed', startedAt: new Date(), completedAt: new Date() })
      .where(eq(turnover.id, elsewhere.id));

    const record = (jobId: string) =>
      w.hostClient.get(teamUrl(jobId)).then((res) => res.body.members[0].reliability as Record<string, number>);
    expect(await record(w.job.id)).toEqual({
      offered: 4,
      answered: 3,
      pending: 1,
      confirmed: 2,
      declined: 1,
      lateCancellations: 0,
      completed: 1,
      missed: 1,
    });
    expect(await record(other.id)).toEqual({
      offered: 1,
      answered: 1,
      pending: 0,
      confirmed: 1,
      declined: 0,
      lateCancellations: 0,
      completed: 1,
      missed: 0,
    });
    expect(await offersOn([open])).toEqual([[{ cleanerUserId: w.ana.userId, status: 'offered' }]]);
  });
});
