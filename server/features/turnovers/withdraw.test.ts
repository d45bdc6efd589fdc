// Turnovers end with their job and with their cleaner's place on the team (issue 35, decision 033),
// through the API: deleting a job cancels its turnovers, offers, requests and scheduled work, tells
// each cleaner once, and every page and link about them says the job was deleted; removing a
// member passes the turnovers they held (confirmed ones too) down the team and never gives them back.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { job, outboxEmail, scheduledWork, turnover, turnoverRequest } from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../test/app';
import { backupChainHelpers } from '../../test/backup-chain';
import { dateIn } from '../../test/dates';
import { createCleaner } from '../../test/factories';
import { signedInClient } from '../../test/sessions';
import { createConfirmedTurnover } from '../../test/turnover-runs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const JOB_DELETED = 'This job was deleted by the host, so this turnover is cancelled.';

const { world, addTurnover, offersOf, notificationsOf, hostPage } = backupChainHelpers(() => t);
const db = () => t.database.db;
const mailsTo = (email: string) =>
  db().select().from(outboxEmail).where(eq(outboxEmail.toAddress, email)).orderBy(asc(outboxEmail.createdAt));
const pendingWork = (ids: string[]) =>
  db()
    .select()
    .from(scheduledWork)
    .where(and(inArray(scheduledWork.subjectId, ids), isNull(scheduledWork.doneAt)));
const answerLink = (token: string) => new TestClient(t.app, '198.51.100.77').post('/api/offer-answers', { token });
/** The token of the newest email's 'Confirm' button to `email`. */
const confirmToken = async (email: string) => /Confirm: \S+#token=(\S+)/.exec((await mailsTo(email)).at(-1)!.text)![1]!;
const ids = (items: { id: string }[]) => items.map((x) => x.id);
/** The .ics text of the cleaner's calendar feed. */
async function feedOf(client: TestClient) {
  const url = (await client.get('/api/cleaner/schedule/feed')).body.url as string;
  return (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).body;
}
/** How many notifications and emails each person has had so far, to count what comes next. */
async function counts(people: { userId: string; email: string }[]) {
  return Promise.all(
    people.map(async (p) => ({
      notes: (await notificationsOf(p.userId)).length,
      mails: (await mailsTo(p.email)).length,
    })),
  );
}

describe('deleting a job', () => {
  it('cancels its turnovers, offers, requests and scheduled work; each cleaner hears once; its pages and links say it was deleted', async () => {
    const w = await world();
    // Ana confirmed one and holds an open offer of another; Ben holds one Ana declined; one is unfilled and open to nearby cleaners.
    const confirmed = await addTurnover(w.hostClient, w.job.id, 6);
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${confirmed.id}/confirm`)).status).toBe(200);
    const bens = await addTurnover(w.hostClient, w.job.id, 8);
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${bens.id}/decline`, {})).status).toBe(200);
    const bensLink = await confirmToken(w.ben.email);
    const offered = await addTurnover(w.hostClient, w.job.id, 9);
    const unfilled = await addTurnover(w.hostClient, w.job.id, 2);
    for (const c of [w.ana, w.ben, w.cy])
      expect((await c.client.post(`/api/cleaner/turnovers/${unfilled.id}/decline`, {})).status).toBe(200);
    expect((await w.hostClient.post(`/api/host/turnovers/${unfilled.id}/open`, { autoAccept: false })).status).toBe(
      200,
    );
    const nearby = await createCleaner(db(), { state: 'TX', city: 'Austin' });
    expect(
      (await (await signedInClient(t.app, nearby)).post(`/api/cleaner/open-turnovers/${unfilled.id}/request`)).status,
    ).toBe(200);
    const all = [confirmed.id, bens.id, offered.id, unfilled.id];
    // Two offers' deadlines, the unfilled one's second alert, the confirmed one's watch (issue 37).
    expect((await pendingWork(all)).length).toBe(4);
    expect(await feedOf(w.ana.client)).toContain('12 Elm St');

    const people = [w.ana, w.ben, w.cy, { userId: w.host.userId, email: w.host.email }];
    const before = await counts(people);
    expect((await w.hostClient.delete(`/api/host/jobs/${w.job.id}`)).status).toBe(200);

    // Nothing of it is live or pending any more.
    const rows = await db().select().from(turnover).where(inArray(turnover.id, all));
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
    for (const id of all) expect((await offersOf(id)).filter((o) => o.status === 'offered')).toEqual([]);
    expect(await pendingWork(all)).toEqual([]);
    expect(
      (await db().select().from(turnoverRequest).where(eq(turnoverRequest.turnoverId, unfilled.id))).map(
        (r) => r.status,
      ),
    ).toEqual(['withdrawn']);

    // Off the schedules and out of the calendar feeds, address and all.
    for (const c of [w.ana, w.ben]) {
      const schedule = (await c.client.get('/api/cleaner/schedule')).body;
      expect([...ids(schedule.upcoming), ...ids(schedule.past)]).toEqual([]);
      const feed = await feedOf(c.client);
      expect(feed).not.toContain('12 Elm St');
      for (const id of all) expect(feed).not.toContain(id);
    }

    // Ana and Ben hear once each (bell and email), listing theirs; Cy and the host hear nothing.
    const after = await counts(people);
    expect(after.map((a, i) => [a.notes - before[i]!.notes, a.mails - before[i]!.mails])).toEqual([
      [1, 1],
      [1, 1],
      [0, 0],
      [0, 0],
    ]);
    const anaNote = (await notificationsOf(w.ana.userId)).at(-1)!;
    expect(anaNote).toMatchObject({ type: 'turnovers_changed', title: 'A job was deleted' });
    expect(anaNote.message).toMatch(
      /^The host deleted the job at 12 Elm St, so your turnovers there are cancelled: .+, .+\.$/,
    );
    const anaMail = (await mailsTo(w.ana.email)).at(-1)!;
    expect(anaMail.subject).toBe('Turnovers cancelled: the job at 12 Elm St was deleted');
    expect(anaMail.text).toContain('Do not go to the property.');
    expect(anaMail.text.match(/• /g)).toHaveLength(2);
    expect((await mailsTo(w.ben.email)).at(-1)!.text.match(/• /g)).toHaveLength(1);

    // The emailed answer link, the cleaner's turnover page and its access instructions, the host's pages: the job is gone.
    const link = await answerLink(bensLink);
    expect(link.status).toBe(410);
    expect(link.body.error).toEqual({ code: 'JOB_DELETED', message: JOB_DELETED });
    for (const url of [`/api/cleaner/turnovers/${confirmed.id}`, `/api/cleaner/turnovers/${confirmed.id}/access`]) {
      const res = await w.ana.client.get(url);
      expect(res.status, url).toBe(410);
      expect(res.body.error).toEqual({ code: 'JOB_DELETED', message: JOB_DELETED });
    }
    expect((await w.hostClient.get(`/api/host/turnovers/${confirmed.id}/report`)).body.error).toEqual({
      code: 'JOB_DELETED',
      message: JOB_DELETED,
    });
    const list = await w.hostClient.get(`/api/host/jobs/${w.job.id}/turnovers`);
    expect(list.status).toBe(410);
    expect(list.body.error.message).toBe('This job was deleted, so its turnovers are cancelled.');
    // Anyone who never had it still learns nothing.
    expect((await w.cy.client.get(`/api/cleaner/turnovers/${confirmed.id}`)).status).toBe(404);

    // Time passes beyond every deadline and the 24-hour re-alert: nothing is offered, sent or alerted.
    try {
      await t.app.ctx.clock.advance(3 * 24 * HOUR);
      await t.app.ctx.work.runDue();
      expect(await counts(people)).toEqual(after);
      for (const id of all)
        expect((await offersOf(id)).filter((o) => o.status === 'offered' || o.status === 'expired')).toEqual([]);
    } finally {
      await t.app.ctx.clock.reset();
    }
  });

  it("an offer's deadline that raced the deletion does nothing", async () => {
    const w = await world();
    const tv = await addTurnover(w.hostClient, w.job.id, 6);
    // As if the deletion had marked the job but not yet reached its turnovers when the deadline ran.
    await db().update(job).set({ status: 'deleted' }).where(eq(job.id, w.job.id));
    const before = await counts([w.ben, { userId: w.host.userId, email: w.host.email }]);
    try {
      await t.app.ctx.clock.advance(13 * HOUR);
      await t.app.ctx.work.runDue();
      expect((await offersOf(tv.id)).map((o) => [o.cleanerUserId, o.status])).toEqual([[w.ana.userId, 'offered']]);
      expect(await counts([w.ben, { userId: w.host.userId, email: w.host.email }])).toEqual(before);
    } finally {
      await t.app.ctx.clock.reset();
    }
  });
});

describe('removing a team member', () => {
  it('takes the turnovers they held: a confirmed one passes to the next member at once, an open offer when the held offers go out; both sides hear once; a run begun stays theirs; they are never offered it again', async () => {
    const w = await world();
    expect(
      (
        await w.hostClient.request('PUT', `/api/host/jobs/${w.job.id}/playbook`, {
          accessInstructions: 'Door code 4321',
        })
      ).status,
    ).toBe(200);
    // Ana confirmed one starting in three hours (its access instructions are open to her; far enough
    // from the window that the team is still walked one by one), is cleaning another right now, and
    // holds an open offer of a third.
    const soon = (
      await createConfirmedTurnover(db(), { startsInHours: 3, host: w.host, jobId: w.job.id, cleaner: w.ana })
    ).turnover;
    const running = (
      await createConfirmedTurnover(db(), {
        startsInHours: -22,
        hours: 30,
        host: w.host,
        jobId: w.job.id,
        cleaner: w.ana,
      })
    ).turnover;
    await db()
      .update(turnover)
      .set({ startedAt: new Date(), startedByUserId: w.ana.userId })
      .where(eq(turnover.id, running.id));
    const offered = await addTurnover(w.hostClient, w.job.id, 6);
    expect((await w.ana.client.get(`/api/cleaner/turnovers/${soon.id}/access`)).body.accessInstructions).toBe(
      'Door code 4321',
    );

    const people = [w.ana, w.ben, w.cy, { userId: w.host.userId, email: w.host.email }];
    const before = await counts(people);
    expect((await w.hostClient.post(`/api/host/jobs/${w.job.id}/team/${w.ana.userId}/remove`)).status).toBe(200);

    // Ana's confirmation and offer are withdrawn (counting against nobody). The confirmed one,
    // counted on, goes to Ben, next in line, at once; the open offer waits for the team's new order
    // (issue 37: the removal holds the job's offers).
    const offeredToBen = async (id: string) => {
      expect(await hostPage(w.hostClient, w.job.id, id)).toMatchObject({
        status: 'scheduled',
        cover: 'offered',
        offer: { status: 'offered', cleanerName: 'Ben Team' },
      });
      expect((await offersOf(id)).map((o) => [o.cleanerUserId, o.status])).toEqual([
        [w.ana.userId, 'withdrawn'],
        [w.ben.userId, 'offered'],
      ]);
    };
    await offeredToBen(soon.id);
    expect(await hostPage(w.hostClient, w.job.id, offered.id)).toMatchObject({ cover: 'unassigned' });
    expect((await offersOf(offered.id)).map((o) => [o.cleanerUserId, o.status])).toEqual([[w.ana.userId, 'withdrawn']]);
    // Ana no longer sees them: not on her schedule or feed, no page, no access instructions.
    const schedule = (await w.ana.client.get('/api/cleaner/schedule')).body;
    expect(ids(schedule.upcoming)).toEqual([running.id]);
    expect(await feedOf(w.ana.client)).not.toContain(soon.id);
    expect((await w.ana.client.get(`/api/cleaner/turnovers/${soon.id}`)).status).toBe(404);
    expect((await w.ana.client.get(`/api/cleaner/turnovers/${soon.id}/access`)).status).toBe(404);
    // The run she had begun is hers to finish.
    expect((await w.ana.client.get(`/api/cleaner/turnovers/${running.id}`)).status).toBe(200);
    expect((await w.ana.client.get(`/api/cleaner/turnovers/${running.id}/access`)).status).toBe(200);

    // Ana hears once, listing both; Ben once, of the one now his; the host once in the bell.
    const after = await counts(people);
    expect(after.map((a, i) => [a.notes - before[i]!.notes, a.mails - before[i]!.mails])).toEqual([
      [1, 1],
      [1, 1],
      [0, 0],
      [1, 0],
    ]);
    expect((await notificationsOf(w.ana.userId)).at(-1)!.message).toBe('12 Elm St: 2 passed to another cleaner.');
    expect((await mailsTo(w.ana.email)).at(-1)!.text.match(/No longer yours: /g)).toHaveLength(2);
    expect((await notificationsOf(w.ben.userId)).at(-1)!.message).toBe('12 Elm St: 1 new.');
    // The host sends the offers: Ben gets the other, and Ana hears nothing more.
    expect((await w.hostClient.post(`/api/host/jobs/${w.job.id}/team/send-offers`, {})).status).toBe(200);
    await offeredToBen(offered.id);
    expect((await notificationsOf(w.ben.userId)).at(-1)!.message).toBe('12 Elm St: 1 new.');
    expect((await counts([w.ana]))[0]).toEqual(after[0]);
    const hostNote = (await notificationsOf(w.host.userId)).at(-1)!;
    expect(hostNote).toMatchObject({ type: 'turnover_answered', title: 'Turnovers passed on' });
    expect(hostNote.message).toMatch(
      /^Ana Team is no longer on the team at 12 Elm St, so the turnovers they had on .+, .+ passed down the team\./,
    );

    // Moved to another date, it goes back to the team (Ben), never to Ana.
    expect((await w.hostClient.request('PATCH', `/api/host/turnovers/${soon.id}`, { date: dateIn(9) })).status).toBe(
      200,
    );
    expect((await offersOf(soon.id)).filter((o) => o.cleanerUserId === w.ana.userId).map((o) => o.status)).toEqual([
      'withdrawn',
    ]);
    expect(await hostPage(w.hostClient, w.job.id, soon.id)).toMatchObject({
      cover: 'offered',
      offer: { cleanerName: 'Ben Team' },
    });
    expect(ids((await w.ana.client.get('/api/cleaner/schedule')).body.upcoming)).toEqual([running.id]);
  });
});
