// The push that an offer is about to lapse (issue 38), on the scheduled-work runner with the app
// clock moved: sent once at half the answer time with the time left, the offer's own Confirm / Can't
// make it (answering through them works) and its tag, no address, no bell entry and no email; one
// push for offers to one cleaner due together; not sent once the offer was answered, lapsed (a clock
// moved past the deadline at once) or moved, nor to a cleaner who turned 'offers' off; each new
// offer, asked together too, has its own reminder.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { format } from '@core/messages/format';
import { push as text } from '@core/messages/en/push';
import { offerReminderAt } from '@core/offers';
import type { PushPayload } from '@core/schemas/push';
import { turnoverDay } from '@core/turnover-text';
import { outboxEmail, pushOutbox, pushSubscription, scheduledWork, turnover } from '../../db/schema';
import { createTestApp, TEST_APP_URL, TEST_VAPID, TestClient, type TestApp } from '../../test/app';
import { backupChainHelpers } from '../../test/backup-chain';
import { dateIn } from '../../test/dates';
import { startPushService } from '../../test/push-service';
import type { WorkKind } from '../../work/schedule';
import { runOfferReminder } from '../turnovers/reminder';

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  t = await createTestApp();
  pushService = await startPushService({ appPublicKey: TEST_VAPID.publicKey });
  // The runner and the sender run only when a test says so: what is due, and what was sent, is exact.
  await t.app.ctx.work.stop();
  await t.app.ctx.pushSender.stop();
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});
afterEach(() => t.app.ctx.clock.reset());

const MIN = 60_000;
const HOUR = 60 * MIN;
const db = () => t.database.db;
const { world, addTurnover, offersOf, notificationsOf } = backupChainHelpers(() => t);
type World = Awaited<ReturnType<typeof world>>;
type Cleaner = World['ana'];

/** Subscribes the cleaner's phone; returns what reads its pushes: delivered, and still queued. */
async function phoneOf(cleaner: Cleaner) {
  const sub = pushService.subscribe();
  expect((await cleaner.client.post('/api/push/devices', { ...sub, timeZone: 'America/Chicago' })).status).toBe(200);
  const [row] = await db().select().from(pushSubscription).where(eq(pushSubscription.endpoint, sub.endpoint));
  const delivered = () =>
    pushService.received
      .filter((p) => p.subscriptionId === sub.id)
      .map((p) => ({ ...p, ...(p.payload as PushPayload) }));
  /** Pushes queued but not sent (a non-urgent one held by quiet hours), so "not sent" means not queued either. */
  const queued = async () =>
    (await db().select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, row!.id))).map(
      (r) => r.payload as PushPayload,
    );
  const isReminder = (p: PushPayload) => p.title === text.reminder.title || p.title === text.reminder.titleMany;
  const reminders = async () => [...delivered().filter(isReminder), ...(await queued()).filter(isReminder)];
  return { delivered, reminders };
}

/** Moves the app clock to `at`, runs the work due then, and sends the pushes it queued. */
async function moveTo(at: Date) {
  const ahead = at.getTime() - t.app.ctx.clock.now().getTime();
  if (ahead > 0) await t.app.ctx.clock.advance(ahead);
  await t.app.ctx.work.runDue();
  await t.app.ctx.pushSender.runOnce();
}
const sendPushes = () => t.app.ctx.pushSender.runOnce();

/**
 * Runs an offer's pending reminder as the runner would at `now`. A runner claims a batch of due
 * items in no set order, so a clock moved past both may run the reminder before the deadline's item.
 */
async function runReminderAt(offerId: string, now: Date) {
  const [row] = await db()
    .select()
    .from(scheduledWork)
    .where(
      and(eq(scheduledWork.kind, 'offer-reminder'), eq(scheduledWork.subjectId, offerId), isNull(scheduledWork.doneAt)),
    );
  const item = { id: row!.id, kind: row!.kind as WorkKind, subjectId: row!.subjectId, dueAt: row!.dueAt, attempts: 0 };
  const deps = { appUrl: t.app.ctx.env.appUrl, authSecret: t.app.ctx.env.authSecret };
  await db().transaction((tx) => runOfferReminder(tx, item, now, deps));
  await sendPushes();
}

/** The open offer of a turnover to a cleaner, and when its reminder is due. */
async function openOffer(turnoverId: string, cleanerUserId: string) {
  const offer = (await offersOf(turnoverId)).find((o) => o.cleanerUserId === cleanerUserId && o.status === 'offered');
  expect(offer, 'an open offer').toBeDefined();
  return { ...offer!, remindAt: offerReminderAt(offer!.createdAt, offer!.deadlineAt!)! };
}
const statusOf = async (turnoverId: string) =>
  (await db().select().from(turnover).where(eq(turnover.id, turnoverId)))[0]!.status;
const mailsTo = (email: string) =>
  db().select().from(outboxEmail).where(eq(outboxEmail.toAddress, email)).orderBy(asc(outboxEmail.createdAt));
/** The offer-answer page's request, from a browser of its own (the link is the only credential). */
const answer = (url: string, reason?: string) =>
  new TestClient(t.app, '198.51.100.38').post('/api/offer-answers', {
    token: url.split('#token=')[1],
    ...(reason ? { reason } : {}),
  });
const after = (at: Date, ms: number) => new Date(at.getTime() + ms);
/** Equal but for the app clock ticking on between one request and the next. */
const near = (a: number, b: number) => Math.abs(a - b) < 2_000;

describe('an offer about to lapse', () => {
  it('is pushed once at half its answer time, with the time left, the offer’s tag and answers, and no address', async () => {
    const w = await world();
    const ana = await phoneOf(w.ana);
    const tv = await addTurnover(w.hostClient, w.job.id, 3);
    await sendPushes();
    const [offered] = ana.delivered();
    expect(offered!.actions).toHaveLength(2);
    const offer = await openOffer(tv.id, w.ana.userId);
    // Three days ahead: the job's 12 hours to answer, so the reminder comes after 6.
    expect(offer.remindAt.getTime() - offer.createdAt.getTime()).toBe(6 * HOUR);
    const mailsBefore = (await mailsTo(w.ana.email)).length;
    const bellBefore = (await notificationsOf(w.ana.userId)).length;

    await moveTo(after(offer.remindAt, -MIN));
    expect(await ana.reminders()).toEqual([]);

    await moveTo(after(offer.remindAt, 1000));
    const reminders = await ana.reminders();
    expect(reminders).toHaveLength(1);
    const reminder = reminders[0] as (typeof reminders)[0] & { urgency: string };
    expect(reminder).toMatchObject({
      title: text.reminder.title,
      // 6 hours less a second left, rounded down as every countdown is.
      body: format(text.reminder.body, {
        date: turnoverDay(dateIn(3)),
        start: '11:00 AM',
        end: '4:00 PM',
        left: '5 h',
      }),
      url: '/cleaner/schedule',
      // It replaces the offer's notification on the phone.
      tag: offered!.tag,
      // Urgent, as the offer: it wakes the phone and goes in quiet hours too.
      urgency: 'high',
    });
    expect(reminder.tag).toBe(`turnover:${tv.id}`);
    expect(reminder.actions!.map((a) => [a.action, a.title])).toEqual([
      ['confirm', text.actions.confirm],
      ['decline', text.actions.decline],
    ]);
    // The same signed answers as the offer's email buttons and first push.
    expect(reminder.actions!.map((a) => a.url)).toEqual(offered!.actions!.map((a) => a.url));
    for (const a of reminder.actions!) expect(a.url).toMatch(new RegExp(`^${TEST_APP_URL}/offer-answer#token=`));
    expect(JSON.stringify(reminder)).not.toContain('12 Elm St');
    expect(pushService.refused).toEqual([]);
    // A push only: the bell and the email already told of the offer.
    expect(await notificationsOf(w.ana.userId)).toHaveLength(bellBefore);
    expect(await mailsTo(w.ana.email)).toHaveLength(mailsBefore);

    // Once: later runs, and more time passing, send nothing more.
    await moveTo(after(offer.remindAt, HOUR));
    await t.app.ctx.work.runDue();
    await sendPushes();
    expect(await ana.reminders()).toHaveLength(1);

    // Its Confirm answers the offer, as the service worker posts it.
    const confirmed = await answer(reminder.actions![0]!.url);
    expect(confirmed.status).toBe(200);
    expect(await statusOf(tv.id)).toBe('confirmed');
  });

  it('answered "Can’t make it" through its button passes the turnover on, and the backup’s offer has its own reminder', async () => {
    const w = await world();
    const ana = await phoneOf(w.ana);
    const ben = await phoneOf(w.ben);
    const tv = await addTurnover(w.hostClient, w.job.id, 3);
    const first = await openOffer(tv.id, w.ana.userId);
    await moveTo(after(first.remindAt, 1000));
    const [reminder] = await ana.reminders();
    const declined = await answer(reminder!.actions![1]!.url, 'Car in the shop');
    expect(declined.status).toBe(200);

    // Ben's offer is made now, with a full answer time: his reminder is six hours on, not at Ana's.
    const second = await openOffer(tv.id, w.ben.userId);
    expect(second.remindAt.getTime()).toBeGreaterThan(after(first.remindAt, 5 * HOUR).getTime());
    await moveTo(after(second.remindAt, -MIN));
    expect(await ben.reminders()).toEqual([]);
    await moveTo(after(second.remindAt, 1000));
    expect((await ben.reminders()).map((p) => p.tag)).toEqual([`turnover:${tv.id}`]);
    expect(await ana.reminders()).toHaveLength(1);
  });

  it('offers to one cleaner that come due together are reminded in one push, each item run once', async () => {
    const w = await world();
    const ana = await phoneOf(w.ana);
    const tvs = [];
    for (const days of [3, 4, 5]) tvs.push(await addTurnover(w.hostClient, w.job.id, days));
    const offers = await Promise.all(tvs.map((tv) => openOffer(tv.id, w.ana.userId)));
    const last = offers.map((o) => o.remindAt).reduce((a, b) => (b > a ? b : a));

    await moveTo(after(last, 1000));
    const reminders = await ana.reminders();
    expect(reminders).toEqual([
      expect.objectContaining({
        title: text.reminder.titleMany,
        body: format(text.reminder.bodyMany, { count: 3, left: '5 h' }),
        url: '/cleaner/schedule',
      }),
    ]);
    // Nothing to answer three offers with at once, and no single notification to replace.
    expect(reminders[0]!.actions).toBeUndefined();
    expect(reminders[0]!.tag).toBeUndefined();
    const pending = await db()
      .select()
      .from(scheduledWork)
      .where(and(eq(scheduledWork.kind, 'offer-reminder'), isNull(scheduledWork.doneAt)));
    expect(pending.filter((r) => offers.some((o) => o.id === r.subjectId))).toEqual([]);
    await t.app.ctx.work.runDue();
    await sendPushes();
    expect(await ana.reminders()).toHaveLength(1);
  });

  it.each(['confirm', 'decline'] as const)(
    'is not sent once the cleaner answered (%s) before half-time',
    async (how) => {
      const w = await world();
      const ana = await phoneOf(w.ana);
      const tv = await addTurnover(w.hostClient, w.job.id, 3);
      const offer = await openOffer(tv.id, w.ana.userId);
      await moveTo(after(offer.remindAt, -HOUR));
      expect(
        (await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/${how}`, how === 'decline' ? {} : undefined)).status,
      ).toBe(200);
      await moveTo(after(offer.remindAt, 1000));
      expect(await ana.reminders()).toEqual([]);
      // The item ran and found nothing to remind.
      const [item] = await db()
        .select()
        .from(scheduledWork)
        .where(and(eq(scheduledWork.kind, 'offer-reminder'), eq(scheduledWork.subjectId, offer.id)));
      expect(item!.doneAt).not.toBeNull();
    },
  );

  it('a clock moved past half-time and the deadline at once lapses the offer and sends no stale reminder', async () => {
    const w = await world();
    const ana = await phoneOf(w.ana);
    const ben = await phoneOf(w.ben);
    const tv = await addTurnover(w.hostClient, w.job.id, 3);
    const offer = await openOffer(tv.id, w.ana.userId);

    // The reminder's item run first, after the deadline: the offer is still open, but its time is up.
    await runReminderAt(offer.id, after(offer.deadlineAt!, 1000));
    expect(await ana.reminders()).toEqual([]);
    // Then the runner runs both, in whichever order: the offer lapses, and no reminder goes.
    await moveTo(after(offer.deadlineAt!, 1000));
    expect((await offersOf(tv.id)).find((o) => o.id === offer.id)!.status).toBe('expired');
    expect(await ana.reminders()).toEqual([]);
    // Ben got the turnover with a new answer time; nothing of his is due yet.
    const next = await openOffer(tv.id, w.ben.userId);
    expect(await ben.reminders()).toEqual([]);
    await moveTo(after(next.remindAt, 1000));
    expect(await ben.reminders()).toHaveLength(1);
    expect(await ana.reminders()).toEqual([]);
  });

  it('is not sent to a cleaner who turned off pushes of new offers', async () => {
    const w = await world();
    const ana = await phoneOf(w.ana);
    const saved = await w.ana.client.request('PUT', '/api/push/preferences', {
      disabledKinds: ['offers'],
      quietHours: null,
      timeZone: 'America/Chicago',
    });
    expect(saved.status).toBe(200);
    const tv = await addTurnover(w.hostClient, w.job.id, 3);
    const offer = await openOffer(tv.id, w.ana.userId);
    await moveTo(after(offer.remindAt, 1000));
    expect(await ana.reminders()).toEqual([]);
    expect(ana.delivered()).toEqual([]);
  });

  it('a turnover moved to another day is offered again and reminded at the new offer’s half-time only', async () => {
    const w = await world();
    const ana = await phoneOf(w.ana);
    const tv = await addTurnover(w.hostClient, w.job.id, 3);
    const old = await openOffer(tv.id, w.ana.userId);
    await moveTo(after(old.createdAt, 2 * HOUR));
    const moved = await w.hostClient.request('PATCH', `/api/host/turnovers/${tv.id}`, { date: dateIn(5) });
    expect(moved.status).toBe(200);
    const renewed = await openOffer(tv.id, w.ana.userId);
    expect(renewed.id).not.toBe(old.id);
    expect(near(renewed.remindAt.getTime(), after(old.remindAt, 2 * HOUR).getTime())).toBe(true);

    // The old offer's half-time passes: it was withdrawn, so nothing.
    await moveTo(after(old.remindAt, 1000));
    expect(await ana.reminders()).toEqual([]);
    await moveTo(after(renewed.remindAt, 1000));
    const reminders = await ana.reminders();
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body).toContain(turnoverDay(dateIn(5)));
  });

  it('asked together under two hours ahead, each cleaner asked is reminded at half the shared answer time', async () => {
    const w = await world();
    const ben = await phoneOf(w.ben);
    const cy = await phoneOf(w.cy);
    const tv = await addTurnover(w.hostClient, w.job.id, 2);
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/confirm`)).status).toBe(200);
    await moveTo(new Date(Date.parse(tv.startsAt) - 1.5 * HOUR));
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/cancel`, {})).status).toBe(200);
    const [benOffer, cyOffer] = [await openOffer(tv.id, w.ben.userId), await openOffer(tv.id, w.cy.userId)];
    expect(benOffer.askedTogether && cyOffer.askedTogether).toBe(true);
    // A third of 90 minutes to answer; reminded after 15.
    expect(near(benOffer.remindAt.getTime() - benOffer.createdAt.getTime(), 15 * MIN)).toBe(true);
    expect(cyOffer.remindAt).toEqual(benOffer.remindAt);

    await moveTo(after(benOffer.remindAt, 1000));
    const [toBen] = await ben.reminders();
    const [toCy] = await cy.reminders();
    for (const r of [toBen, toCy]) expect(r!.body).toMatch(/Please answer within 14 min\.$/);
    // Cy confirms from hers; Ben's offer is withdrawn.
    expect((await answer(toCy!.actions![0]!.url)).status).toBe(200);
    expect(await statusOf(tv.id)).toBe('confirmed');
    expect((await answer(toBen!.actions![0]!.url)).status).toBe(410);
    expect(await ben.reminders()).toHaveLength(1);
  });
});
