-- pg_trgm serves the case-insensitive "city contains" search (jobs_active_city_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"cleaner_user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_status_check" CHECK ("applications"."status" in ('pending', 'favorite', 'rejected', 'accepted', 'contacting'))
);
--> statement-breakpoint
CREATE TABLE "calculator_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"subscribe_to_tips" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calculator_leads_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "cleaner_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"experience_years" text NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"availability" text,
	"bio" text,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaner_profiles_phone_check" CHECK ("cleaner_profiles"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "cleaner_profiles_state_check" CHECK ("cleaner_profiles"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "cleaner_profiles_experience_check" CHECK ("cleaner_profiles"."experience_years" in ('0-1', '1-3', '3-5', '5+')),
	CONSTRAINT "cleaner_profiles_rating_check" CHECK ("cleaner_profiles"."rating" in (3, 3.5, 4, 4.5, 5))
);
--> statement-breakpoint
CREATE TABLE "host_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"city" text,
	"state" text,
	"has_active_subscription" boolean DEFAULT false NOT NULL,
	"subscription_tier" text DEFAULT 'free' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "host_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "host_profiles_phone_check" CHECK ("host_profiles"."phone" ~ '^[0-9]{10}$'),
	CONSTRAINT "host_profiles_state_check" CHECK ("host_profiles"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "host_profiles_subscription_tier_check" CHECK ("host_profiles"."subscription_tier" in ('free', 'pro', 'premium'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_user_id" uuid NOT NULL,
	"property_address" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"bedrooms" integer NOT NULL,
	"bathrooms" integer NOT NULL,
	"square_footage" integer NOT NULL,
	"property_notes" text,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"payment_per_turnover" numeric(10, 2) NOT NULL,
	"start_date" date NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_state_check" CHECK ("jobs"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "jobs_bedrooms_check" CHECK ("jobs"."bedrooms" > 0),
	CONSTRAINT "jobs_bathrooms_check" CHECK ("jobs"."bathrooms" > 0),
	CONSTRAINT "jobs_square_footage_check" CHECK ("jobs"."square_footage" > 0),
	CONSTRAINT "jobs_payment_check" CHECK ("jobs"."payment_per_turnover" > 0),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('active', 'deleted')),
	CONSTRAINT "jobs_amenities_check" CHECK ("jobs"."amenities" <@ array['pet_friendly', 'hot_tub', 'laundry_in_unit', 'cleaning_supplies_provided', 'same_day_turns_accepted']::text[])
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('job_application', 'application_status'))
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_emails_status_check" CHECK ("outbox_emails"."status" in ('pending', 'sent', 'failed', 'stored'))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"subscribe_to_tips" boolean DEFAULT false NOT NULL,
	"hourly_rate" numeric(6, 2) NOT NULL,
	"beds" integer DEFAULT 0 NOT NULL,
	"bedrooms" integer DEFAULT 0 NOT NULL,
	"half_baths" integer DEFAULT 0 NOT NULL,
	"full_baths" integer DEFAULT 0 NOT NULL,
	"living_rooms" integer DEFAULT 0 NOT NULL,
	"kitchens" integer DEFAULT 0 NOT NULL,
	"exterior_features" integer DEFAULT 0 NOT NULL,
	"carpet_sqft" integer DEFAULT 0 NOT NULL,
	"hardfloor_sqft" integer DEFAULT 0 NOT NULL,
	"extra_spaces" integer DEFAULT 0 NOT NULL,
	"pets_allowed" boolean DEFAULT false NOT NULL,
	"total_minutes" integer NOT NULL,
	"total_hours" numeric(8, 2) NOT NULL,
	"total_price" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_counts_check" CHECK (least("quotes"."beds", "quotes"."bedrooms", "quotes"."half_baths", "quotes"."full_baths", "quotes"."living_rooms", "quotes"."kitchens", "quotes"."exterior_features", "quotes"."carpet_sqft", "quotes"."hardfloor_sqft", "quotes"."extra_spaces") >= 0),
	CONSTRAINT "quotes_hourly_rate_check" CHECK ("quotes"."hourly_rate" > 0),
	CONSTRAINT "quotes_totals_check" CHECK ("quotes"."total_minutes" >= 0 and "quotes"."total_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"poll_token_hash" text NOT NULL,
	"verify_token_hash" text NOT NULL,
	"email" text NOT NULL,
	"user_type" text NOT NULL,
	"password_hash" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" uuid,
	"send_count" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_poll_token_hash_unique" UNIQUE("poll_token_hash"),
	CONSTRAINT "registrations_verify_token_hash_unique" UNIQUE("verify_token_hash"),
	CONSTRAINT "registrations_user_type_check" CHECK ("registrations"."user_type" in ('cleaner', 'host')),
	CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('pending', 'verified'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_cleaner_user_id_cleaner_profiles_user_id_fk" FOREIGN KEY ("cleaner_user_id") REFERENCES "public"."cleaner_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_profiles" ADD CONSTRAINT "cleaner_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "host_profiles" ADD CONSTRAINT "host_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_host_user_id_host_profiles_user_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."host_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_job_cleaner_unique" ON "applications" USING btree ("job_id","cleaner_user_id");--> statement-breakpoint
CREATE INDEX "applications_job_applied_at_idx" ON "applications" USING btree ("job_id","applied_at");--> statement-breakpoint
CREATE INDEX "applications_cleaner_applied_at_idx" ON "applications" USING btree ("cleaner_user_id","applied_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "jobs_active_created_at_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_host_status_idx" ON "jobs" USING btree ("host_user_id","status");--> statement-breakpoint
CREATE INDEX "jobs_active_state_city_idx" ON "jobs" USING btree ("state",lower("city")) WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "jobs_active_city_trgm_idx" ON "jobs" USING gin (lower("city") gin_trgm_ops) WITH (fastupdate=false) WHERE "jobs"."status" = 'active';--> statement-breakpoint
CREATE INDEX "notifications_user_created_at_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."read";--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox_emails" USING btree ("next_attempt_at") WHERE "outbox_emails"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_emails_created_at_idx" ON "outbox_emails" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "registrations_email_idx" ON "registrations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");