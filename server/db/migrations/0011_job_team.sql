CREATE TABLE "job_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"cleaner_user_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_team_members" ADD CONSTRAINT "job_team_members_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_team_members" ADD CONSTRAINT "job_team_members_cleaner_user_id_cleaner_profiles_user_id_fk" FOREIGN KEY ("cleaner_user_id") REFERENCES "public"."cleaner_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "job_team_members_live_unique" ON "job_team_members" USING btree ("job_id","cleaner_user_id") WHERE "job_team_members"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "job_team_members_live_position_unique" ON "job_team_members" USING btree ("job_id","position") WHERE "job_team_members"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "job_team_members_cleaner_idx" ON "job_team_members" USING btree ("cleaner_user_id");--> statement-breakpoint
-- Existing hires become each job's team in the order they were hired (the application's last
-- change is its hire: accepted is final), so the cleaner each job's turnovers went to stays primary.
INSERT INTO "job_team_members" ("job_id", "cleaner_user_id", "position", "added_at")
SELECT "job_id", "cleaner_user_id", row_number() OVER (PARTITION BY "job_id" ORDER BY "updated_at", "id"), "updated_at"
FROM "applications" WHERE "status" = 'accepted';
