CREATE TABLE "bet_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bet_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"category" text NOT NULL,
	"round_id" text NOT NULL,
	"stake" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "bet_records_status" CHECK ("bet_records"."status" in ('open', 'settled', 'refunded')),
	CONSTRAINT "bet_records_amounts" CHECK ("bet_records"."stake" >= 0 and "bet_records"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "favourite_games" (
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"vendor_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"launch_token_hash" text NOT NULL,
	"session_token_hash" text,
	"free_play" boolean DEFAULT false NOT NULL,
	"play_balance" bigint DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'EN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"launch_expires_at" timestamp with time zone NOT NULL,
	"authenticated_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_sessions_launch_token_hash_unique" UNIQUE("launch_token_hash"),
	CONSTRAINT "game_sessions_session_token_hash_unique" UNIQUE("session_token_hash")
);
--> statement-breakpoint
CREATE TABLE "game_vendors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_vendors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"display_name" text NOT NULL,
	"small_icon" text DEFAULT '' NOT NULL,
	"adapter" text NOT NULL,
	"launch_url" text DEFAULT '' NOT NULL,
	"seamless_secret" text,
	"demo_only" boolean DEFAULT false NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_vendors_code_unique" UNIQUE("code"),
	CONSTRAINT "game_vendors_code_format" CHECK ("game_vendors"."code" ~ '^[A-Z0-9_]{2,32}$'),
	CONSTRAINT "game_vendors_adapter" CHECK ("game_vendors"."adapter" in ('studio', 'seamless', 'demo'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"vendor_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"vendor_game_id" text NOT NULL,
	"code" text,
	"default_play_type" text,
	"names" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"classify" text[] DEFAULT '{}'::text[] NOT NULL,
	"support_play" boolean DEFAULT false NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"min_bet" bigint DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_node_id_unique" UNIQUE("node_id"),
	CONSTRAINT "games_category" CHECK (category in ('RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT')),
	CONSTRAINT "games_is_game" CHECK ("games"."is_game" in ('GAME', 'VASSALAGE'))
);
--> statement-breakpoint
CREATE TABLE "merchant_games" (
	"merchant_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"category" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"popular_rank" integer,
	CONSTRAINT "merchant_games_merchant_id_game_id_pk" PRIMARY KEY("merchant_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "merchant_vendors" (
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	CONSTRAINT "merchant_vendors_merchant_id_vendor_id_pk" PRIMARY KEY("merchant_id","vendor_id")
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"member_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "seamless_transactions" (
	"vendor_id" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"ref_transaction_id" text,
	"fingerprint" text NOT NULL,
	"posting_id" bigint,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transactions_vendor_id_transaction_id_pk" PRIMARY KEY("vendor_id","transaction_id"),
	CONSTRAINT "seamless_transactions_kind" CHECK ("seamless_transactions"."kind" in ('debit', 'credit', 'rollback')),
	CONSTRAINT "seamless_transactions_amount" CHECK ("seamless_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"member_id" bigint NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"engine" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"outcome" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_rounds_amounts" CHECK ("studio_rounds"."stake" > 0 and "studio_rounds"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "studio_seeds" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "studio_seeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bet_records" ADD CONSTRAINT "bet_records_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_games" ADD CONSTRAINT "merchant_games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_games" ADD CONSTRAINT "merchant_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_vendors" ADD CONSTRAINT "merchant_vendors_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_vendor_id_game_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."game_vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_rounds" ADD CONSTRAINT "studio_rounds_seed_id_studio_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."studio_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_seeds" ADD CONSTRAINT "studio_seeds_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bet_records_vendor_round" ON "bet_records" USING btree ("vendor_id","round_id");--> statement-breakpoint
CREATE INDEX "bet_records_member_time" ON "bet_records" USING btree ("member_id","placed_at");--> statement-breakpoint
CREATE INDEX "bet_records_recent_wins" ON "bet_records" USING btree ("merchant_id","settled_at") WHERE "bet_records"."status" = 'settled' and "bet_records"."win" > 0;--> statement-breakpoint
CREATE INDEX "game_sessions_member" ON "game_sessions" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_game" ON "games" USING btree ("vendor_id","vendor_game_id");--> statement-breakpoint
CREATE INDEX "merchant_games_category_order" ON "merchant_games" USING btree ("merchant_id","category","sort_order","game_id");--> statement-breakpoint
CREATE INDEX "merchant_games_vendor_order" ON "merchant_games" USING btree ("merchant_id","vendor_id","category","sort_order","game_id");--> statement-breakpoint
CREATE INDEX "recent_games_member_time" ON "recent_games" USING btree ("member_id","played_at");--> statement-breakpoint
CREATE INDEX "seamless_transactions_ref" ON "seamless_transactions" USING btree ("vendor_id","ref_transaction_id") WHERE "seamless_transactions"."ref_transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "studio_rounds_member_time" ON "studio_rounds" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "studio_seeds_one_active" ON "studio_seeds" USING btree ("member_id") WHERE "studio_seeds"."revealed_at" is null;