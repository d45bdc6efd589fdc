// Issue 39 (decision 047): the reliability record's recent row stays the sum of the person's month
// rows when two of their events are counted at once (the row current, from an earlier span, or not
// there yet), and when an event is counted while the monthly refresh moves the row to a new span.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reliabilityRecent } from '../../db/schema';
import { countReliabilityEvent, refreshRecentReliability, reliabilityFor } from '../../features/reliability';
import { createTestApp, type TestApp } from '../app';
import { createCleaner } from '../factories';
import { race, REPS } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.database.db;
const at = (iso: string) => new Date(iso);
const recentRow = async (userId: string) =>
  (await db().select().from(reliabilityRecent).where(eq(reliabilityRecent.userId, userId)))[0];
const confirm = (userId: string, when: string, now = when) =>
  db().transaction((tx) => countReliabilityEvent(tx, { userId, event: 'offer_confirmed', at: at(when) }, at(now)));

describe(`the reliability record's recent row under races (${REPS} runs)`, () => {
  for (const [name, before] of [
    ['not there yet', []],
    ['current', ['2027-05-02T10:00:00Z']],
    ['from an earlier span', ['2026-05-20T10:00:00Z', '2027-04-20T10:00:00Z']],
  ] as const)
    it(`two events of one person counted at once, the row ${name}: both count once`, async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const c = await createCleaner(db());
        for (const when of before) await confirm(c.userId, when);
        await race(
          t.database,
          () => Promise.all([confirm(c.userId, '2027-05-10T10:00:00Z'), confirm(c.userId, '2027-05-10T10:00:01Z')]),
          {
            wanted: 2,
          },
        );
        // May 2026 is out of the 12 months that end with May 2027; April 2027 is in.
        const expected = 2 + before.filter((w) => w >= '2026-06').length;
        expect(await recentRow(c.userId)).toMatchObject({ anchorMonth: '2026-06-01', offerConfirmed: expected });
      }
    });

  it('an event counted while the monthly refresh runs: the row ends the sum of the new 12 months', async () => {
    for (let rep = 0; rep < REPS; rep++) {
      const c = await createCleaner(db());
      await confirm(c.userId, '2026-05-20T10:00:00Z', '2027-05-20T10:00:00Z');
      await confirm(c.userId, '2027-05-20T10:00:00Z');
      expect((await recentRow(c.userId))!.anchorMonth).toBe('2026-06-01');
      const june = '2027-06-01T00:00:01Z';
      await race(
        t.database,
        () =>
          Promise.all([
            confirm(c.userId, june),
            db().transaction(async (tx) => {
              while ((await refreshRecentReliability(tx, at(june), 1000)) === 1000);
            }),
          ]),
        { wanted: 2 },
      );
      // June 2026 to June 2027: May 2027 and the June event.
      expect(await recentRow(c.userId)).toMatchObject({ anchorMonth: '2026-07-01', offerConfirmed: 2 });
    }
  });

  it('an event counted as the month ended, racing the refresh after it: the new row counts it', async () => {
    for (let rep = 0; rep < REPS; rep++) {
      const c = await createCleaner(db());
      await confirm(c.userId, '2026-06-20T10:00:00Z', '2027-05-20T10:00:00Z');
      await confirm(c.userId, '2027-05-20T10:00:00Z');
      const june = '2027-06-01T00:00:01Z';
      // The bump's transaction still works in May's 12 months (its row current, it adds to it) while
      // the refresh moves the rows to June's.
      await race(
        t.database,
        () =>
          Promise.all([
            confirm(c.userId, '2027-05-31T23:59:59Z'),
            db().transaction(async (tx) => {
              while ((await refreshRecentReliability(tx, at(june), 1000)) === 1000);
            }),
          ]),
        { wanted: 2 },
      );
      // Whichever went first, June's row counts both May events (June 2026 is out of the span).
      const row = await recentRow(c.userId);
      if (row!.anchorMonth === '2026-07-01') expect(row!.offerConfirmed).toBe(2);
      else expect(row).toMatchObject({ anchorMonth: '2026-06-01', offerConfirmed: 3 });
      const record = (await reliabilityFor(db(), [c.userId], at(june))).get(c.userId)!;
      expect(record.recent.confirmed).toBe(2);
      expect(record.total.confirmed).toBe(3);
    }
  });
});
