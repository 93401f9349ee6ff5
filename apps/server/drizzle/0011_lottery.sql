CREATE TABLE "lottery_games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"family" text NOT NULL,
	"kind" text NOT NULL,
	"catalogue_game_id" integer NOT NULL,
	"draw_interval_seconds" integer,
	"close_seconds_before" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"odds" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"stake_per_point" bigint NOT NULL,
	"min_stake_per_line" bigint NOT NULL,
	"max_stake_per_line" bigint NOT NULL,
	"max_payout_per_ticket" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_games_code_format" CHECK ("lottery_games"."code" ~ '^[A-Za-z0-9_-]{1,32}$'),
	CONSTRAINT "lottery_games_family" CHECK ("lottery_games"."family" in ('ssc', 'k3', 'pk10', 'keno', 'vn-north', 'vn-south', 'vn-central', '4d', 'thai')),
	CONSTRAINT "lottery_games_kind" CHECK (("lottery_games"."kind" = 'ELOTT' and "lottery_games"."family" in ('ssc', 'k3', 'pk10', 'keno')
          and "lottery_games"."draw_interval_seconds" in (60, 180, 300))
        or ("lottery_games"."kind" = 'LOTT' and "lottery_games"."family" not in ('ssc', 'k3', 'pk10', 'keno')
          and "lottery_games"."draw_interval_seconds" is null)),
	CONSTRAINT "lottery_games_close" CHECK ("lottery_games"."close_seconds_before" >= 0
        and ("lottery_games"."draw_interval_seconds" is null or "lottery_games"."close_seconds_before" < "lottery_games"."draw_interval_seconds")),
	CONSTRAINT "lottery_games_limits" CHECK ("lottery_games"."stake_per_point" > 0 and "lottery_games"."min_stake_per_line" > 0
        and "lottery_games"."min_stake_per_line" <= "lottery_games"."max_stake_per_line" and "lottery_games"."max_payout_per_ticket" > 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_draws" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_draws_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" integer NOT NULL,
	"numero" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"server_seed" text,
	"server_seed_hash" text,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_draws_status" CHECK ("lottery_draws"."status" in ('open', 'closed', 'drawn', 'settled', 'cancelled')),
	CONSTRAINT "lottery_draws_times" CHECK ("lottery_draws"."opens_at" <= "lottery_draws"."closes_at" and "lottery_draws"."closes_at" <= "lottery_draws"."draws_at"),
	CONSTRAINT "lottery_draws_seed" CHECK (("lottery_draws"."server_seed" is null) = ("lottery_draws"."server_seed_hash" is null)),
	CONSTRAINT "lottery_draws_result" CHECK (("lottery_draws"."status" in ('drawn', 'settled')) = ("lottery_draws"."result" is not null))
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_tickets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"bet_type" text NOT NULL,
	"selection" jsonb NOT NULL,
	"lines" integer NOT NULL,
	"unit_stake" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"odds" jsonb NOT NULL,
	"potential_win" bigint NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	"request_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lottery_tickets_status" CHECK ("lottery_tickets"."status" in ('open', 'won', 'lost', 'cancelled', 'refunded')),
	CONSTRAINT "lottery_tickets_amounts" CHECK ("lottery_tickets"."lines" > 0 and "lottery_tickets"."unit_stake" > 0
        and "lottery_tickets"."stake" = "lottery_tickets"."lines"::bigint * "lottery_tickets"."unit_stake"
        and ("lottery_tickets"."status" = 'won') = ("lottery_tickets"."payout" > 0) and "lottery_tickets"."payout" >= 0),
	CONSTRAINT "lottery_tickets_settled" CHECK (("lottery_tickets"."status" = 'open') = ("lottery_tickets"."settled_at" is null))
);
--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_catalogue_game_id_games_id_fk" FOREIGN KEY ("catalogue_game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD CONSTRAINT "lottery_tickets_game_id_lottery_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."lottery_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_games_merchant_code" ON "lottery_games" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_game_numero" ON "lottery_draws" USING btree ("game_id","numero");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_time" ON "lottery_draws" USING btree ("game_id","draws_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_open" ON "lottery_draws" USING btree ("closes_at") WHERE "lottery_draws"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lottery_draws_pending" ON "lottery_draws" USING btree ("draws_at") WHERE "lottery_draws"."settled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_tickets_request" ON "lottery_tickets" USING btree ("member_id","request_id","line_no");--> statement-breakpoint
CREATE INDEX "lottery_tickets_member_time" ON "lottery_tickets" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "lottery_tickets_open" ON "lottery_tickets" USING btree ("draw_id","id") WHERE "lottery_tickets"."status" = 'open';