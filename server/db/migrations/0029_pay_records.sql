CREATE TABLE "pay_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer,
	"amount_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed_by" text NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "pay_adjustments_kind_check" CHECK ("pay_adjustments"."kind" in ('late_checkout', 'extra_guests', 'extra_time', 'expense', 'mileage', 'late_cancellation', 'deduction')),
	CONSTRAINT "pay_adjustments_status_check" CHECK ("pay_adjustments"."status" in ('pending', 'accepted', 'declined', 'withdrawn')),
	CONSTRAINT "pay_adjustments_proposed_by_check" CHECK ("pay_adjustments"."proposed_by" in ('host', 'cleaner')),
	CONSTRAINT "pay_adjustments_amount_check" CHECK ("pay_adjustments"."amount_cents" between 1 and 1000000),
	CONSTRAINT "pay_adjustments_quantity_check" CHECK ("pay_adjustments"."quantity" is null or "pay_adjustments"."quantity" between 1 and 10000),
	CONSTRAINT "pay_adjustments_note_check" CHECK (char_length("pay_adjustments"."note") <= 500),
	CONSTRAINT "pay_adjustments_answered_check" CHECK (("pay_adjustments"."status" = 'pending') = ("pay_adjustments"."answered_at" is null))
);
--> statement-breakpoint
CREATE TABLE "pay_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"turnover_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"host_user_id" uuid NOT NULL,
	"cleaner_user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"base_cents" integer NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_lines_kind_check" CHECK ("pay_lines"."kind" in ('completed', 'cancelled')),
	CONSTRAINT "pay_lines_base_check" CHECK ("pay_lines"."base_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pay_pairs" (
	"host_user_id" uuid NOT NULL,
	"cleaner_user_id" uuid NOT NULL,
	"w9_received_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_pairs_host_user_id_cleaner_user_id_pk" PRIMARY KEY("host_user_id","cleaner_user_id")
);
--> statement-breakpoint
CREATE TABLE "pay_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"host_user_id" uuid NOT NULL,
	"cleaner_user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"app_business" boolean DEFAULT false NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"amount_cents" bigint NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone,
	CONSTRAINT "pay_payments_method_check" CHECK ("pay_payments"."method" in ('zelle', 'venmo', 'cash_app', 'paypal', 'check', 'cash', 'card', 'other')),
	CONSTRAINT "pay_payments_app_business_check" CHECK (not "pay_payments"."app_business" or "pay_payments"."method" in ('venmo', 'cash_app', 'paypal')),
	CONSTRAINT "pay_payments_reference_check" CHECK (char_length("pay_payments"."reference") <= 100)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "photos" DROP CONSTRAINT "photos_purpose_check";--> statement-breakpoint
ALTER TABLE "photos" DROP CONSTRAINT "photos_parent_check";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "pay_adjustment_id" uuid;--> statement-breakpoint
ALTER TABLE "pay_adjustments" ADD CONSTRAINT "pay_adjustments_line_id_pay_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."pay_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_lines" ADD CONSTRAINT "pay_lines_turnover_id_turnovers_id_fk" FOREIGN KEY ("turnover_id") REFERENCES "public"."turnovers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_lines" ADD CONSTRAINT "pay_lines_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_lines" ADD CONSTRAINT "pay_lines_host_user_id_host_profiles_user_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."host_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_lines" ADD CONSTRAINT "pay_lines_cleaner_user_id_cleaner_profiles_user_id_fk" FOREIGN KEY ("cleaner_user_id") REFERENCES "public"."cleaner_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_lines" ADD CONSTRAINT "pay_lines_payment_id_pay_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."pay_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_pairs" ADD CONSTRAINT "pay_pairs_host_user_id_host_profiles_user_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."host_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_pairs" ADD CONSTRAINT "pay_pairs_cleaner_user_id_cleaner_profiles_user_id_fk" FOREIGN KEY ("cleaner_user_id") REFERENCES "public"."cleaner_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_payments" ADD CONSTRAINT "pay_payments_host_user_id_host_profiles_user_id_fk" FOREIGN KEY ("host_user_id") REFERENCES "public"."host_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_payments" ADD CONSTRAINT "pay_payments_cleaner_user_id_cleaner_profiles_user_id_fk" FOREIGN KEY ("cleaner_user_id") REFERENCES "public"."cleaner_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pay_adjustments_line_idx" ON "pay_adjustments" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_lines_turnover_cleaner_unique" ON "pay_lines" USING btree ("turnover_id","cleaner_user_id");--> statement-breakpoint
CREATE INDEX "pay_lines_pair_date_idx" ON "pay_lines" USING btree ("host_user_id","cleaner_user_id","date");--> statement-breakpoint
CREATE INDEX "pay_lines_cleaner_date_idx" ON "pay_lines" USING btree ("cleaner_user_id","date");--> statement-breakpoint
CREATE INDEX "pay_lines_job_date_idx" ON "pay_lines" USING btree ("job_id","date");--> statement-breakpoint
CREATE INDEX "pay_lines_payment_idx" ON "pay_lines" USING btree ("payment_id") WHERE "pay_lines"."payment_id" is not null;--> statement-breakpoint
CREATE INDEX "pay_payments_pair_paid_on_idx" ON "pay_payments" USING btree ("host_user_id","cleaner_user_id","paid_on");--> statement-breakpoint
CREATE INDEX "pay_payments_cleaner_paid_on_idx" ON "pay_payments" USING btree ("cleaner_user_id","paid_on");--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_pay_adjustment_id_pay_adjustments_id_fk" FOREIGN KEY ("pay_adjustment_id") REFERENCES "public"."pay_adjustments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photos_pay_adjustment_idx" ON "photos" USING btree ("pay_adjustment_id") WHERE "photos"."pay_adjustment_id" is not null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('job_application', 'application_status', 'postings_paused', 'turnovers_changed', 'turnover_answered', 'turnover_offered', 'turnover_expired', 'turnover_unfilled', 'turnover_requested', 'turnover_completed', 'review_invited', 'no_show_marked', 'pay_to_host', 'pay_to_cleaner'));--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_purpose_check" CHECK ("photos"."purpose" in ('reference', 'task', 'problem', 'message', 'receipt'));--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_parent_check" CHECK (("photos"."purpose" = 'reference' and "photos"."item_id" is not null and "photos"."turnover_id" is null and "photos"."job_id" is not null)
        or ("photos"."purpose" = 'task' and "photos"."task_id" is not null and "photos"."turnover_id" is not null and "photos"."item_id" is null and "photos"."problem_id" is null and "photos"."job_id" is not null)
        or ("photos"."purpose" = 'problem' and "photos"."problem_id" is not null and "photos"."turnover_id" is not null and "photos"."item_id" is null and "photos"."task_id" is null and "photos"."job_id" is not null)
        or ("photos"."purpose" = 'message' and "photos"."conversation_id" is not null and "photos"."job_id" is null and "photos"."item_id" is null and "photos"."turnover_id" is null)
        or ("photos"."purpose" = 'receipt' and "photos"."pay_adjustment_id" is not null and "photos"."job_id" is null and "photos"."item_id" is null and "photos"."turnover_id" is null and "photos"."conversation_id" is null));--> statement-breakpoint
-- Issue 42: every turnover completed before the ledger existed gets its line, at the payment stored with it.
INSERT INTO "pay_lines" ("turnover_id", "job_id", "host_user_id", "cleaner_user_id", "kind", "date", "base_cents")
SELECT t."id", t."job_id", j."host_user_id", t."assigned_cleaner_user_id", 'completed', t."date", round(t."payment" * 100)::integer
FROM "turnovers" t
JOIN "jobs" j ON j."id" = t."job_id"
WHERE t."status" = 'completed' AND t."assigned_cleaner_user_id" IS NOT NULL
ON CONFLICT DO NOTHING;
