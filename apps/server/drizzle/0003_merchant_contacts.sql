CREATE TABLE "merchant_resources" (
	"merchant_id" integer NOT NULL,
	"resource_type" text NOT NULL,
	"url" text NOT NULL,
	"qr_code_url" text,
	"label_name_en" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "merchant_resources_merchant_id_resource_type_pk" PRIMARY KEY("merchant_id","resource_type"),
	CONSTRAINT "merchant_resources_type" CHECK ("merchant_resources"."resource_type" ~ '^[A-Z_]{2,32}$')
);
--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "live_chat_url" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "vip_service_url" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "facebook_url" text;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "support_email" text;--> statement-breakpoint
ALTER TABLE "merchant_resources" ADD CONSTRAINT "merchant_resources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;