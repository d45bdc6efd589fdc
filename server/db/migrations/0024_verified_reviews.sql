CREATE TABLE "no_shows" (
	"turnover_id" uuid PRIMARY KEY NOT NULL,
	"host_user_id" uuid NOT NULL,
	"cleaner_user_id" uuid NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"statement" text,
	"contested_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "no_shows_contest_check" CHECK (("no_shows"."statement" is null) = ("no_shows"."contested_at" is null) and ("no_shows"."statement" is null or char_length("no_shows"."statement") <= 500))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turnover_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"author_user_id" uuid NOT NULL,
	"subject_user_id" uuid NOT NULL,
	"quality" integer,
	"punctuality" integer,
	"communication" integer,
	"matched_listing" boolean,
	"access_worked" boolean,
	"checkout_on_time" boolean,
	"paid_as_agreed" boolean,
	"overall" integer,
	"words" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone,
	CONSTRAINT "reviews_direction_check" CHECK ("reviews"."direction" in ('host_to_cleaner', 'cleaner_to_host')),
	CONSTRAINT "reviews_ratings_check" CHECK (("reviews"."direction" = 'host_to_cleaner'
          and "reviews"."quality" between 1 and 5 and "reviews"."punctuality" between 1 and 5 and "reviews"."communication" between 1 and 5
          and "reviews"."overall" is null and "reviews"."matched_listing" is null and "reviews"."access_worked" is null
          and "reviews"."checkout_on_time" is null and "reviews"."paid_as_agreed" is null)
        or ("reviews"."direction" = 'cleaner_to_host'
          and "reviews"."overall" between 1 and 5 and "reviews"."matched_listing" is not null and "reviews"."access_worked" is not null
          and "reviews"."checkout_on_time" is not null and "reviews"."paid_as_agreed" is not null
          and "reviews"."quality" is null and "reviews"."punctuality" is null and "reviews"."communication" is null)),
	CONSTRAINT "reviews_words_length_check" CHECK (char_length("reviews"."words") <= 1000),
	CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null) and ("reviews"."reply" is null or char_length("reviews"."reply") <= 500))
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_reason_check" CHECK ("review_reports"."reason" in ('contact_details', 'slurs', 'discrimination', 'private_data', 'other')),
	CONSTRAINT "review_reports_details_length_check" CHECK (char_length("review_reports"."details") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "review_windows" (
	"turnover_id" uuid PRIMARY KEY NOT NULL,
	"host_user_id" uuid NOT NULL,
	"cleaner_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "review_windows_kind_check" CHECK ("review_windows"."kind" in ('completed', 'no_show')),
	CONSTRAINT "review_windows_closes_check" CHECK ("review_windows"."closes_at" > "review_windows"."opened_at")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "no_shows" ADD CONSTRAINT "no_shows_turnover_id_turnovers_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."turnovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_shows" ADD CONSTRAINT "no_shows_host_user_id_host_profiles_user_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."host_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "no_shows" ADD CONSTRAINT "no_shows_cleaner_user_id_cleaner_profiles_user_id_fk" FOREIGN KEY ("cleaner_user_id") REFERENCES "public"."cleaner_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_turnover_id_review_windows_turnover_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."review_windows"("turnover_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_windows" ADD CONSTRAINT "review_windows_turnover_id_turnovers_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."turnovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_windows" ADD CONSTRAINT "review_windows_host_user_id_host_profiles_user_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."host_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_windows" ADD CONSTRAINT "review_windows_cleaner_user_id_cleaner_profiles_user_id_fk" FOREIGN KEY ("cleaner_user_id") REFERENCES "public"."cleaner_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "no_shows_cleaner_idx" ON "no_shows" USING btree ("cleaner_user_id");--> statement-breakpoint
CREATE INDEX "no_shows_host_idx" ON "no_shows" USING btree ("host_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_turnover_direction_unique" ON "reviews" USING btree ("turnover_id","direction");--> statement-breakpoint
CREATE INDEX "reviews_subject_idx" ON "reviews" USING btree ("subject_user_id","direction");--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_review_reporter_unique" ON "review_reports" USING btree ("review_id","reporter_user_id");--> statement-breakpoint
CREATE INDEX "review_windows_pair_idx" ON "review_windows" USING btree ("host_user_id","cleaner_user_id");--> statement-breakpoint
CREATE INDEX "review_windows_cleaner_idx" ON "review_windows" USING btree ("cleaner_user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('job_application', 'application_status', 'postings_paused', 'turnovers_changed', 'turnover_answered', 'turnover_offered', 'turnover_expired', 'turnover_unfilled', 'turnover_requested', 'turnover_completed', 'review_invited', 'no_show_marked'));