// The reliability record's counters (issue 39): one row per person and month with a column per
// event, and one lifetime row per person, bumped together in the transaction where the event
// happens; read back as the last 12 months and since joining in one primary-key read of at most 13
// rows per person, for any number of people (core/reliability.ts has the rules).
import { and, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import {
  firstRecentMonth,
  monthOf,
  RELIABILITY_EVENTS,
  RELIABILITY_LIFETIME_MONTH,
  summarizeRecord,
  type ReliabilityEvent,
  type ReliabilityRecord,
} from '@core/reliability';
import type { Queryable } from '../../db/client';
import { reliabilityCount } from '../../db/schema';

type Column = (typeof reliabilityCount)[keyof typeof reliabilityCount.$inferInsert];
/** The table's column of each event ('offer_confirmed' → offerConfirmed). */
const keyOf = (event: ReliabilityEvent) =>
  event.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) as keyof typeof reliabilityCount.$inferInsert;
const columnOf = (event: ReliabilityEvent) => reliabilityCount[keyOf(event)] as Column;

type Bump = { userId: string; event: ReliabilityEvent; at: Date; count?: number };

/** Counts one event for one person in the month of `at` (call inside the event's own transaction). */
export async function countReliabilityEvent(q: Queryable, input: Bump): Promise<void> {
  await countReliabilityEvents(q, [input]);
}

/** Counts several events at once (a sweep that lapses many offers): one statement. */
export async function countReliabilityEvents(q: Queryable, events: readonly Bump[]): Promise<void> {
  if (events.length === 0) return;
  // One row per person and month in one statement (ON CONFLICT cannot touch a row twice): the
  // event's month and the lifetime row.
  const rows = new Map<string, Record<string, string | number>>();
  for (const e of events) {
    for (const month of [monthOf(e.at), RELIABILITY_LIFETIME_MONTH]) {
      const key = `${e.userId} ${month}`;
      const row = rows.get(key) ?? { userId: e.userId, month };
      row[keyOf(e.event)] = Number(row[keyOf(e.event)] ?? 0) + (e.count ?? 1);
      rows.set(key, row);
    }
  }
  await q
    .insert(reliabilityCount)
    .values([...rows.values()] as (typeof reliabilityCount.$inferInsert)[])
    .onConflictDoUpdate({
      target: [reliabilityCount.userId, reliabilityCount.month],
      set: Object.fromEntries(
        RELIABILITY_EVENTS.map((e) => [keyOf(e), sql`${columnOf(e)} + excluded.${sql.identifier(e)}`]),
      ),
    });
}

/** The records of these people (everyone asked for has one; no event yet is all zeros). */
export async function reliabilityFor(
  q: Queryable,
  userIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, ReliabilityRecord>> {
  const ids = [...new Set(userIds)];
  const found = new Map<string, ReliabilityRecord>();
  if (ids.length > 0) {
    const since = firstRecentMonth(now);
    const lifetime = eq(reliabilityCount.month, RELIABILITY_LIFETIME_MONTH);
    const fields: Record<string, SQL<number>> = {};
    RELIABILITY_EVENTS.forEach((e, i) => {
      const col = columnOf(e);
      fields[`r${i}`] = sql<number>`coalesce(sum(${col}) filter (where ${reliabilityCount.month} >= ${since}), 0)::int`;
      fields[`t${i}`] = sql<number>`coalesce(sum(${col}) filter (where ${lifetime}), 0)::int`;
    });
    const rows = (await q
      .select({ userId: reliabilityCount.userId, ...fields })
      .from(reliabilityCount)
      .where(
        and(
          sql`${reliabilityCount.userId} = any(${sql.param(ids)}::uuid[])`,
          or(gte(reliabilityCount.month, since), lifetime),
        ),
      )
      .groupBy(reliabilityCount.userId)) as ({ userId: string } & Record<string, number>)[];
    for (const r of rows)
      found.set(
        r.userId,
        summarizeRecord(RELIABILITY_EVENTS.map((event, i) => ({ event, recent: r[`r${i}`]!, total: r[`t${i}`]! }))),
      );
  }
  const none = summarizeRecord([]);
  return new Map(ids.map((id) => [id, found.get(id) ?? none]));
}

/** One person's record. */
export async function reliabilityOf(q: Queryable, userId: string, now?: Date): Promise<ReliabilityRecord> {
  return (await reliabilityFor(q, [userId], now)).get(userId)!;
}
