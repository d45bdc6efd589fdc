CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_user_id" uuid NOT NULL,
	"cleaner_user_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversation_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seen_seq" bigint DEFAULT 0 NOT NULL,
	"seen_at" timestamp with time zone,
	"blocked_at" timestamp with time zone,
	"email_when_away" boolean DEFAULT true NOT NULL,
	"email_due_at" timestamp with time zone,
	"emailed_since_seen" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" uuid NOT NULL,
	"sender_user_id" uuid,
	"kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"quick_reply" text,
	"event" text,
	"job_id" uuid,
	"turnover_id" uuid,
	"client_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_kind_check" CHECK ("messages"."kind" in ('text', 'system')),
	CONSTRAINT "messages_quick_reply_check" CHECK ("messages"."quick_reply" is null or "messages"."quick_reply" in ('on_my_way', 'running_late', 'done', 'need_supplies')),
	CONSTRAINT "messages_event_check" CHECK ("messages"."event" is null or "messages"."event" in ('offered', 'confirmed', 'declined', 'lapsed', 'cancelled', 'started', 'problem', 'completed')),
	CONSTRAINT "messages_text_length_check" CHECK (char_length("messages"."text") <= 2000),
	CONSTRAINT "messages_shape_check" CHECK (("messages"."kind" = 'system' and "messages"."sender_user_id" is null and "messages"."event" is not null)
        or ("messages"."kind" = 'text' and "messages"."sender_user_id" is not null and "messages"."event" is null))
);
--> statement-breakpoint
CREATE TABLE "message_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_when_away" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photos" DROP CONSTRAINT "photos_purpose_check";--> statement-breakpoint
ALTER TABLE "photos" DROP CONSTRAINT "photos_parent_check";--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "job_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_host_user_id_host_profiles_user_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."host_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_cleaner_user_id_cleaner_profiles_user_id_fk" FOREIGN KEY ("cleaner_user_id") REFERENCES "public"."cleaner_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_turnover_id_turnovers_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."turnovers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_host_cleaner_unique" ON "conversations" USING btree ("host_user_id","cleaner_user_id");--> statement-breakpoint
CREATE INDEX "conversations_host_last_idx" ON "conversations" USING btree ("host_user_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "conversations_cleaner_last_idx" ON "conversations" USING btree ("cleaner_user_id","last_message_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_members_conversation_user_unique" ON "conversation_members" USING btree ("conversation_id","user_id");--> statement-breakpoint
CREATE INDEX "conversation_members_user_idx" ON "conversation_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_seq_idx" ON "messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE INDEX "messages_conversation_job_seq_idx" ON "messages" USING btree ("conversation_id","job_id","seq") WHERE "messages"."job_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_client_key_unique" ON "messages" USING btree ("sender_user_id","client_key") WHERE "messages"."client_key" is not null;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_message_idx" ON "photos" USING btree ("message_id") WHERE "photos"."message_id" is not null;--> statement-breakpoint
CREATE INDEX "photos_conversation_pending_idx" ON "photos" USING btree ("conversation_id","owner_user_id") WHERE "photos"."purpose" = 'message' and "photos"."message_id" is null;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_purpose_check" CHECK ("photos"."purpose" in ('reference', 'task', 'problem', 'message'));--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_parent_check" CHECK (("photos"."purpose" = 'reference' and "photos"."item_id" is not null and "photos"."turnover_id" is null and "photos"."job_id" is not null)
        or ("photos"."purpose" = 'task' and "photos"."task_id" is not null and "photos"."turnover_id" is not null and "photos"."item_id" is null and "photos"."problem_id" is null and "photos"."job_id" is not null)
        or ("photos"."purpose" = 'problem' and "photos"."problem_id" is not null and "photos"."turnover_id" is not null and "photos"."item_id" is null and "photos"."task_id" is null and "photos"."job_id" is not null)
        or ("photos"."purpose" = 'message' and "photos"."conversation_id" is not null and "photos"."job_id" is null and "photos"."item_id" is null and "photos"."turnover_id" is null));