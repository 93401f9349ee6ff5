CREATE TABLE "help_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "help_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"key" text NOT NULL,
	"language" text DEFAULT 'EN' NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_key_format" CHECK ("help_articles"."key" ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
	CONSTRAINT "help_articles_language" CHECK ("help_articles"."language" ~ '^[A-Z]{2}([-_][A-Z]{2,4})?$')
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "announcements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text,
	"type" text NOT NULL,
	"language" text DEFAULT 'EN' NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"execution" text DEFAULT 'B' NOT NULL,
	"promotion_type" text,
	"group_name" text,
	"url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"start_at" timestamp with time zone DEFAULT now() NOT NULL,
	"end_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_type" CHECK ("announcements"."type" in ('B', 'PL', 'PU', 'PR', 'H')),
	CONSTRAINT "announcements_language" CHECK ("announcements"."language" ~ '^[A-Z]{2}([-_][A-Z]{2,4})?$'),
	CONSTRAINT "announcements_schedule" CHECK ("announcements"."end_at" is null or "announcements"."end_at" > "announcements"."start_at")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint,
	"question_type" text NOT NULL,
	"content" text NOT NULL,
	"language" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "help_articles" ADD CONSTRAINT "help_articles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_key_language" ON "help_articles" USING btree ("merchant_id","key","language");--> statement-breakpoint
CREATE UNIQUE INDEX "announcements_code_language" ON "announcements" USING btree ("merchant_id","code","language") WHERE "announcements"."code" is not null;--> statement-breakpoint
CREATE INDEX "announcements_served" ON "announcements" USING btree ("merchant_id","type","language");--> statement-breakpoint
CREATE INDEX "feedback_merchant_created" ON "feedback" USING btree ("merchant_id","created_at");