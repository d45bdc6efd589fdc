CREATE TABLE "calendar_block_marks" (
	"calendar_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_block_marks_calendar_id_start_date_end_date_pk" PRIMARY KEY("calendar_id","start_date","end_date")
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" text,
	"end_time" text,
	"is_block" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"job_id" uuid,
	"token" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "job_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"url" text NOT NULL,
	"label" text,
	"kind" text DEFAULT 'other' NOT NULL,
	"kind_chosen" boolean DEFAULT false NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"last_error" text,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_calendars_kind_check" CHECK ("job_calendars"."kind" in ('airbnb', 'vrbo', 'booking', 'other'))
);
--> statement-breakpoint
CREATE TABLE "turnovers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"date" date NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"same_day" boolean DEFAULT false NOT NULL,
	"payment" numeric(10, 2) NOT NULL,
	"notes" text,
	"source" text NOT NULL,
	"calendar_id" uuid,
	"source_uid" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"assigned_cleaner_user_id" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnovers_status_check" CHECK ("turnovers"."status" in ('scheduled', 'confirmed', 'completed', 'cancelled')),
	CONSTRAINT "turnovers_source_check" CHECK ("turnovers"."source" in ('calendar', 'manual')),
	CONSTRAINT "turnovers_window_check" CHECK ("turnovers"."ends_at" > "turnovers"."starts_at"),
	CONSTRAINT "turnovers_payment_check" CHECK ("turnovers"."payment" > 0)
);
--> statement-breakpoint
CREATE TABLE "turnover_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turnover_id" uuid NOT NULL,
	"cleaner_user_id" uuid NOT NULL,
	"status" text DEFAULT 'offered' NOT NULL,
	"deadline_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_offers_status_check" CHECK ("turnover_offers"."status" in ('offered', 'confirmed', 'declined', 'expired', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "checkout_time" text DEFAULT '11:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "checkin_time" text DEFAULT '16:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "time_zone" text;--> statement-breakpoint
-- Existing jobs take their state's default zone (core/time-zones.ts); the host can change it.
UPDATE "jobs" SET "time_zone" = CASE "state" WHEN 'AL' THEN 'America/Chicago' WHEN 'AK' THEN 'America/Anchorage' WHEN 'AS' THEN 'Pacific/Pago_Pago' WHEN 'AZ' THEN 'America/Phoenix' WHEN 'AR' THEN 'America/Chicago' WHEN 'CA' THEN 'America/Los_Angeles' WHEN 'CO' THEN 'America/Denver' WHEN 'CT' THEN 'America/New_York' WHEN 'DE' THEN 'America/New_York' WHEN 'DC' THEN 'America/New_York' WHEN 'FL' THEN 'America/New_York' WHEN 'GA' THEN 'America/New_York' WHEN 'GU' THEN 'Pacific/Guam' WHEN 'HI' THEN 'Pacific/Honolulu' WHEN 'ID' THEN 'America/Boise' WHEN 'IL' THEN 'America/Chicago' WHEN 'IN' THEN 'America/Indiana/Indianapolis' WHEN 'IA' THEN 'America/Chicago' WHEN 'KS' THEN 'America/Chicago' WHEN 'KY' THEN 'America/Kentucky/Louisville' WHEN 'LA' THEN 'America/Chicago' WHEN 'ME' THEN 'America/New_York' WHEN 'MD' THEN 'America/New_York' WHEN 'MA' THEN 'America/New_York' WHEN 'MI' THEN 'America/Detroit' WHEN 'MN' THEN 'America/Chicago' WHEN 'MS' THEN 'America/Chicago' WHEN 'MO' THEN 'America/Chicago' WHEN 'MT' THEN 'America/Denver' WHEN 'NE' THEN 'America/Chicago' WHEN 'NV' THEN 'America/Los_Angeles' WHEN 'NH' THEN 'America/New_York' WHEN 'NJ' THEN 'America/New_York' WHEN 'NM' THEN 'America/Denver' WHEN 'NY' THEN 'America/New_York' WHEN 'NC' THEN 'America/New_York' WHEN 'ND' THEN 'America/Chicago' WHEN 'MP' THEN 'Pacific/Saipan' WHEN 'OH' THEN 'America/New_York' WHEN 'OK' THEN 'America/Chicago' WHEN 'OR' THEN 'America/Los_Angeles' WHEN 'PA' THEN 'America/New_York' WHEN 'PR' THEN 'America/Puerto_Rico' WHEN 'RI' THEN 'America/New_York' WHEN 'SC' THEN 'America/New_York' WHEN 'SD' THEN 'America/Chicago' WHEN 'TN' THEN 'America/Chicago' WHEN 'TX' THEN 'America/Chicago' WHEN 'VI' THEN 'America/St_Thomas' WHEN 'UT' THEN 'America/Denver' WHEN 'VT' THEN 'America/New_York' WHEN 'VA' THEN 'America/New_York' WHEN 'WA' THEN 'America/Los_Angeles' WHEN 'WV' THEN 'America/New_York' WHEN 'WI' THEN 'America/Chicago' WHEN 'WY' THEN 'America/Denver' ELSE 'America/New_York' END;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "time_zone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_block_marks" ADD CONSTRAINT "calendar_block_marks_calendar_id_job_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."job_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_calendar_id_job_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."job_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_calendars" ADD CONSTRAINT "job_calendars_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnovers" ADD CONSTRAINT "turnovers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnovers" ADD CONSTRAINT "turnovers_calendar_id_job_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."job_calendars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnovers" ADD CONSTRAINT "turnovers_assigned_cleaner_user_id_cleaner_profiles_user_id_fk" FOREIGN KEY ("assigned_cleaner_user_id") REFERENCES "public"."cleaner_profiles"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_offers" ADD CONSTRAINT "turnover_offers_turnover_id_turnovers_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."turnovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_offers" ADD CONSTRAINT "turnover_offers_cleaner_user_id_cleaner_profiles_user_id_fk" FOREIGN KEY ("cleaner_user_id") REFERENCES "public"."cleaner_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_events_calendar_idx" ON "calendar_events" USING btree ("calendar_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_live_unique" ON "calendar_feeds" USING btree ("user_id",coalesce("job_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "calendar_feeds"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "job_calendars_job_idx" ON "job_calendars" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "job_calendars_due_idx" ON "job_calendars" USING btree ("next_sync_at");--> statement-breakpoint
CREATE UNIQUE INDEX "turnovers_job_date_live_unique" ON "turnovers" USING btree ("job_id","date") WHERE "turnovers"."status" in ('scheduled', 'confirmed');--> statement-breakpoint
CREATE INDEX "turnovers_job_starts_at_idx" ON "turnovers" USING btree ("job_id","starts_at");--> statement-breakpoint
CREATE INDEX "turnovers_cleaner_starts_at_idx" ON "turnovers" USING btree ("assigned_cleaner_user_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_offers_one_open_unique" ON "turnover_offers" USING btree ("turnover_id") WHERE "turnover_offers"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "turnover_offers_turnover_idx" ON "turnover_offers" USING btree ("turnover_id","created_at");--> statement-breakpoint
CREATE INDEX "turnover_offers_cleaner_idx" ON "turnover_offers" USING btree ("cleaner_user_id","status");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_checkout_time_check" CHECK ("jobs"."checkout_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_checkin_time_check" CHECK ("jobs"."checkin_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('job_application', 'application_status', 'postings_paused', 'turnovers_changed', 'turnover_answered'));