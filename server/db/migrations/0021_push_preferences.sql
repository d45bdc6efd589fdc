CREATE TABLE "push_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"disabled_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"quiet_start" text DEFAULT '22:00',
	"quiet_end" text DEFAULT '07:00',
	"time_zone" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_preferences" ADD CONSTRAINT "push_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;