CREATE TABLE "reliability_recent" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"anchor_month" date NOT NULL,
	"offer_confirmed" integer DEFAULT 0 NOT NULL,
	"offer_declined" integer DEFAULT 0 NOT NULL,
	"offer_lapsed" integer DEFAULT 0 NOT NULL,
	"confirmed_cancelled" integer DEFAULT 0 NOT NULL,
	"confirmed_cancelled_late" integer DEFAULT 0 NOT NULL,
	"started_on_time" integer DEFAULT 0 NOT NULL,
	"started_late" integer DEFAULT 0 NOT NULL,
	"turnover_completed" integer DEFAULT 0 NOT NULL,
	"no_show" integer DEFAULT 0 NOT NULL,
	"no_show_contested" integer DEFAULT 0 NOT NULL,
	"cancelled_late" integer DEFAULT 0 NOT NULL,
	"no_show_marked" integer DEFAULT 0 NOT NULL,
	"no_show_contested_against" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reliability_recent" ADD CONSTRAINT "reliability_recent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reliability_recent_anchor_idx" ON "reliability_recent" USING btree ("anchor_month","user_id");--> statement-breakpoint
-- Issue 39 (decision 047): each person's counters over the 12 months that end with this one, summed
-- from their month rows; kept by each bump and by the monthly refresh from here on.
INSERT INTO "reliability_recent" ("user_id", "anchor_month", "offer_confirmed", "offer_declined", "offer_lapsed", "confirmed_cancelled", "confirmed_cancelled_late", "started_on_time", "started_late", "turnover_completed", "no_show", "no_show_contested", "cancelled_late", "no_show_marked", "no_show_contested_against")
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
GROUP BY l."user_id", "a"."anchor";
--> statement-breakpoint
-- The monthly refresh's one item, due at the next month start (when there is anything to refresh).
INSERT INTO "scheduled_work" ("kind", "subject_id", "due_at")
SELECT 'reliability-refresh', '00000000-0000-4000-8000-000000000039', date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '1 month'
WHERE EXISTS (SELECT 1 FROM "reliability_recent")
ON CONFLICT ("kind", "subject_id") WHERE "done_at" IS NULL DO NOTHING;
