CREATE TABLE "promotion_claims" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"status" text NOT NULL,
	"comment" text,
	"joined_at" timestamp with time zone NOT NULL,
	"deposit_order_no" text,
	"deposit_amount" bigint,
	"bonus" bigint,
	"required_turnover" bigint,
	"posting_id" bigint,
	"issued_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_reason" text,
	CONSTRAINT "promotion_claims_status" CHECK ("promotion_claims"."status" in ('signed', 'issued', 'claimed', 'closed')),
	CONSTRAINT "promotion_claims_issued" CHECK (("promotion_claims"."status" in ('issued', 'claimed')) = ("promotion_claims"."posting_id" is not null)
        and ("promotion_claims"."posting_id" is null or ("promotion_claims"."bonus" > 0 and "promotion_claims"."required_turnover" >= 0
          and "promotion_claims"."issued_at" is not null))),
	CONSTRAINT "promotion_claims_comment" CHECK (char_length("promotion_claims"."comment") <= 140)
);
--> statement-breakpoint
CREATE TABLE "promotion_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"announcement_code" text NOT NULL,
	"kind" text NOT NULL,
	"match_basis_points" integer DEFAULT 0 NOT NULL,
	"max_bonus" bigint NOT NULL,
	"min_deposit" bigint NOT NULL,
	"wagering_multiple" integer NOT NULL,
	"new_members_only" boolean DEFAULT false NOT NULL,
	"vip_levels" integer[],
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_rules_kind" CHECK ("promotion_rules"."kind" in ('first_deposit_match', 'reload', 'fixed_bonus')),
	CONSTRAINT "promotion_rules_amounts" CHECK ("promotion_rules"."match_basis_points" between 0 and 100000 and "promotion_rules"."max_bonus" > 0
        and "promotion_rules"."min_deposit" >= 0 and "promotion_rules"."wagering_multiple" between 0 and 100),
	CONSTRAINT "promotion_rules_match" CHECK (("promotion_rules"."kind" = 'fixed_bonus') = ("promotion_rules"."match_basis_points" = 0)),
	CONSTRAINT "promotion_rules_schedule" CHECK ("promotion_rules"."end_at" is null or "promotion_rules"."end_at" > "promotion_rules"."start_at")
);
--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotion_rules_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_posting_id_ledger_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."ledger_postings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_rules" ADD CONSTRAINT "promotion_rules_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_member" ON "promotion_claims" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_claims_member_status" ON "promotion_claims" USING btree ("member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_rules_announcement" ON "promotion_rules" USING btree ("merchant_id","announcement_code");