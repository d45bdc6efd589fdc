CREATE TABLE "access_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"turnover_id" uuid NOT NULL,
	"cleaner_user_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"item_id" uuid,
	"turnover_id" uuid,
	"task_id" uuid,
	"problem_id" uuid,
	"storage_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_purpose_check" CHECK ("photos"."purpose" in ('reference', 'task', 'problem')),
	CONSTRAINT "photos_parent_check" CHECK (("photos"."purpose" = 'reference' and "photos"."item_id" is not null and "photos"."turnover_id" is null)
        or ("photos"."purpose" = 'task' and "photos"."task_id" is not null and "photos"."turnover_id" is not null and "photos"."item_id" is null and "photos"."problem_id" is null)
        or ("photos"."purpose" = 'problem' and "photos"."problem_id" is not null and "photos"."turnover_id" is not null and "photos"."item_id" is null and "photos"."task_id" is null))
);
--> statement-breakpoint
CREATE TABLE "playbooks" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"supplies" text,
	"access_instructions" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "playbook_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"label" text NOT NULL,
	"photo_required" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storage_deletions" (
	"key" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnover_problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turnover_id" uuid NOT NULL,
	"reporter_user_id" uuid,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_problems_kind_check" CHECK ("turnover_problems"."kind" in ('damage', 'supplies', 'maintenance', 'other'))
);
--> statement-breakpoint
CREATE TABLE "turnover_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turnover_id" uuid NOT NULL,
	"item_id" uuid,
	"area" text NOT NULL,
	"label" text NOT NULL,
	"photo_required" boolean NOT NULL,
	"position" integer NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "started_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "run_notes" text;--> statement-breakpoint
-- Turnovers completed before runs existed: their window stands for the run.
UPDATE "turnovers" SET "started_at" = "starts_at", "completed_at" = "ends_at" WHERE "status" = 'completed';--> statement-breakpoint
ALTER TABLE "access_views" ADD CONSTRAINT "access_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_views" ADD CONSTRAINT "access_views_turnover_id_turnovers_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."turnovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_views" ADD CONSTRAINT "access_views_cleaner_user_id_users_id_fk" FOREIGN KEY ("cleaner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_item_id_playbook_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."playbook_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_turnover_id_turnovers_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."turnovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_task_id_turnover_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."turnover_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_problem_id_turnover_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."turnover_problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbooks" ADD CONSTRAINT "playbooks_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "playbook_items" ADD CONSTRAINT "playbook_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_problems" ADD CONSTRAINT "turnover_problems_turnover_id_turnovers_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."turnovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_problems" ADD CONSTRAINT "turnover_problems_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_tasks" ADD CONSTRAINT "turnover_tasks_turnover_id_turnovers_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."turnovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnover_tasks" ADD CONSTRAINT "turnover_tasks_item_id_playbook_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."playbook_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_views_job_viewed_idx" ON "access_views" USING btree ("job_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_item_reference_unique" ON "photos" USING btree ("item_id") WHERE "photos"."purpose" = 'reference';--> statement-breakpoint
CREATE INDEX "photos_turnover_idx" ON "photos" USING btree ("turnover_id");--> statement-breakpoint
CREATE INDEX "photos_task_idx" ON "photos" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "photos_problem_idx" ON "photos" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "photos_owner_created_idx" ON "photos" USING btree ("owner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "photos_retention_idx" ON "photos" USING btree ("created_at") WHERE "photos"."purpose" <> 'reference';--> statement-breakpoint
CREATE INDEX "playbook_items_job_position_idx" ON "playbook_items" USING btree ("job_id","position");--> statement-breakpoint
CREATE INDEX "turnover_problems_turnover_idx" ON "turnover_problems" USING btree ("turnover_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "turnover_tasks_turnover_position_unique" ON "turnover_tasks" USING btree ("turnover_id","position");--> statement-breakpoint
ALTER TABLE "turnovers" ADD CONSTRAINT "turnovers_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('job_application', 'application_status', 'postings_paused', 'turnovers_changed', 'turnover_answered', 'turnover_offered', 'turnover_expired', 'turnover_unfilled', 'turnover_requested', 'turnover_completed'));--> statement-breakpoint
ALTER TABLE "turnovers" ADD CONSTRAINT "turnovers_completed_check" CHECK (("turnovers"."status" = 'completed') = ("turnovers"."completed_at" is not null));--> statement-breakpoint
ALTER TABLE "turnovers" ADD CONSTRAINT "turnovers_completed_started_check" CHECK ("turnovers"."completed_at" is null or "turnovers"."started_at" is not null);--> statement-breakpoint
-- A photo row that goes (deleted by hand, by retention, or by a cascade from its job, turnover or
-- account) queues its files for deletion from the file store; a worker drains the queue.
CREATE FUNCTION "queue_photo_files_for_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "storage_deletions" ("key") VALUES (OLD."storage_key"), (OLD."thumb_key") ON CONFLICT ("key") DO NOTHING;
  RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "photos_queue_files_for_deletion" AFTER DELETE ON "photos" FOR EACH ROW EXECUTE FUNCTION "queue_photo_files_for_deletion"();
