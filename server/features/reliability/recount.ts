// Issue 39: the reliability counters recounted from what the tables hold (offers, runs,
// cancellations), by core/reliability.ts's rules. The migration that made the counters ran this
// once over the history before it (0025_reliability_and_support.sql holds the same statement, and
// reliability.test.ts checks it still does); the demo data, written as rows rather than through the
// features, is counted with it too.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { reliabilityCount, reliabilityRecent } from '../../db/schema';

/** The statement, as the migration runs it. */
export const RECOUNT_SQL = `INSERT INTO "reliability_counts" ("user_id", "month", "offer_confirmed", "offer_declined", "offer_lapsed", "confirmed_cancelled", "confirmed_cancelled_late", "started_on_time", "started_late", "turnover_completed", "no_show", "no_show_contested", "cancelled_late", "no_show_marked", "no_show_contested_against")
WITH "e" AS (
  SELECT o."cleaner_user_id" AS "user_id", 'offer_confirmed' AS "event",
    date_trunc('month', (CASE WHEN o."status" = 'cancelled' THEN o."created_at" ELSE coalesce(o."answered_at", o."created_at") END) AT TIME ZONE 'UTC')::date AS "month"
    FROM "turnover_offers" o WHERE o."status" IN ('confirmed', 'cancelled')
  UNION ALL
  SELECT o."cleaner_user_id", 'offer_declined', date_trunc('month', coalesce(o."answered_at", o."created_at") AT TIME ZONE 'UTC')::date
    FROM "turnover_offers" o WHERE o."status" = 'declined'
  UNION ALL
  SELECT o."cleaner_user_id", 'offer_lapsed', date_trunc('month', coalesce(o."answered_at", o."created_at") AT TIME ZONE 'UTC')::date
    FROM "turnover_offers" o WHERE o."status" = 'expired'
  UNION ALL
  SELECT o."cleaner_user_id", 'confirmed_cancelled', date_trunc('month', coalesce(o."answered_at", o."created_at") AT TIME ZONE 'UTC')::date
    FROM "turnover_offers" o WHERE o."status" = 'cancelled'
  UNION ALL
  SELECT o."cleaner_user_id", 'confirmed_cancelled_late', date_trunc('month', coalesce(o."answered_at", o."created_at") AT TIME ZONE 'UTC')::date
    FROM "turnover_offers" o WHERE o."status" = 'cancelled' AND o."late"
  UNION ALL
  SELECT coalesce(t."started_by_user_id", t."assigned_cleaner_user_id"),
    CASE WHEN t."started_at" <= t."starts_at" + interval '15 minutes' THEN 'started_on_time' ELSE 'started_late' END,
    date_trunc('month', t."started_at" AT TIME ZONE 'UTC')::date
    FROM "turnovers" t WHERE t."started_at" IS NOT NULL
  UNION ALL
  SELECT coalesce(t."started_by_user_id", t."assigned_cleaner_user_id"), 'turnover_completed', date_trunc('month', t."completed_at" AT TIME ZONE 'UTC')::date
    FROM "turnovers" t WHERE t."status" = 'completed'
  UNION ALL
  SELECT j."host_user_id", 'cancelled_late', date_trunc('month', t."cancelled_at" AT TIME ZONE 'UTC')::date
    FROM "turnovers" t JOIN "jobs" j ON j."id" = t."job_id"
    WHERE t."status" = 'cancelled' AND t."cancelled_at" < t."starts_at" AND t."starts_at" - t."cancelled_at" < interval '48 hours'
  UNION ALL
  SELECT n."cleaner_user_id", 'no_show', date_trunc('month', n."marked_at" AT TIME ZONE 'UTC')::date
    FROM "no_shows" n WHERE n."withdrawn_at" IS NULL
  UNION ALL
  SELECT n."host_user_id", 'no_show_marked', date_trunc('month', n."marked_at" AT TIME ZONE 'UTC')::date
    FROM "no_shows" n WHERE n."withdrawn_at" IS NULL
  UNION ALL
  SELECT n."cleaner_user_id", 'no_show_contested', date_trunc('month', n."marked_at" AT TIME ZONE 'UTC')::date
    FROM "no_shows" n WHERE n."withdrawn_at" IS NULL AND n."contested_at" IS NOT NULL
  UNION ALL
  SELECT n."host_user_id", 'no_show_contested_against', date_trunc('month', n."marked_at" AT TIME ZONE 'UTC')::date
    FROM "no_shows" n WHERE n."withdrawn_at" IS NULL AND n."contested_at" IS NOT NULL
), "counted" AS (
  SELECT * FROM "e" WHERE "user_id" IS NOT NULL AND "user_id" IN (SELECT "id" FROM "users")
)
SELECT "user_id", "month",
  count(*) FILTER (WHERE "event" = 'offer_confirmed')::int,
  count(*) FILTER (WHERE "event" = 'offer_declined')::int,
  count(*) FILTER (WHERE "event" = 'offer_lapsed')::int,
  count(*) FILTER (WHERE "event" = 'confirmed_cancelled')::int,
  count(*) FILTER (WHERE "event" = 'confirmed_cancelled_late')::int,
  count(*) FILTER (WHERE "event" = 'started_on_time')::int,
  count(*) FILTER (WHERE "event" = 'started_late')::int,
  count(*) FILTER (WHERE "event" = 'turnover_completed')::int,
  count(*) FILTER (WHERE "event" = 'no_show')::int,
  count(*) FILTER (WHERE "event" = 'no_show_contested')::int,
  count(*) FILTER (WHERE "event" = 'cancelled_late')::int,
  count(*) FILTER (WHERE "event" = 'no_show_marked')::int,
  count(*) FILTER (WHERE "event" = 'no_show_contested_against')::int
FROM "counted" GROUP BY "user_id", "month"
UNION ALL
SELECT "user_id", DATE '0001-01-01',
  count(*) FILTER (WHERE "event" = 'offer_confirmed')::int,
  count(*) FILTER (WHERE "event" = 'offer_declined')::int,
  count(*) FILTER (WHERE "event" = 'offer_lapsed')::int,
  count(*) FILTER (WHERE "event" = 'confirmed_cancelled')::int,
  count(*) FILTER (WHERE "event" = 'confirmed_cancelled_late')::int,
  count(*) FILTER (WHERE "event" = 'started_on_time')::int,
  count(*) FILTER (WHERE "event" = 'started_late')::int,
  count(*) FILTER (WHERE "event" = 'turnover_completed')::int,
  count(*) FILTER (WHERE "event" = 'no_show')::int,
  count(*) FILTER (WHERE "event" = 'no_show_contested')::int,
  count(*) FILTER (WHERE "event" = 'cancelled_late')::int,
  count(*) FILTER (WHERE "event" = 'no_show_marked')::int,
  count(*) FILTER (WHERE "event" = 'no_show_contested_against')::int
FROM "counted" GROUP BY "user_id";`;

/**
 * The recent rows (decision 047) summed from the month rows for the 12 months that end with this
 * one, for everyone with counters; as the migration that made them runs it (0028_reliability_recent_rows.sql).
 */
export const RECENT_SQL = `INSERT INTO "reliability_recent" ("user_id", "anchor_month", "offer_confirmed", "offer_declined", "offer_lapsed", "confirmed_cancelled", "confirmed_cancelled_late", "started_on_time", "started_late", "turnover_completed", "no_show", "no_show_contested", "cancelled_late", "no_show_marked", "no_show_contested_against")
SELECT l."user_id", "a"."anchor",
  coalesce(sum(c."offer_confirmed"), 0)::int, coalesce(sum(c."offer_declined"), 0)::int, coalesce(sum(c."offer_lapsed"), 0)::int,
  coalesce(sum(c."confirmed_cancelled"), 0)::int, coalesce(sum(c."confirmed_cancelled_late"), 0)::int,
  coalesce(sum(c."started_on_time"), 0)::int, coalesce(sum(c."started_late"), 0)::int, coalesce(sum(c."turnover_completed"), 0)::int,
  coalesce(sum(c."no_show"), 0)::int, coalesce(sum(c."no_show_contested"), 0)::int, coalesce(sum(c."cancelled_late"), 0)::int,
  coalesce(sum(c."no_show_marked"), 0)::int, coalesce(sum(c."no_show_contested_against"), 0)::int
FROM "reliability_counts" l
CROSS JOIN (SELECT (date_trunc('month', now() AT TIME ZONE 'UTC') - interval '11 months')::date AS "anchor") "a"
LEFT JOIN "reliability_counts" c ON c."user_id" = l."user_id" AND c."month" >= "a"."anchor"
WHERE l."month" = DATE '0001-01-01'
GROUP BY l."user_id", "a"."anchor";`;

/**
 * Each recent row's totals (its person's whole record in one row): a copy of their lifetime row; as
 * the migration that added them runs it (0031_reliability_record_row_totals.sql).
 */
export const TOTALS_SQL = `UPDATE "reliability_recent" r SET
  "total_offer_confirmed" = l."offer_confirmed",
  "total_offer_declined" = l."offer_declined",
  "total_offer_lapsed" = l."offer_lapsed",
  "total_confirmed_cancelled" = l."confirmed_cancelled",
  "total_confirmed_cancelled_late" = l."confirmed_cancelled_late",
  "total_started_on_time" = l."started_on_time",
  "total_started_late" = l."started_late",
  "total_turnover_completed" = l."turnover_completed",
  "total_no_show" = l."no_show",
  "total_no_show_contested" = l."no_show_contested",
  "total_cancelled_late" = l."cancelled_late",
  "total_no_show_marked" = l."no_show_marked",
  "total_no_show_contested_against" = l."no_show_contested_against"
FROM "reliability_counts" l
WHERE l."user_id" = r."user_id" AND l."month" = DATE '0001-01-01';`;

/** Replaces every counter with the count of the history the tables hold, and the recent rows with their sums. */
export async function recountReliability(q: Queryable): Promise<void> {
  await q.delete(reliabilityRecent);
  await q.delete(reliabilityCount);
  await q.execute(sql.raw(RECOUNT_SQL));
  await q.execute(sql.raw(RECENT_SQL));
  await q.execute(sql.raw(TOTALS_SQL));
}
