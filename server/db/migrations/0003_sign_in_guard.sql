CREATE TABLE "sign_in_clients" (
	"email" text NOT NULL,
	"client" text NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_clients_email_client_pk" PRIMARY KEY("email","client")
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"client" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "registrations" DROP CONSTRAINT "registrations_status_check";--> statement-breakpoint
CREATE INDEX "sign_in_failures_email_idx" ON "sign_in_failures" USING btree ("email","failed_at");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('pending', 'verified', 'replaced'));--> statement-breakpoint
-- Only the newest pending sign-up of an email stays valid: older pending ones are replaced.
UPDATE "registrations" r SET "status" = 'replaced' WHERE r."status" = 'pending' AND EXISTS (SELECT 1 FROM "registrations" n WHERE lower(n."email") = lower(r."email") AND n."status" = 'pending' AND n."created_at" > r."created_at");
