ALTER TABLE "photos" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "turnovers" ADD COLUMN "run_notes_typed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "photos_owner_idempotency_unique" ON "photos" USING btree ("owner_user_id","idempotency_key") WHERE "photos"."idempotency_key" is not null;