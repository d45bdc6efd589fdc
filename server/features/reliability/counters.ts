// The reliability record's counters (issue 39): one row per person and month with a column per
// event (the source of truth), one lifetime row per person, and one record row per person
// (reliability_recent: the rolling "last 12 months", anchored at the first month of the span it sums,
// and a copy of the lifetime counters), all bumped in the transaction where the event happens.
// Reading a record is then one row per person by its primary key, which a page can join to its own
// rows (recordRowJoin); a person whose row is older than this month's span (no event since the month
// turned, and the monthly refresh has not reached them yet) has the recent counters summed from their
// month rows instead. Decision 047 says why this is safe when bumps and the refresh overlap.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  firstRecentMonth,
  monthOf,
  recordFromCounts,
  RELIABILITY_EVENTS,
  RELIABILITY_LIFETIME_MONTH,
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
/** The record row's copy of the lifetime counter of `event`. */
const totalIdent = (event: ReliabilityEvent) => sql.identifier(`total_${event}`);
const eventList = sql.join(RELIABILITY_EVENTS.map(ident), sql`, `);
const totalList = sql.join(RELIABILITY_EVENTS.map(totalIdent), sql`, `);

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

  // 2. The record rows. The span is the one of `now` (never earlier than an event being counted).
  const latest = Math.max(now?.getTime() ?? Date.now(), ...events.map((e) => e.at.getTime()));
  const windowNow = new Date(latest);
  const anchor = firstRecentMonth(windowNow);
  const deltas = new Map<string, { recent: Map<ReliabilityEvent, number>; total: Map<ReliabilityEvent, number> }>();
  for (const e of events) {
    const d = deltas.get(e.userId) ?? { recent: new Map(), total: new Map() };
    d.total.set(e.event, (d.total.get(e.event) ?? 0) + (e.count ?? 1));
    if (monthOf(e.at) >= anchor) d.recent.set(e.event, (d.recent.get(e.event) ?? 0) + (e.count ?? 1));
    deltas.set(e.userId, d);
  }
  const ids = [...deltas.keys()].sort();
  // 2a. Rows already anchored at this span: add what happened inside it, and everything to the totals.
  const column = (span: 'recent' | 'total') => (e: ReliabilityEvent) =>
    sql`${sql.param(ids.map((id) => deltas.get(id)![span].get(e) ?? 0))}::int[]`;
  const arrays = [...RELIABILITY_EVENTS.map(column('recent')), ...RELIABILITY_EVENTS.map(column('total'))];
  const fresh = (await q.execute(sql`
    update ${reliabilityRecent} r set ${sql.join(
      [
        ...RELIABILITY_EVENTS.map((e) => sql`${ident(e)} = r.${ident(e)} + d.${ident(e)}`),
        ...RELIABILITY_EVENTS.map((e) => sql`${totalIdent(e)} = r.${totalIdent(e)} + d.${totalIdent(e)}`),
      ],
      sql`, `,
    )}
    from unnest(${sql.param(ids)}::uuid[], ${sql.join(arrays, sql`, `)}) as d(user_id, ${eventList}, ${totalList})
    where r.user_id = d.user_id and r.anchor_month = ${anchor}::date
    returning r.user_id`)) as unknown as { rows: { user_id: string }[] };
  const done = new Set(fresh.rows.map((r) => r.user_id));
  const rest = ids.filter((id) => !done.has(id));
  if (rest.length === 0) return;
  // 2b. Missing or anchored at an earlier span: summed again from the month rows and copied from the
  //     lifetime row (this statement sees this transaction's bump and every committed one), and the
  //     refresh is due next month.
  await rebuildRecent(q, rest, anchor);
  await q.execute(sql`
    insert into scheduled_work (kind, subject_id, due_at)
    values ('reliability-refresh', ${RELIABILITY_REFRESH_SUBJECT}::uuid, ${nextMonthStart(windowNow).toISOString()}::timestamptz)
    on conflict (kind, subject_id) where done_at is null do nothing`);
}

/**
 * These people's record rows as they should be for the span from `anchor`: the recent sums from
 * their month rows and the totals from their lifetime row (zeros for none).
 */
function recentSums(ids: readonly string[], anchor: string) {
  return sql`
    select u.user_id, ${anchor}::date as anchor_month, ${sql.join(
      RELIABILITY_EVENTS.map((e) => sql`s.${ident(e)}`),
      sql`, `,
    )}, ${sql.join(
      RELIABILITY_EVENTS.map((e) => sql`coalesce(l.${ident(e)}, 0) as ${totalIdent(e)}`),
      sql`, `,
    )}
    from unnest(${sql.param(ids)}::uuid[]) as u(user_id)
    cross join lateral (select ${sql.join(
      RELIABILITY_EVENTS.map((e) => sql`coalesce(sum(c.${ident(e)}), 0)::int as ${ident(e)}`),
      sql`, `,
    )} from ${reliabilityCount} c where c.user_id = u.user_id and c.month >= ${anchor}::date) s
    left join ${reliabilityCount} l on l.user_id = u.user_id and l.month = ${RELIABILITY_LIFETIME_MONTH}::date`;
}

/** Makes these people's record rows whole for the span from `anchor` (inserted or replaced). */
async function rebuildRecent(q: Queryable, ids: readonly string[], anchor: string): Promise<void> {
  await q.execute(sql`
    insert into ${reliabilityRecent} (user_id, anchor_month, ${eventList}, ${totalList})
    ${recentSums(ids, anchor)}
    order by 1
    on conflict (user_id) do update set anchor_month = excluded.anchor_month, ${sql.join(
      [...RELIABILITY_EVENTS.map(ident), ...RELIABILITY_EVENTS.map(totalIdent)].map((c) => sql`${c} = excluded.${c}`),
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
      [...RELIABILITY_EVENTS.map(ident), ...RELIABILITY_EVENTS.map(totalIdent)].map((c) => sql`${c} = s.${c}`),
      sql`, `,
    )}
    from (${recentSums(ids, anchor)}) s
    where r.user_id = s.user_id and r.anchor_month < ${anchor}::date`);
  return stale.length;
}

/**
 * The read of a record: each person's record row by its primary key, its two spans' counters each
 * packed into one text column (RELIABILITY_EVENTS order): 500 people are 500 rows of four columns,
 * not 13,000 values to decode one by one.
 */
const packed = (prefix: string) =>
  `concat_ws(',', ${RELIABILITY_EVENTS.map((e) => `"reliability_recent"."${prefix}${e}"`).join(', ')})`;
const RECORD_COLUMNS = sql.raw(
  `"reliability_recent"."anchor_month"::text as "anchor", ${packed('')} as "recent", ${packed('total_')} as "total"`,
);

/** A person's record row as a page reads it (all null: no event yet). */
export type PackedRecord = { userId: string; anchor: string | null; recent: string | null; total: string | null };

/**
 * The join that puts each person's record row beside a page's own rows, for `recordFields`: a
 * LATERAL lookup by primary key with LIMIT 1, so the planner reads one row per person through the
 * key rather than hashing the whole table (as it did for a plain join; bench/results.md).
 */
export function recordRowJoin(userId: AnyColumn): SQL {
  return sql`lateral (select ${RECORD_COLUMNS} from ${reliabilityRecent} where ${reliabilityRecent.userId} = ${userId} limit 1) as "reliability"`;
}

/** The columns a page selects with recordRowJoin (pass them to recordsFromRows with the person's id). */
export const recordFields = {
  anchor: sql<string | null>`"reliability"."anchor"`,
  recent: sql<string | null>`"reliability"."recent"`,
  total: sql<string | null>`"reliability"."total"`,
};

const unpack = (counts: string) => counts.split(',').map(Number);
const NONE = recordFromCounts([], []);

/**
 * The records of the people of these rows (read with recordRowJoin, or by reliabilityFor). A row
 * anchored at an earlier span than `now`'s has its recent counters summed from the month rows, for
 * those people only, in one more query.
 */
export async function recordsFromRows(
  q: Queryable,
  rows: readonly PackedRecord[],
  now: Date = new Date(),
): Promise<Map<string, ReliabilityRecord>> {
  const since = firstRecentMonth(now);
  const stale = [...new Set(rows.filter((r) => r.total !== null && r.anchor !== since).map((r) => r.userId))];
  const summed = stale.length > 0 ? await summedRecent(q, stale, since) : new Map<string, number[]>();
  const records = new Map<string, ReliabilityRecord>();
  for (const row of rows) {
    if (records.has(row.userId)) continue;
    if (row.total === null) records.set(row.userId, NONE);
    else records.set(row.userId, recordFromCounts(summed.get(row.userId) ?? unpack(row.recent!), unpack(row.total)));
  }
  return records;
}

/** The records of these people (everyone asked for has one; no event yet is all zeros). */
export async function reliabilityFor(
  q: Queryable,
  userIds: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, ReliabilityRecord>> {
  const ids = [...new Set(userIds)];
  const found =
    ids.length === 0
      ? new Map<string, ReliabilityRecord>()
      : await recordsFromRows(
          q,
          (
            (await q.execute(
              sql`select "user_id" as "userId", ${RECORD_COLUMNS} from ${reliabilityRecent} where "user_id" = any(${sql.param(ids)}::uuid[])`,
            )) as unknown as { rows: PackedRecord[] }
          ).rows,
          now,
        );
  return new Map(ids.map((id) => [id, found.get(id) ?? NONE]));
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
