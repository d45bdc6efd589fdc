// The reliability record's counters (issue 39): one row per person, event and month, bumped in the
// transaction where the event happens, read back as the last 12 months and since joining in one
// indexed query for any number of people (core/reliability.ts has the rules).
import { and, inArray, sql } from 'drizzle-orm';
import {
  firstRecentMonth,
  monthOf,
  summarizeRecord,
  type EventCount,
  type ReliabilityEvent,
  type ReliabilityRecord,
} from '@core/reliability';
import type { Queryable } from '../../db/client';
import { reliabilityCount } from '../../db/schema';

/** Counts one event for one person in the month of `at` (call inside the event's own transaction). */
export async function countReliabilityEvent(
  q: Queryable,
  input: { userId: string; event: ReliabilityEvent; at: Date; count?: number },
): Promise<void> {
  await countReliabilityEvents(q, [input]);
}

/** Counts several events at once (a sweep that lapses many offers): one statement. */
export async function countReliabilityEvents(
  q: Queryable,
  events: readonly { userId: string; event: ReliabilityEvent; at: Date; count?: number }[],
): Promise<void> {
  if (events.length === 0) return;
  // One row per key in one statement (ON CONFLICT cannot touch a row twice).
  const merged = new Map<string, { userId: string; event: ReliabilityEvent; month: string; count: number }>();
  for (const e of events) {
    const month = monthOf(e.at);
    const key = `${e.userId} ${e.event} ${month}`;
    const found = merged.get(key);
    if (found) found.count += e.count ?? 1;
    else merged.set(key, { userId: e.userId, event: e.event, month, count: e.count ?? 1 });
  }
  await q
    .insert(reliabilityCount)
    .values([...merged.values()])
    .onConflictDoUpdate({
      target: [reliabilityCount.userId, reliabilityCount.event, reliabilityCount.month],
      set: { count: sql`${reliabilityCount.count} + excluded.count` },
    });
}

/** The records of these people (everyone asked for has one; no event yet is all zeros). */
export async function reliabilityFor(
  q: Queryable,
  userIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, ReliabilityRecord>> {
  const ids = [...new Set(userIds)];
  const counts = new Map<string, EventCount[]>();
  if (ids.length > 0) {
    const since = firstRecentMonth(now);
    const rows = await q
      .select({
        userId: reliabilityCount.userId,
        event: reliabilityCount.event,
        recent: sql<number>`coalesce(sum(${reliabilityCount.count}) filter (where ${reliabilityCount.month} >= ${since}), 0)::int`,
        total: sql<number>`sum(${reliabilityCount.count})::int`,
      })
      .from(reliabilityCount)
      .where(and(inArray(reliabilityCount.userId, ids)))
      .groupBy(reliabilityCount.userId, reliabilityCount.event);
    for (const r of rows) counts.set(r.userId, [...(counts.get(r.userId) ?? []), r]);
  }
  return new Map(ids.map((id) => [id, summarizeRecord(counts.get(id) ?? [])]));
}

/** One person's record. */
export async function reliabilityOf(q: Queryable, userId: string, now?: Date): Promise<ReliabilityRecord> {
  return (await reliabilityFor(q, [userId], now)).get(userId)!;
}
