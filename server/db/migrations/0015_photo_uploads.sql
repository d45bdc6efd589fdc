CREATE TABLE "photo_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_uploads" ADD CONSTRAINT "photo_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_uploads_user_uploaded_idx" ON "photo_uploads" USING btree ("user_id","uploaded_at");--> statement-breakpoint
-- Added by hand: the last day's uploads, as the photos that still exist tell them, so that deploying
-- this does not hand every account a fresh 24-hour limit.
INSERT INTO "photo_uploads" ("user_id", "uploaded_at") SELECT "owner_user_id", "created_at" FROM "photos" WHERE "created_at" > now() - interval '24 hours';
