CREATE TABLE "turnover_rules" (
	"merchant_id" integer NOT NULL,
	"category" text NOT NULL,
	"weight" integer DEFAULT 10000 NOT NULL,
	"excluded" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turnover_rules_merchant_id_category_pk" PRIMARY KEY("merchant_id","category"),
	CONSTRAINT "turnover_rules_category" CHECK (category in ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT')),
	CONSTRAINT "turnover_rules_weight" CHECK ("turnover_rules"."weight" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"merchant_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"upgrade_deposits" bigint NOT NULL,
	"upgrade_turnover" bigint NOT NULL,
	"retain_deposits" bigint NOT NULL,
	"retain_turnover" bigint NOT NULL,
	"rebate_rates" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"daily_withdrawal_limit" bigint,
	"upgrade_bonus" bigint NOT NULL,
	"birthday_bonus" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_levels_merchant_id_level_pk" PRIMARY KEY("merchant_id","level"),
	CONSTRAINT "vip_levels_level" CHECK ("vip_levels"."level" between 0 and 20),
	CONSTRAINT "vip_levels_amounts" CHECK ("vip_levels"."upgrade_deposits" >= 0 and "vip_levels"."upgrade_turnover" >= 0
        and "vip_levels"."retain_deposits" >= 0 and "vip_levels"."retain_turnover" >= 0
        and "vip_levels"."upgrade_bonus" >= 0 and "vip_levels"."birthday_bonus" >= 0
        and coalesce("vip_levels"."daily_withdrawal_limit", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_ranks" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"level" smallint NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"reviewed_through" text,
	CONSTRAINT "vip_ranks_level" CHECK ("vip_ranks"."level" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "vip_upgrade_bonuses" (
	"member_id" bigint NOT NULL,
	"level" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"posting_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vip_upgrade_bonuses_member_id_level_pk" PRIMARY KEY("member_id","level"),
	CONSTRAINT "vip_upgrade_bonuses_amount" CHECK ("vip_upgrade_bonuses"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "turnover_rules" ADD CONSTRAINT "turnover_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_levels" ADD CONSTRAINT "vip_levels_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_ranks" ADD CONSTRAINT "vip_ranks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_ranks" ADD CONSTRAINT "vip_ranks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_upgrade_bonuses" ADD CONSTRAINT "vip_upgrade_bonuses_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_upgrade_bonuses" ADD CONSTRAINT "vip_upgrade_bonuses_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_upgrade_bonuses" ADD CONSTRAINT "vip_upgrade_bonuses_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_ranks_review" ON "vip_ranks" USING btree ("merchant_id","reviewed_through");--> statement-breakpoint
CREATE INDEX "ledger_postings_deposits" ON "ledger_postings" USING btree ("merchant_id","created_at") WHERE "ledger_postings"."kind" = 'deposit';