// applySyncPlan (issue 16): a calendar sync's plan written for real, with the hired cleaner offered
// the new turnovers and told once per sync (notification and one email; urgent when a cancellation
// is less than 48 hours ahead).
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveTurnovers, planSync, type Booking, type ExistingTurnover } from '@core/turnovers';
import { jobCalendar, notification, outboxEmail, turnover, turnoverOffer } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createApplicant, createHost, createJob } from '../../test/factories';
import { DAY, dateIn } from '../../test/dates';
import { applySyncPlan } from './sync-writer';
import { EXISTING_TURNOVER_COLUMNS } from '../calendars/sync';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A job in Austin with a hired cleaner (unless told) and one calendar. */
async function hiredJob(options: { hired?: boolean } = {}) {
  const db = t.database.db;
  const host = await createHost(db);
  const job = await createJob(db, host.userId, {
    state: 'TX',
    city: 'Austin',
    propertyAddress: '12 Elm St',
    paymentPerTurnover: 95.5,
  });
  const { cleaner } = await createApplicant(db, job.id, {
    firstName: 'Casey',
    status: options.hired === false ? 'pending' : 'accepted',
  });
  const [calendar] = await db
    .insert(jobCalendar)
    .values({ jobId: job.id, url: 'https://example.com/cal.ics' })
    .returning();
  return { host, job, cleaner, calendarId: calendar!.id };
}

async function existingOf(jobId: string): Promise<ExistingTurnover[]> {
  return t.database.db
    .select(EXISTING_TURNOVER_COLUMNS)
    .from(turnover)
    .where(eq(turnover.jobId, jobId))
    .orderBy(asc(turnover.date));
}

/** One sync: bookings → slots → plan against what is stored → applied. */
async function sync(
  j: { job: { id: string }; calendarId: string },
  bookings: Omit<Booking, 'calendarId'>[],
  now = new Date(),
) {
  const slots = deriveTurnovers(
    bookings.map((b) => ({ ...b, calendarId: j.calendarId })),
    { checkoutTime: '11:00', checkinTime: '16:00', timeZone: 'America/Chicago' },
  );
  const plan = planSync(await existingOf(j.job.id), slots, now);
  const deps = { mailer: t.app.ctx.mailer, appUrl: t.app.ctx.env.appUrl, authSecret: t.app.ctx.env.authSecret };
  return t.database.db.transaction((tx) =>
    applySyncPlan(tx, { jobId: j.job.id, calendarId: j.calendarId, plan, now }, deps),
  );
}

const mailsTo = (email: string) =>
  t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, email)).orderBy(asc(outboxEmail.createdAt));
const notificationsOf = (userId: string) =>
  t.database.db.select().from(notification).where(eq(notification.userId, userId)).orderBy(asc(notification.createdAt));

describe('applySyncPlan', () => {
  it('creates turnovers at the job payment, assigned and offered to the hired cleaner, and tells them once', async () => {
    const j = await hiredJob();
    const counts = await sync(j, [
      { uid: 'a', startDate: dateIn(3), endDate: dateIn(5) },
      { uid: 'b', startDate: dateIn(5), endDate: dateIn(8) },
    ]);
    expect(counts).toEqual({ created: 2, updated: 0, moved: 0, cancelled: 0 });
    const rows = await existingOf(j.job.id);
    expect(rows.map((r) => [r.date, r.sameDay, r.status, r.source])).toEqual([
      [dateIn(5), true, 'scheduled', 'calendar'],
      [dateIn(8), false, 'scheduled', 'calendar'],
    ]);
    const stored = await t.database.db.select().from(turnover).where(eq(turnover.jobId, j.job.id));
    for (const r of stored) {
      expect(r.payment).toBe(95.5);
      expect(r.assignedCleanerUserId).toBe(j.cleaner.userId);
      expect(r.calendarId).toBe(j.calendarId);
      const offers = await t.database.db.select().from(turnoverOffer).where(eq(turnoverOffer.turnoverId, r.id));
      expect(offers.map((o) => [o.cleanerUserId, o.status])).toEqual([[j.cleaner.userId, 'offered']]);
    }
    const notes = await notificationsOf(j.cleaner.userId);
    expect(notes.map((n) => [n.type, n.message])).toEqual([['turnovers_changed', '12 Elm St: 2 new.']]);
    const mails = await mailsTo(j.cleaner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Turnovers changed at 12 Elm St');
    expect(mails[0]!.text).toContain('(same-day turn)');
    expect(mails[0]!.text).toContain('$95.50');
    expect(mails[0]!.text).toContain('11:00 AM–4:00 PM');
  });

  it('changes nothing and tells nobody when the same stays come back under new UIDs', async () => {
    const j = await hiredJob();
    await sync(j, [{ uid: 'a', startDate: dateIn(3), endDate: dateIn(5) }]);
    const counts = await sync(j, [{ uid: 'a-reissued', startDate: dateIn(3), endDate: dateIn(5) }]);
    expect(counts).toEqual({ created: 0, updated: 0, moved: 0, cancelled: 0 });
    expect(await notificationsOf(j.cleaner.userId)).toHaveLength(1);
    expect(await mailsTo(j.cleaner.email)).toHaveLength(1);
    expect((await existingOf(j.job.id)).map((r) => r.sourceUid)).toEqual(['a-reissued']);
  });

  it('re-times turnovers in place (written in one statement) and tells the cleaner once', async () => {
    const j = await hiredJob();
    await sync(j, [
      { uid: 'a', startDate: dateIn(3), endDate: dateIn(5) },
      { uid: 'b', startDate: dateIn(8), endDate: dateIn(10) },
    ]);
    const before = await existingOf(j.job.id);
    // Next guests now arrive on both checkout days at 14:00: two same-day turns, under new UIDs.
    const counts = await sync(j, [
      { uid: 'a2', startDate: dateIn(3), endDate: dateIn(5) },
      { uid: 'c', startDate: dateIn(5), endDate: dateIn(7), startTime: '14:00' },
      { uid: 'b2', startDate: dateIn(8), endDate: dateIn(10) },
      { uid: 'd', startDate: dateIn(10), endDate: dateIn(12), startTime: '14:00' },
    ]);
    expect(counts).toEqual({ created: 2, updated: 2, moved: 0, cancelled: 0 });
    const after = await existingOf(j.job.id);
    const kept = after.filter((r) => before.some((b) => b.id === r.id));
    expect(kept.map((r) => [r.date, r.sameDay, r.sourceUid])).toEqual([
      [dateIn(5), true, 'a2'],
      [dateIn(10), true, 'b2'],
    ]);
    expect(kept.every((r) => r.endsAt.getTime() - r.startsAt.getTime() === 3 * 3600_000)).toBe(true);
    expect((await notificationsOf(j.cleaner.userId)).map((n) => n.message)).toEqual([
      '12 Elm St: 2 new.',
      '12 Elm St: 2 new, 2 with new times.',
    ]);
    expect((await mailsTo(j.cleaner.email)).at(-1)!.text).toMatch(/New times: .*11:00 AM–2:00 PM \(same-day turn\)/);
  });

  it('moves a turnover with its reservation (re-offered) and cancels a vanished one, in one email', async () => {
    const j = await hiredJob();
    await sync(j, [
      { uid: 'a', startDate: dateIn(3), endDate: dateIn(5) },
      { uid: 'b', startDate: dateIn(10), endDate: dateIn(12) },
    ]);
    const [first] = await existingOf(j.job.id);
    await t.database.db.update(turnover).set({ status: 'confirmed' }).where(eq(turnover.id, first!.id));
    await t.database.db
      .update(turnoverOffer)
      .set({ status: 'confirmed', answeredAt: new Date() })
      .where(eq(turnoverOffer.turnoverId, first!.id));

    const counts = await sync(j, [{ uid: 'a', startDate: dateIn(4), endDate: dateIn(6) }]);
    expect(counts).toEqual({ created: 0, updated: 0, moved: 1, cancelled: 1 });
    const rows = await t.database.db
      .select()
      .from(turnover)
      .where(eq(turnover.jobId, j.job.id))
      .orderBy(asc(turnover.date));
    expect(rows.map((r) => [r.id === first!.id, r.date, r.status])).toEqual([
      [true, dateIn(6), 'scheduled'],
      [false, dateIn(12), 'cancelled'],
    ]);
    expect(rows[1]!.cancelledAt).not.toBeNull();
    const offers = await t.database.db
      .select()
      .from(turnoverOffer)
      .where(eq(turnoverOffer.turnoverId, first!.id))
      .orderBy(asc(turnoverOffer.createdAt));
    expect(offers.map((o) => o.status)).toEqual(['confirmed', 'offered']);
    const cancelledOffers = await t.database.db
      .select()
      .from(turnoverOffer)
      .where(eq(turnoverOffer.turnoverId, rows[1]!.id));
    expect(cancelledOffers.map((o) => o.status)).toEqual(['withdrawn']);

    const mails = await mailsTo(j.cleaner.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Turnovers changed at 12 Elm St');
    expect(mails[1]!.text).toMatch(/Moved: .* → /);
    expect(mails[1]!.text).toContain('Cancelled: ');
    expect((await notificationsOf(j.cleaner.userId)).map((n) => n.message)).toEqual([
      '12 Elm St: 2 new.',
      '12 Elm St: 1 moved, 1 cancelled.',
    ]);
  });

  it('marks a cancellation less than 48 hours ahead urgent in the subject and the body', async () => {
    const j = await hiredJob();
    await sync(j, [{ uid: 'a', startDate: dateIn(-1), endDate: dateIn(1) }]);
    expect(await sync(j, [])).toMatchObject({ cancelled: 1 });
    const [, urgent] = await mailsTo(j.cleaner.email);
    expect(urgent!.subject).toBe('URGENT: turnover cancelled at 12 Elm St');
    expect(urgent!.kind).toBe('turnovers-changed-urgent');
    expect(urgent!.text).toContain('URGENT — cancelled less than 48 hours ahead');
    const notes = await notificationsOf(j.cleaner.userId);
    expect(notes.at(-1)!.title).toBe('Urgent: a turnover was cancelled');
  });

  it('leaves past, manual and cancelled turnovers alone, and creates none on a date a manual one holds', async () => {
    const j = await hiredJob();
    const db = t.database.db;
    const now = new Date();
    const base = { jobId: j.job.id, payment: 50, assignedCleanerUserId: j.cleaner.userId };
    await db.insert(turnover).values([
      {
        ...base,
        date: dateIn(-3),
        startsAt: new Date(now.getTime() - 3 * DAY),
        endsAt: new Date(now.getTime() - 3 * DAY + 5 * 3600_000),
        source: 'calendar',
        sourceUid: 'past',
      },
      {
        ...base,
        date: dateIn(6),
        startsAt: new Date(now.getTime() + 6 * DAY),
        endsAt: new Date(now.getTime() + 6 * DAY + 5 * 3600_000),
        source: 'manual',
      },
    ]);
    const counts = await sync(j, [{ uid: 'x', startDate: dateIn(4), endDate: dateIn(6) }]);
    expect(counts).toEqual({ created: 0, updated: 0, moved: 0, cancelled: 0 });
    const rows = await existingOf(j.job.id);
    expect(rows.map((r) => [r.date, r.source, r.status])).toEqual([
      [dateIn(-3), 'calendar', 'scheduled'],
      [dateIn(6), 'manual', 'scheduled'],
    ]);
    expect(await mailsTo(j.cleaner.email)).toHaveLength(0);
  });

  it('leaves turnovers of a job without a hire unassigned, with no offer and nobody told', async () => {
    const j = await hiredJob({ hired: false });
    expect(await sync(j, [{ uid: 'a', startDate: dateIn(3), endDate: dateIn(5) }])).toMatchObject({ created: 1 });
    const [row] = await t.database.db.select().from(turnover).where(eq(turnover.jobId, j.job.id));
    expect(row!.assignedCleanerUserId).toBeNull();
    expect(await t.database.db.select().from(turnoverOffer).where(eq(turnoverOffer.turnoverId, row!.id))).toHaveLength(
      0,
    );
    expect(await notificationsOf(j.cleaner.userId)).toHaveLength(0);
    expect(await mailsTo(j.cleaner.email)).toHaveLength(0);
  });

  it('skips a created date that another writer took meanwhile (one live turnover per date)', async () => {
    const j = await hiredJob();
    const slots = deriveTurnovers([{ uid: 'a', calendarId: j.calendarId, startDate: dateIn(3), endDate: dateIn(5) }], {
      checkoutTime: '11:00',
      checkinTime: '16:00',
      timeZone: 'America/Chicago',
    });
    const plan = planSync([], slots, new Date());
    // Made from a stale read: the date got a manual turnover after the plan was computed.
    await t.database.db.insert(turnover).values({
      jobId: j.job.id,
      date: dateIn(5),
      startsAt: slots[0]!.startsAt,
      endsAt: slots[0]!.endsAt,
      payment: 40,
      source: 'manual',
    });
    const deps = { mailer: t.app.ctx.mailer, appUrl: t.app.ctx.env.appUrl, authSecret: t.app.ctx.env.authSecret };
    const counts = await t.database.db.transaction((tx) =>
      applySyncPlan(tx, { jobId: j.job.id, calendarId: j.calendarId, plan, now: new Date() }, deps),
    );
    expect(counts.created).toBe(0);
    const live = await t.database.db
      .select()
      .from(turnover)
      .where(and(eq(turnover.jobId, j.job.id), eq(turnover.date, dateIn(5))));
    expect(live.map((r) => r.source)).toEqual(['manual']);
  });
});
