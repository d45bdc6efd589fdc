// The reliability record's recent rows (decision 047): each person's last 12 months kept in one row,
// added to while its span is current and summed again from the month rows once the month has turned;
// a record whose row is from an earlier span is summed from the month rows instead; and the monthly
// refresh moves every row to the new span, in batches, then schedules itself for the next month.
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reliabilityRecent, scheduledWork } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createCleaner } from '../../test/factories';
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
