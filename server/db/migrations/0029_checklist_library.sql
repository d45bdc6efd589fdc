-- Issue 41: the default writes 'en' into every existing checklist item and task (all typed in English, the only language until now), with no library key: they read as typed.
ALTER TABLE "playbook_items" ADD COLUMN "library_key" text;--> statement-breakpoint
ALTER TABLE "playbook_items" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "turnover_tasks" ADD COLUMN "library_key" text;--> statement-breakpoint
ALTER TABLE "turnover_tasks" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "playbook_items" ADD CONSTRAINT "playbook_items_lang_check" CHECK ("playbook_items"."lang" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "turnover_tasks" ADD CONSTRAINT "turnover_tasks_lang_check" CHECK ("turnover_tasks"."lang" in ('en', 'es'));
