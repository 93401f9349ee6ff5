CREATE TABLE "rebate_days" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"paid_through" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_payouts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rebate_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_until" timestamp with time zone NOT NULL,
	"level" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"posting_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rebate_payouts_kind" CHECK ("rebate_payouts"."kind" in ('claim', 'daily')),
	CONSTRAINT "rebate_payouts_amount" CHECK ("rebate_payouts"."amount" > 0),
	CONSTRAINT "rebate_payouts_period" CHECK ("rebate_payouts"."period_from" < "rebate_payouts"."period_until")
);
--> statement-breakpoint
CREATE TABLE "rebate_watermarks" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"rebated_through" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_accounts" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_accounts_balance" CHECK ("point_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_earning_marks" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"earned_through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_journal" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "point_journal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"type" text NOT NULL,
	"change" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"cash_amount" bigint,
	"posting_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_journal_key" UNIQUE("merchant_id","idempotency_key"),
	CONSTRAINT "point_journal_type" CHECK (type in ('live','lott','pvp','rng','sports','redeem','deposit')),
	CONSTRAINT "point_journal_change" CHECK ("point_journal"."change" <> 0),
	CONSTRAINT "point_journal_balance" CHECK ("point_journal"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "point_rates" (
	"merchant_id" integer NOT NULL,
	"category" text NOT NULL,
	"rate" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_rates_merchant_id_category_pk" PRIMARY KEY("merchant_id","category"),
	CONSTRAINT "point_rates_category" CHECK (category in ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT')),
	CONSTRAINT "point_rates_rate" CHECK ("point_rates"."rate" between 0 and 100000)
);
--> statement-breakpoint
CREATE TABLE "point_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"cash_per_hundred_points" bigint NOT NULL,
	"min_convert_points" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_settings_values" CHECK (cash_per_hundred_points >= 0 and min_convert_points >= 100)
);
--> statement-breakpoint
ALTER TABLE "rebate_days" ADD CONSTRAINT "rebate_days_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payouts" ADD CONSTRAINT "rebate_payouts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payouts" ADD CONSTRAINT "rebate_payouts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_payouts" ADD CONSTRAINT "rebate_payouts_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_watermarks" ADD CONSTRAINT "rebate_watermarks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_watermarks" ADD CONSTRAINT "rebate_watermarks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_accounts" ADD CONSTRAINT "point_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_earning_marks" ADD CONSTRAINT "point_earning_marks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_journal" ADD CONSTRAINT "point_journal_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_journal" ADD CONSTRAINT "point_journal_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_journal" ADD CONSTRAINT "point_journal_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_rates" ADD CONSTRAINT "point_rates_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_settings" ADD CONSTRAINT "point_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_payouts_member_period" ON "rebate_payouts" USING btree ("member_id","period_from");--> statement-breakpoint
CREATE INDEX "rebate_payouts_member_id" ON "rebate_payouts" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "point_journal_member" ON "point_journal" USING btree ("member_id","id");