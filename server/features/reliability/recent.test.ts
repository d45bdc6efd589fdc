// The reliability record's recent rows (decision 047): each person's last 12 months kept in one row,
// added to while its span is current and summed again from the month rows once the month has turned;
// a record whose row is from an earlier span is summed from the month rows instead; and the monthly
// refresh moves every row to the new span, in batches, then schedules itself for the next month. The
// same row holds the totals since joining (a copy of the lifetime row), so the applicants page reads
// each applicant's whole record by its key in its own query.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELIABILITY_LIFETIME_MONTH } from '@core/reliability';
import { reliabilityCount, reliabilityRecent, scheduledWork } from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../test/app';
import { hostWithApplicants } from '../../test/applicants';
import { createCleaner } from '../../test/factories';
import { listApplicants } from '../applicants/service';
import { countReliabilityEvent, refreshRecentReliability, reliabilityFor, runReliabilityRefresh } from '.';
import { RELIABILITY_REFRESH_SUBJECT } from './counters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const at = (iso: string) => new Date(iso);
const recentRow = async (userId: string) =>
  (await db().select().from(reliabilityRecent).where(eq(reliabilityRecent.userId, userId)))[0];
const confirm = (userId: string, when: string, now = when) =>
  countReliabilityEvent(db(), { userId, event: 'offer_confirmed', at: at(when) }, at(now));
const pendingRefresh = () =>
  db()
    .select({ dueAt: scheduledWork.dueAt })
    .from(scheduledWork)
    .where(and(eq(scheduledWork.kind, 'reliability-refresh'), isNull(scheduledWork.doneAt)));

describe("the reliability record's recent rows", () => {
  it('a bump inside the span adds to the row; an event older than the 12 months counts only in the total', async () => {
    const c = await createCleaner(db());
    await confirm(c.userId, '2027-02-10T12:00:00Z');
    expect(await recentRow(c.userId)).toMatchObject({ anchorMonth: '2026-03-01', offerConfirmed: 1 });
    await confirm(c.userId, '2027-02-12T12:00:00Z');
    await confirm(c.userId, '2026-03-20T12:00:00Z', '2027-02-12T12:00:00Z'); // the span's first month
    await confirm(c.userId, '2026-01-15T12:00:00Z', '2027-02-12T12:00:00Z'); // before the span
    expect(await recentRow(c.userId)).toMatchObject({ anchorMonth: '2026-03-01', offerConfirmed: 3 });
    const record = (await reliabilityFor(db(), [c.userId], at('2027-02-20T00:00:00Z'))).get(c.userId)!;
    expect(record.recent.confirmed).toBe(3);
    expect(record.total.confirmed).toBe(4);
    // The first row made schedules the monthly refresh for the next month start.
    expect((await pendingRefresh()).map((w) => w.dueAt.toISOString())).toContain('2027-03-01T00:00:00.000Z');
  });

  it('the first bump after the month turned sums the row again for the new 12 months', async () => {
    const c = await createCleaner(db());
    await confirm(c.userId, '2026-03-20T12:00:00Z', '2027-02-10T12:00:00Z');
    await confirm(c.userId, '2027-02-10T12:00:00Z');
    expect(await recentRow(c.userId)).toMatchObject({ anchorMonth: '2026-03-01', offerConfirmed: 2 });
    await countReliabilityEvent(
      db(),
      { userId: c.userId, event: 'offer_declined', at: at('2027-03-05T09:00:00Z') },
      at('2027-03-05T09:00:00Z'),
    );
    // March 2026 is no longer in the last 12 months.
    expect(await recentRow(c.userId)).toMatchObject({ anchorMonth: '2026-04-01', offerConfirmed: 1, offerDeclined: 1 });
    const record = (await reliabilityFor(db(), [c.userId], at('2027-03-06T00:00:00Z'))).get(c.userId)!;
    expect(record.recent).toMatchObject({ confirmed: 1, declined: 1, answeredInTime: 2 });
    expect(record.total).toMatchObject({ confirmed: 2, declined: 1 });
  });

  it("a person with no event since the month turned is read from their month rows, beside others' rows", async () => {
    const stale = await createCleaner(db());
    const fresh = await createCleaner(db());
    const nobody = await createCleaner(db());
    await confirm(stale.userId, '2026-03-20T12:00:00Z', '2027-02-10T12:00:00Z');
    await confirm(stale.userId, '2027-02-10T12:00:00Z');
    await confirm(fresh.userId, '2027-03-01T08:00:00Z');
    const march = at('2027-03-02T00:00:00Z');
    expect((await recentRow(stale.userId))!.anchorMonth).toBe('2026-03-01');
    const records = await reliabilityFor(db(), [stale.userId, fresh.userId, nobody.userId], march);
    expect(records.get(stale.userId)!.recent.confirmed).toBe(1);
    expect(records.get(stale.userId)!.total.confirmed).toBe(2);
    expect(records.get(fresh.userId)!.recent.confirmed).toBe(1);
    expect(records.get(nobody.userId)!.total.confirmed).toBe(0);
    // In February the same row is read as it is.
    expect(
      (await reliabilityFor(db(), [stale.userId], at('2027-02-20T00:00:00Z'))).get(stale.userId)!.recent.confirmed,
    ).toBe(2);
  });

  it('the monthly refresh moves every earlier row to the new 12 months in batches, then is due next month', async () => {
    const people = await Promise.all([createCleaner(db()), createCleaner(db()), createCleaner(db())]);
    for (const p of people) {
      await confirm(p.userId, '2026-04-20T12:00:00Z', '2027-03-10T12:00:00Z');
      await confirm(p.userId, '2027-03-10T12:00:00Z');
    }
    const april = at('2027-04-01T00:00:05Z');
    // Batches of two until none is left.
    const batches: number[] = [];
    for (let n = -1; n !== 0;)
      batches.push((n = await db().transaction((tx) => refreshRecentReliability(tx, april, 2))));
    expect(batches.at(-1)).toBe(0);
    expect(batches.slice(0, -1).every((n) => n === 2 || n === 1)).toBe(true);
    for (const p of people)
      expect(await recentRow(p.userId)).toMatchObject({ anchorMonth: '2026-05-01', offerConfirmed: 1 });
    const records = await reliabilityFor(
      db(),
      people.map((p) => p.userId),
      april,
    );
    for (const p of people) expect(records.get(p.userId)!.recent.confirmed).toBe(1);

    // As scheduled work: nothing left to do in April, so the next run is at the May month start.
    await db().transaction(async (tx) => {
      await tx
        .update(scheduledWork)
        .set({ doneAt: april })
        .where(and(eq(scheduledWork.kind, 'reliability-refresh'), isNull(scheduledWork.doneAt)));
      await runReliabilityRefresh(
        tx,
        {
          id: RELIABILITY_REFRESH_SUBJECT,
          kind: 'reliability-refresh',
          subjectId: RELIABILITY_REFRESH_SUBJECT,
          dueAt: april,
          attempts: 0,
        },
        april,
      );
    });
    expect((await pendingRefresh()).map((w) => w.dueAt.toISOString())).toEqual(['2027-05-01T00:00:00.000Z']);
  });
});

describe("the record row's totals", () => {
  /** The row's totals beside the lifetime row's counters (the source of truth), for one event. */
  const totals = async (userId: string) => {
    const [row] = await db().select().from(reliabilityRecent).where(eq(reliabilityRecent.userId, userId));
    const [lifetime] = await db()
      .select()
      .from(reliabilityCount)
      .where(and(eq(reliabilityCount.userId, userId), eq(reliabilityCount.month, RELIABILITY_LIFETIME_MONTH)));
    return {
      row: { confirmed: row!.totalOfferConfirmed, declined: row!.totalOfferDeclined },
      lifetime: { confirmed: lifetime!.offerConfirmed, declined: lifetime!.offerDeclined },
    };
  };

  it("the applicants page joins each applicant's row; one of an earlier span is read from the month rows", async () => {
    const { host, job, applicants } = await hostWithApplicants(t, 3, { tier: 'premium' });
    const [stale, fresh, nobody] = applicants.map((a) => a.cleaner);
    await confirm(stale!.userId, '2026-03-20T12:00:00Z', '2027-02-10T12:00:00Z');
    await confirm(stale!.userId, '2027-02-10T12:00:00Z');
    await confirm(fresh!.userId, '2027-03-01T08:00:00Z');
    const page = async (now: string) => {
      const { jobs } = await listApplicants(db(), host.userId, { jobId: job.id, now: at(now) });
      const by = new Map(jobs[0]!.applicants.map((a) => [a.locked ? a.id : a.cleanerUserId, a]));
      return (userId: string) => {
        const a = by.get(userId)!;
        return a.locked ? undefined : a.reliability;
      };
    };
    const march = await page('2027-03-02T00:00:00Z');
    expect(march(stale!.userId)).toMatchObject({ recent: { confirmed: 1 }, total: { confirmed: 2 } });
    expect(march(fresh!.userId)).toMatchObject({ recent: { confirmed: 1 }, total: { confirmed: 1 } });
    expect(march(nobody!.userId)).toMatchObject({ recent: { confirmed: 0 }, total: { confirmed: 0 } });
    // The same as the records read on their own (the team, open turnovers).
    const alone = await reliabilityFor(
      db(),
      [stale!.userId, fresh!.userId, nobody!.userId],
      at('2027-03-02T00:00:00Z'),
    );
    for (const c of [stale!, fresh!, nobody!]) expect(march(c.userId)).toEqual(alone.get(c.userId));
    expect((await page('2027-02-20T00:00:00Z'))(stale!.userId)).toMatchObject({ recent: { confirmed: 2 } });
  });

  it('follow the lifetime row through bumps in the span, before it, after the month turned and the refresh', async () => {
    const c = await createCleaner(db());
    await confirm(c.userId, '2027-02-10T12:00:00Z');
    await confirm(c.userId, '2025-06-15T12:00:00Z', '2027-02-11T12:00:00Z'); // long before the span
    expect(await totals(c.userId)).toEqual({
      row: { confirmed: 2, declined: 0 },
      lifetime: { confirmed: 2, declined: 0 },
    });
    // The month turns: the first bump sums the row again, and copies the totals.
    await countReliabilityEvent(
      db(),
      { userId: c.userId, event: 'offer_declined', at: at('2027-03-03T09:00:00Z') },
      at('2027-03-03T09:00:00Z'),
    );
    expect(await totals(c.userId)).toEqual({
      row: { confirmed: 2, declined: 1 },
      lifetime: { confirmed: 2, declined: 1 },
    });
    // Several events of several people at once (a sweep).
    const d = await createCleaner(db());
    await confirm(d.userId, '2027-03-04T09:00:00Z');
    await countReliabilityEvent(
      db(),
      { userId: d.userId, event: 'offer_confirmed', at: at('2027-03-05T09:00:00Z'), count: 3 },
      at('2027-03-05T09:00:00Z'),
    );
    expect((await totals(d.userId)).row).toEqual({ confirmed: 4, declined: 0 });
    // The refresh a year on leaves the totals as they are.
    const later = at('2028-04-01T00:00:05Z');
    while ((await db().transaction((tx) => refreshRecentReliability(tx, later))) > 0);
    expect(await recentRow(c.userId)).toMatchObject({ anchorMonth: '2027-05-01', offerConfirmed: 0, offerDeclined: 0 });
    expect(await totals(c.userId)).toEqual({
      row: { confirmed: 2, declined: 1 },
      lifetime: { confirmed: 2, declined: 1 },
    });
  });

  it("on the applicants page a year later with the development clock, an applicant's recent figures are empty and the totals stay, before and after the refresh", async () => {
    const { job, client, applicants } = await hostWithApplicants(t, 2, { tier: 'premium' });
    const [done, none] = applicants.map((a) => a.cleaner);
    const clock = t.app.ctx.clock;
    const dev = new TestClient(t.app, '127.0.0.1');
    const record = async (cleanerUserId: string) => {
      const res = await client.get(`/api/host/jobs/${job.id}/applicants`);
      expect(res.status).toBe(200);
      const found = res.body.jobs[0].applicants.find(
        (a: { cleanerUserId: string }) => a.cleanerUserId === cleanerUserId,
      );
      return found.reliability as { recent: Record<string, number>; total: Record<string, number> };
    };
    await countReliabilityEvent(
      db(),
      { userId: done!.userId, event: 'turnover_completed', at: clock.now() },
      clock.now(),
    );
    expect((await record(done!.userId)).recent.completed).toBe(1);
    expect((await record(done!.userId)).total.completed).toBe(1);
    expect((await record(none!.userId)).total.completed).toBe(0);
    try {
      // A year and a day on, the completed turnover's month has left the last 12 months.
      expect((await dev.post('/api/dev/clock', { advanceDays: 366 })).status).toBe(200);
      // Whether or not the refresh (work the move made due) has reached the row yet, the page reads
      // the new 12 months: from the row once moved, from the month rows until then.
      expect(await record(done!.userId)).toMatchObject({ recent: { completed: 0 }, total: { completed: 1 } });
      // Once every row is moved, the page reads the same from the rows.
      while ((await db().transaction((tx) => refreshRecentReliability(tx, clock.now()))) > 0);
      expect(await recentRow(done!.userId)).toMatchObject({ turnoverCompleted: 0, totalTurnoverCompleted: 1 });
      expect(await record(done!.userId)).toMatchObject({ recent: { completed: 0 }, total: { completed: 1 } });
      expect((await record(none!.userId)).total.completed).toBe(0);
    } finally {
      await dev.post('/api/dev/clock/reset', {});
    }
  });
});
