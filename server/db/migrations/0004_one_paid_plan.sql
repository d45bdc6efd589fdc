ALTER TABLE "test_checkout_sessions" DROP CONSTRAINT "test_checkout_sessions_status_check";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: a test-mode customer who already holds two renewing plans of a kind keeps the oldest.
UPDATE "test_subscriptions" s SET "status" = 'canceled', "canceled_at" = now(), "updated_at" = now()
WHERE s."status" in ('active', 'trialing', 'past_due') AND EXISTS (
  SELECT 1 FROM "test_subscriptions" o
  WHERE o."customer_id" = s."customer_id" AND (o."plan" = 'highlight') = (s."plan" = 'highlight')
    AND o."status" in ('active', 'trialing', 'past_due') AND (o."created_at", o."id") < (s."created_at", s."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "test_subscriptions_one_renewing_per_kind_idx" ON "test_subscriptions" USING btree ("customer_id",(plan = 'highlight')) WHERE "test_subscriptions"."status" in ('active', 'trialing', 'past_due');--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD CONSTRAINT "test_checkout_sessions_status_check" CHECK ("test_checkout_sessions"."status" in ('open', 'complete', 'canceled', 'expired'));