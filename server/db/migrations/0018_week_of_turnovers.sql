ALTER TABLE "turnovers" DROP CONSTRAINT "turnovers_status_check";--> statement-breakpoint
DROP INDEX "turnover_offers_one_open_unique";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "offers_held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "taken_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "guests_left_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "start_overdue_alerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "missed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "missed_handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "evening_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "soon_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnover_offers" ADD COLUMN "asked_together" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "turnover_problems" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnover_problems" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_offers_one_open_per_cleaner_unique" ON "turnover_offers" USING btree ("turnover_id","cleaner_user_id") WHERE "turnover_offers"."status" = 'offered';--> statement-breakpoint
ALTER TABLE "turnovers" ADD CONSTRAINT "turnovers_status_check" CHECK ("turnovers"."status" in ('scheduled', 'confirmed', 'completed', 'cancelled', 'missed'));