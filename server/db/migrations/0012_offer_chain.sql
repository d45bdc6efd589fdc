CREATE TABLE "dev_clock" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dev_clock_single_row_check" CHECK ("dev_clock"."id" = 1),
	CONSTRAINT "dev_clock_offset_check" CHECK ("dev_clock"."offset_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "scheduled_work" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turnover_id" uuid NOT NULL,
	"cleaner_user_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "turnover_requests_status_check" CHECK ("turnover_requests"."status" in ('requested', 'accepted', 'not_selected', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "turnover_offers" DROP CONSTRAINT "turnover_offers_status_check";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "offer_response_hours" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "unfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "unfilled_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "chain_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "auto_accept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "turnover_offers" ADD COLUMN "source" text DEFAULT 'team' NOT NULL;--> statement-breakpoint
ALTER TABLE "turnover_offers" ADD COLUMN "late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "turnover_requests" ADD CONSTRAINT "turnover_requests_turnover_id_turnovers_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."turnovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_requests" ADD CONSTRAINT "turnover_requests_cleaner_user_id_cleaner_profiles_user_id_fk" FOREIGN KEY ("cleaner_user_id") REFERENCES "public"."cleaner_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_work_pending_unique" ON "scheduled_work" USING btree ("kind","subject_id") WHERE "scheduled_work"."done_at" is null;--> statement-breakpoint
CREATE INDEX "scheduled_work_due_idx" ON "scheduled_work" USING btree ("due_at") WHERE "scheduled_work"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_requests_turnover_cleaner_unique" ON "turnover_requests" USING btree ("turnover_id","cleaner_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_requests_one_accepted_unique" ON "turnover_requests" USING btree ("turnover_id") WHERE "turnover_requests"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "turnover_requests_cleaner_idx" ON "turnover_requests" USING btree ("cleaner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "turnover_offers_open_deadline_idx" ON "turnover_offers" USING btree ("deadline_at") WHERE "turnover_offers"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_offer_response_hours_check" CHECK ("jobs"."offer_response_hours" between 1 and 72);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('job_application', 'application_status', 'postings_paused', 'turnovers_changed', 'turnover_answered', 'turnover_offered', 'turnover_expired', 'turnover_unfilled', 'turnover_requested'));--> statement-breakpoint
ALTER TABLE "turnover_offers" ADD CONSTRAINT "turnover_offers_source_check" CHECK ("turnover_offers"."source" in ('team', 'request'));--> statement-breakpoint
ALTER TABLE "turnover_offers" ADD CONSTRAINT "turnover_offers_status_check" CHECK ("turnover_offers"."status" in ('offered', 'confirmed', 'declined', 'expired', 'withdrawn', 'cancelled'));--> statement-breakpoint
-- Offers made before deadlines existed get one by the new rule (core/offers.ts offerDeadline with
-- the default 12 hours), and upcoming turnovers left declined under issue 16's model are walked on
-- from their next team member: both become due work for the offer runner, which is idempotent.
UPDATE "turnover_offers" o SET "deadline_at" = CASE
    WHEN t."starts_at" - interval '24 hours' > now() THEN least(now() + interval '12 hours', t."starts_at" - interval '24 hours')
    ELSE greatest(now(), least(now() + interval '1 hour', t."starts_at")) END
FROM "turnovers" t
WHERE o."turnover_id" = t."id" AND o."status" = 'offered' AND o."deadline_at" IS NULL AND t."starts_at" > now();--> statement-breakpoint
INSERT INTO "scheduled_work" ("kind", "subject_id", "due_at")
SELECT 'offer-deadline', t."id", coalesce(o."deadline_at", now())
FROM "turnovers" t
LEFT JOIN "turnover_offers" o ON o."turnover_id" = t."id" AND o."status" = 'offered'
WHERE t."status" = 'scheduled' AND t."starts_at" > now()
  AND (o."id" IS NOT NULL OR EXISTS (SELECT 1 FROM "turnover_offers" d WHERE d."turnover_id" = t."id" AND d."status" = 'declined'));
