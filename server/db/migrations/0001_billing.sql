CREATE TABLE "billing_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_customers_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "billing_customers_provider_check" CHECK ("billing_customers"."provider" in ('stripe', 'test'))
);
--> statement-breakpoint
CREATE TABLE "billing_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"outcome" text NOT NULL,
	CONSTRAINT "billing_events_outcome_check" CHECK ("billing_events"."outcome" in ('applied', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" text,
	"status" text NOT NULL,
	"amount_due" integer NOT NULL,
	"currency" text NOT NULL,
	"state_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_invoices_status_check" CHECK ("billing_invoices"."status" in ('paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"kind" text NOT NULL,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"state_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_check" CHECK ("subscriptions"."provider" in ('stripe', 'test')),
	CONSTRAINT "subscriptions_kind_check" CHECK ("subscriptions"."kind" in ('host_plan', 'highlight')),
	CONSTRAINT "subscriptions_plan_check" CHECK ("subscriptions"."plan" in ('pro', 'premium', 'highlight')),
	CONSTRAINT "subscriptions_kind_plan_check" CHECK (("subscriptions"."kind" = 'highlight') = ("subscriptions"."plan" = 'highlight')),
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'))
);
--> statement-breakpoint
CREATE TABLE "test_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"plan" text NOT NULL,
	"price_id" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"subscription_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_checkout_sessions_plan_check" CHECK ("test_checkout_sessions"."plan" in ('pro', 'premium', 'highlight')),
	CONSTRAINT "test_checkout_sessions_status_check" CHECK ("test_checkout_sessions"."status" in ('open', 'complete', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "test_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"customer_id" text NOT NULL,
	"item_id" text NOT NULL,
	"plan" text NOT NULL,
	"price_id" text NOT NULL,
	"status" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"last_event_created" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_subscriptions_plan_check" CHECK ("test_subscriptions"."plan" in ('pro', 'premium', 'highlight')),
	CONSTRAINT "test_subscriptions_status_check" CHECK ("test_subscriptions"."status" in ('incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused'))
);
--> statement-breakpoint
CREATE TABLE "test_webhook_events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_webhook_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" text NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_webhook_events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_events" ADD CONSTRAINT "billing_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_checkout_sessions" ADD CONSTRAINT "test_checkout_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_subscriptions" ADD CONSTRAINT "test_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_invoices_user_idx" ON "billing_invoices" USING btree ("user_id","state_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "subscriptions_user_kind_idx" ON "subscriptions" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "subscriptions_cancel_due_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."cancel_at_period_end";--> statement-breakpoint
CREATE INDEX "test_subscriptions_due_idx" ON "test_subscriptions" USING btree ("current_period_end") WHERE "test_subscriptions"."status" in ('active', 'trialing', 'past_due');--> statement-breakpoint
CREATE INDEX "test_webhook_events_pending_idx" ON "test_webhook_events" USING btree ("seq") WHERE "test_webhook_events"."delivered_at" is null;