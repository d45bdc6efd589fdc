CREATE TABLE "zip_codes" (
	"zip" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cleaner_profiles" ADD COLUMN "home_zip" text;--> statement-breakpoint
ALTER TABLE "cleaner_profiles" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "cleaner_profiles" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "cleaner_profiles" ADD COLUMN "service_radius_miles" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "zip" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "longitude" double precision;--> statement-breakpoint
CREATE INDEX "zip_codes_state_city_idx" ON "zip_codes" USING btree ("state",lower("city"));--> statement-breakpoint
CREATE INDEX "cleaner_profiles_location_idx" ON "cleaner_profiles" USING btree ("latitude","longitude") WHERE "cleaner_profiles"."latitude" is not null;--> statement-breakpoint
CREATE INDEX "jobs_active_location_idx" ON "jobs" USING btree ("latitude","longitude") WHERE "jobs"."status" = 'active' and "jobs"."latitude" is not null;--> statement-breakpoint
ALTER TABLE "cleaner_profiles" ADD CONSTRAINT "cleaner_profiles_service_radius_check" CHECK ("cleaner_profiles"."service_radius_miles" between 5 and 100);--> statement-breakpoint
ALTER TABLE "cleaner_profiles" ADD CONSTRAINT "cleaner_profiles_home_zip_check" CHECK ("cleaner_profiles"."home_zip" ~ '^[0-9]{5}$');--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_zip_check" CHECK ("jobs"."zip" ~ '^[0-9]{5}$');