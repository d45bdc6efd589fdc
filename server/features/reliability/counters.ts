// The reliability record's counters (issue 39): one row per person and month with a column per
// event (the source of truth), one lifetime row per person, and one rolling "last 12 months" row
// per person (reliability_recent, anchored at the first month of the span it sums), all bumped in
// the transaction where the event happens. Reading a record is then one row of each per person; a
// person whose recent row is older than this month's span (no event since the month turned, and the
// monthly refresh has not reached them yet) is summed from their month rows instead. Decision 047
// says why this is safe when bumps and the refresh overlap.
import { sql } from 'drizzle-orm';
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
import { reliabilityCount, reliabilityRecent } from '../../db/schema';

type Column = (typeof reliabilityCount)[keyof typeof reliabilityCount.$inferInsert];
type EventKey = Exclude<keyof typeof reliabilityCount.$inferInsert, 'userId' | 'month'>;
/** The table's column of each event ('offer_confirmed' → offerConfirmed). */
const keyOf = (event: ReliabilityEvent) => event.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()) as EventKey;
const columnOf = (event: ReliabilityEvent) => reliabilityCount[keyOf(event)] as Column;
const ident = (event: ReliabilityEvent) => sql.identifier(event);
const eventList = sql.join(RELIABILITY_EVENTS.map(ident), sql`, `);

type Bump = { userId: string; event: ReliabilityEvent; at: Date; count?: number };

/** Counts one event for one person in the month of `at` (call inside the event's own transaction). */
export async function countReliabilityEvent(q: Queryable, input: Bump, now?: Date): Promise<void> {
  await countReliabilityEvents(q, [input], now);
}

/**
 * The month start after `now`'s (UTC): when the recent rows' span moves on and the refresh runs.
 */
export function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The refresh's one scheduled-work item (kind 'reliability-refresh') has this fixed subject. */
export const RELIABILITY_REFRESH_SUBJECT = '00000000-0000-4000-8000-000000000039';

/**
 * Counts several events at once (a sweep that lapses many offers). `now` (default: the latest of
 * the events' times and the wall clock) says which 12 months are recent.
 */
export async function countReliabilityEvents(q: Queryable, events: readonly Bump[], now?: Date): Promise<void> {
  if (events.length === 0) return;
  // 1. The month rows and the lifetime rows: one row per person and month in one statement (ON
  //    CONFLICT cannot touch a row twice), ordered by person with the lifetime row first, so two
  //    sweeps lock the same rows in the same order. The lifetime row's lock, held to commit, is what
  //    serialises everything that touches one person's recent row (the next statements, the refresh).
  const rows = new Map<string, Record<string, string | number>>();
  for (const e of events) {
    for (const month of [monthOf(e.at), RELIABILITY_LIFETIME_MONTH]) {
      const key = `${e.userId} ${month}`;
      const row = rows.get(key) ?? { userId: e.userId, month };
      row[keyOf(e.event)] = Number(row[keyOf(e.event)] ?? 0) + (e.count ?? 1);
      rows.set(key, row);
    }
  }
  const ordered = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
  await q
    .insert(reliabilityCount)
    .values(ordered as (typeof reliabilityCount.$inferInsert)[])
    .onConflictDoUpdate({
      target: [reliabilityCount.userId, reliabilityCount.month],
      set: Object.fromEntries(
        RELIABILITY_EVENTS.map((e) => [keyOf(e), sql`${columnOf(e)} + excluded.${sql.identifier(e)}`]),
      ),
    });

  // 2. The recent rows. The span is the one of `now` (never earlier than an event being counted).
  const latest = Math.max(now?.getTime() ?? Date.now(), ...events.map((e) => e.at.getTime()));
  const windowNow = new Date(latest);
  const anchor = firstRecentMonth(windowNow);
  const deltas = new Map<string, Map<ReliabilityEvent, number>>();
  for (const e of events) {
    const d = deltas.get(e.userId) ?? new Map<ReliabilityEvent, number>();
    if (monthOf(e.at) >= anchor) d.set(e.event, (d.get(e.event) ?? 0) + (e.count ?? 1));
    deltas.set(e.userId, d);
  }
  const ids = [...deltas.keys()].sort();
  // 2a. Rows already anchored at this span: add what happened inside it.
  const arrays = RELIABILITY_EVENTS.map((e) => sql`${sql.param(ids.map((id) => deltas.get(id)!.get(e) ?? 0))}::int[]`);
  const fresh = (await q.execute(sql`
    update ${reliabilityRecent} r set ${sql.join(
      RELIABILITY_EVENTS.map((e) => sql`${ident(e)} = r.${ident(e)} + d.${ident(e)}`),
      sql`, `,
    )}
    from unnest(${sql.param(ids)}::uuid[], ${sql.join(arrays, sql`, `)}) as d(user_id, ${eventList})
    where r.user_id = d.user_id and r.anchor_month = ${anchor}::date
    returning r.user_id`)) as unknown as { rows: { user_id: string }[] };
  const done = new Set(fresh.rows.map((r) => r.user_id));
  const rest = ids.filter((id) => !done.has(id));
  if (rest.length === 0) return;
  // 2b. Missing or anchored at an earlier span: summed again from the month rows (this statement
  //     sees this transaction's bump and every committed one), and the refresh is due next month.
  await rebuildRecent(q, rest, anchor);
  await q.execute(sql`
    insert into scheduled_work (kind, subject_id, due_at)
    values ('reliability-refresh', ${RELIABILITY_REFRESH_SUBJECT}::uuid, ${nextMonthStart(windowNow).toISOString()}::timestamptz)
    on conflict (kind, subject_id) where done_at is null do nothing`);
}

/** The recent sums of these people over the span from `anchor`, from their month rows (zeros for none). */
function recentSums(ids: readonly string[], anchor: string) {
  return sql`
    select u.user_id, ${anchor}::date as anchor_month, ${sql.join(
      RELIABILITY_EVENTS.map((e) => sql`coalesce(sum(c.${ident(e)}), 0)::int as ${ident(e)}`),
      sql`, `,
    )}
    from unnest(${sql.param(ids)}::uuid[]) as u(user_id)
    left join ${reliabilityCount} c on c.user_id = u.user_id and c.month >= ${anchor}::date
    group by u.user_id`;
}

/** Makes these people's recent rows whole for the span from `anchor` (inserted or replaced). */
async function rebuildRecent(q: Queryable, ids: readonly string[], anchor: string): Promise<void> {
  await q.execute(sql`
    insert into ${reliabilityRecent} (user_id, anchor_month, ${eventList})
    ${recentSums(ids, anchor)}
    order by 1
    on conflict (user_id) do update set anchor_month = excluded.anchor_month, ${sql.join(
      RELIABILITY_EVENTS.map((e) => sql`${ident(e)} = excluded.${ident(e)}`),
      sql`, `,
    )}`);
}

/** How many recent rows one refresh transaction makes whole. */
export const REFRESH_BATCH = 500;

/**
 * The monthly refresh (scheduled work 'reliability-refresh', due at each month start): makes up to
 * `batch` recent rows anchored before `now`'s span whole. Returns how many it refreshed (fewer than
 * `batch`: none are left). Takes each person's lifetime row lock first, as a bump does, so a bump in
 * flight finishes before its person is summed, and one that refreshed the row already is skipped.
 */
export async function refreshRecentReliability(q: Queryable, now: Date, batch = REFRESH_BATCH): Promise<number> {
  const anchor = firstRecentMonth(now);
  const stale = await q
    .select({ userId: reliabilityRecent.userId })
    .from(reliabilityRecent)
    .where(sql`${reliabilityRecent.anchorMonth} < ${anchor}::date`)
    .orderBy(reliabilityRecent.userId)
    .limit(batch);
  if (stale.length === 0) return 0;
  const ids = stale.map((s) => s.userId);
  await q.execute(sql`
    select 1 from ${reliabilityCount}
    where user_id = any(${sql.param(ids)}::uuid[]) and month = ${RELIABILITY_LIFETIME_MONTH}::date
    order by user_id for update`);
  // A new statement, so a new snapshot: every bump that held one of these locks has committed.
  await q.execute(sql`
    update ${reliabilityRecent} r set anchor_month = s.anchor_month, ${sql.join(
      RELIABILITY_EVENTS.map((e) => sql`${ident(e)} = s.${ident(e)}`),
      sql`, `,
    )}
    from (${recentSums(ids, anchor)}) s
    where r.user_id = s.user_id and r.anchor_month < ${anchor}::date`);
  return stale.length;
}

/**
 * The read of a record: each person's lifetime row by its primary key and their recent row by its,
 * each row's counters packed into one text column (RELIABILITY_EVENTS order): 500 people are 500
 * rows of four columns, not 13,000 values to decode one by one.
 */
const packed = (alias: string) => `concat_ws(',', ${RELIABILITY_EVENTS.map((e) => `${alias}."${e}"`).join(', ')})`;
const READ_HEAD = sql.raw(
  `select l."user_id", r."anchor_month"::text as "anchor", ${packed('l')} as "total", ${packed('r')} as "recent"
  from "reliability_counts" l left join "reliability_recent" r on r."user_id" = l."user_id"
  where l."month" = '${RELIABILITY_LIFETIME_MONTH}' and l."user_id" = any(`,
);
const unpack = (counts: string) => counts.split(',').map(Number);

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
    const { rows } = (await q.execute(sql`${READ_HEAD}${sql.param(ids)}::uuid[])`)) as unknown as {
      rows: { user_id: string; anchor: string | null; total: string; recent: string }[];
    };
    // A recent row of an earlier span (or none): summed from the month rows, for those people only.
    const stale = rows.filter((row) => row.anchor !== since).map((row) => row.user_id);
    const summed = stale.length > 0 ? await summedRecent(q, stale, since) : new Map<string, number[]>();
    for (const row of rows) {
      const recent = summed.get(row.user_id) ?? unpack(row.recent);
      const total = unpack(row.total);
      found.set(
        row.user_id,
        summarizeRecord(RELIABILITY_EVENTS.map((event, i) => ({ event, recent: recent[i]!, total: total[i]! }))),
      );
    }
  }
  const none = summarizeRecord([]);
  return new Map(ids.map((id) => [id, found.get(id) ?? none]));
}

const SUM_HEAD = sql.raw(
  `select "user_id", concat_ws(',', ${RELIABILITY_EVENTS.map((e) => `sum("${e}")`).join(', ')}) as "recent"
  from "reliability_counts" where "user_id" = any(`,
);

/** The recent span's counters summed from the month rows (people whose recent row is stale), packed as in the read. */
async function summedRecent(q: Queryable, ids: readonly string[], since: string): Promise<Map<string, number[]>> {
  const { rows } = (await q.execute(
    sql`${SUM_HEAD}${sql.param(ids)}::uuid[]) and "month" >= ${since}::date group by "user_id"`,
  )) as unknown as { rows: { user_id: string; recent: string }[] };
  const sums = new Map<string, number[]>(ids.map((id) => [id, RELIABILITY_EVENTS.map(() => 0)]));
  for (const row of rows) sums.set(row.user_id, unpack(row.recent));
  return sums;
}

/** One person's record. */
export async function reliabilityOf(q: Queryable, userId: string, now?: Date): Promise<ReliabilityRecord> {
  return (await reliabilityFor(q, [userId], now)).get(userId)!;
}
