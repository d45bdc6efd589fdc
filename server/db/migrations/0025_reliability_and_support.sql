CREATE TABLE "account_suspensions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"suspended_by_user_id" uuid,
	"suspended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reliability_counts" (
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
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
	"no_show_contested_against" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reliability_counts_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "support_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"case_id" uuid,
	"target_user_id" uuid,
	"detail" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_actions_action_check" CHECK ("support_actions"."action" in ('decide', 'suspend', 'reinstate'))
);
--> statement-breakpoint
CREATE TABLE "support_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"reporter_user_id" uuid,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decision" text,
	"decision_reason" text,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_cases_status_check" CHECK ("support_cases"."status" in ('open', 'closed')),
	CONSTRAINT "support_cases_decided_check" CHECK (("support_cases"."status" = 'closed') = ("support_cases"."decided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_suspensions" ADD CONSTRAINT "account_suspensions_suspended_by_user_id_users_id_fk" FOREIGN KEY ("suspended_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reliability_counts" ADD CONSTRAINT "reliability_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_actions" ADD CONSTRAINT "support_actions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_actions" ADD CONSTRAINT "support_actions_case_id_support_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."support_cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_actions" ADD CONSTRAINT "support_actions_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_cases" ADD CONSTRAINT "support_cases_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_actions_target_idx" ON "support_actions" USING btree ("target_user_id","created_at");--> statement-breakpoint
CREATE INDEX "support_actions_case_idx" ON "support_actions" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "support_actions_created_idx" ON "support_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "support_cases_status_created_idx" ON "support_cases" USING btree ("status","created_at");--> statement-breakpoint
-- The history that happened before the counters existed, counted once (core/reliability.ts names the
-- events): one row per person and month, and each person's lifetime row (month 0001-01-01). A
-- confirmation later cancelled counts in the month the offer was made (its confirmation time was
-- overwritten by the cancellation); the rest in the month they happened.
INSERT INTO "reliability_counts" ("user_id", "month", "offer_confirmed", "offer_declined", "offer_lapsed", "confirmed_cancelled", "confirmed_cancelled_late", "started_on_time", "started_late", "turnover_completed", "no_show", "no_show_contested", "cancelled_late", "no_show_marked", "no_show_contested_against")
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
FROM "counted" GROUP BY "user_id";
