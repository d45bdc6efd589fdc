-- A review window per turnover and cleaner (was: per turnover). Existing windows keep their reviews
-- (each review is tied to its window by the new id) and their pending close (its subject becomes
-- the window's id).
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_turnover_id_review_windows_turnover_id_fk";--> statement-breakpoint
DROP INDEX "reviews_turnover_direction_unique";--> statement-breakpoint
ALTER TABLE "review_windows" DROP CONSTRAINT "review_windows_pkey";--> statement-breakpoint
ALTER TABLE "review_windows" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "review_windows" ADD PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "window_id" uuid;--> statement-breakpoint
UPDATE "reviews" SET "window_id" = "review_windows"."id" FROM "review_windows" WHERE "review_windows"."turnover_id" = "reviews"."turnover_id";--> statement-breakpoint
ALTER TABLE "reviews" ALTER COLUMN "window_id" SET NOT NULL;--> statement-breakpoint
UPDATE "scheduled_work" SET "subject_id" = "review_windows"."id" FROM "review_windows" WHERE "scheduled_work"."kind" = 'review-window-close' AND "scheduled_work"."subject_id" = "review_windows"."turnover_id";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_window_id_review_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."review_windows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_turnover_id_turnovers_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."turnovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_window_direction_unique" ON "reviews" USING btree ("window_id","direction");--> statement-breakpoint
CREATE INDEX "reviews_turnover_idx" ON "reviews" USING btree ("turnover_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_windows_turnover_cleaner_unique" ON "review_windows" USING btree ("turnover_id","cleaner_user_id");
