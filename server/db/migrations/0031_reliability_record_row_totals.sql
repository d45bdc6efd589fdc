ALTER TABLE "reliability_recent" ADD COLUMN "total_offer_confirmed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reliability_recent" ADD COLUMN "total_offer_declined" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reliability_recent" ADD COLUMN "total_offer_lapsed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reliability_recent" ADD COLUMN "total_confirmed_cancelled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reliability_recent" ADD COLUMN "total_confirmed_cancelled_late" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reliability_recent" ADD COLUMN "total_started_on_time" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reliability_recent" ADD COLUMN "total_started_late" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reliability_recent" ADD COLUMN "total_turnover_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reliability_recent" ADD COLUMN "total_no_show" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reliability_recent" ADD COLUMN "total_no_show_contested" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reliability_recent" ADD COLUMN "total_cancelled_late" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reliability_recent" ADD COLUMN "total_no_show_marked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reliability_recent" ADD COLUMN "total_no_show_contested_against" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 39: each person's record in one row, read by primary key: the totals copied from the lifetime
-- row; kept by each bump from here on.
UPDATE "reliability_recent" r SET
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
WHERE l."user_id" = r."user_id" AND l."month" = DATE '0001-01-01';
