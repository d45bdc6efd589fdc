// The one lease query (server/lib/lease.ts): which rows it takes, in what order, what it writes on
// them, and that two claims at once never take the same row.
import { randomUUID } from 'node:crypto';
import { asc, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scheduledWork } from '../db/schema';
import { createTestDatabase } from '../test/app';
import { leaseFree, leaseRows } from './lease';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
const db = () => database.db;
const HOUR = 3_600_000;
const names = new Map<string, string>();
// UPDATE … RETURNING gives the leased rows in no set order: which rows were taken is what counts.
const named = (rows: { id: string }[]) => rows.map((r) => names.get(r.id)).sort();

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());
beforeEach(async () => {
  await db().delete(scheduledWork);
});

async function insertItems(dueInMs: number[]) {
  const now = Date.now();
  const rows = await db()
    .insert(scheduledWork)
    .values(dueInMs.map((ms) => ({ kind: 'offer-deadline', subjectId: randomUUID(), dueAt: new Date(now + ms) })))
    .returning();
  // Named by position: s0, s1 ...
  rows.forEach((r, i) => names.set(r.id, `s${i}`));
  return rows;
}

const claim = (now: Date, limit: number) =>
  leaseRows(db(), {
    table: scheduledWork,
    id: scheduledWork.id,
    leaseUntil: scheduledWork.leaseUntil,
    seconds: 60,
    which: sql`${lte(scheduledWork.dueAt, now)} and ${leaseFree(scheduledWork.leaseUntil)}`,
    orderBy: asc(scheduledWork.dueAt),
    limit,
    set: { attempts: sql`${scheduledWork.attempts} + 1` },
  });

describe('leaseRows', () => {
  it('takes the due rows that are free, soonest first, up to the limit, and writes the lease and `set`', async () => {
    const items = await insertItems([-3 * HOUR, -HOUR, -2 * HOUR, HOUR]);
    const first = await claim(new Date(), 2);
    expect(named(first)).toEqual(['s0', 's2']);
    for (const row of first) {
      expect(row.attempts).toBe(1);
      // About a minute of lease, real time.
      expect(row.leaseUntil!.getTime() - Date.now()).toBeGreaterThan(50_000);
      expect(row.leaseUntil!.getTime() - Date.now()).toBeLessThan(70_000);
    }
    // Held rows are skipped; the not-yet-due one waits until the due time passed in says it is due.
    expect(named(await claim(new Date(), 10))).toEqual(['s1']);
    expect(await claim(new Date(), 10)).toEqual([]);
    expect(named(await claim(new Date(Date.now() + 2 * HOUR), 10))).toEqual(['s3']);
    // A lease that ran out is free again.
    await db()
      .update(scheduledWork)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledWork.id, items[0]!.id));
    const again = await claim(new Date(), 10);
    expect(named(again)).toEqual(['s0']);
    expect(again[0]!.attempts).toBe(2);
  });

  it('never gives one row to two claims at once', async () => {
    await insertItems(Array.from({ length: 30 }, (_, i) => -i * 1000));
    const claims = await Promise.all(Array.from({ length: 4 }, () => claim(new Date(), 10)));
    const ids = claims.flat().map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(30);
  });

  it('refuses a lease column of another table', async () => {
    await expect(
      leaseRows(db(), {
        table: scheduledWork,
        id: scheduledWork.id,
        leaseUntil: sql`now()` as never,
        seconds: 1,
        which: undefined,
        orderBy: scheduledWork.dueAt,
        limit: 1,
      }),
    ).rejects.toThrow(/lease column/);
  });
});
