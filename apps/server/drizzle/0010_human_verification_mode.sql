ALTER TABLE "merchants" ADD COLUMN "human_verification" text DEFAULT 'onRisk' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "login_device_id" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD CONSTRAINT "merchants_human_verification" CHECK ("merchants"."human_verification" in ('always', 'onRisk', 'off'));