CREATE TABLE "lottery_payout_corrections" (
	"ticket_id" bigint NOT NULL,
	"draw_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"previous_payout" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"moved" bigint NOT NULL,
	"owed" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_payout_corrections_ticket_id_revision_pk" PRIMARY KEY("ticket_id","revision"),
	CONSTRAINT "lottery_payout_corrections_amounts" CHECK ("lottery_payout_corrections"."revision" >= 2 and "lottery_payout_corrections"."previous_payout" >= 0 and "lottery_payout_corrections"."payout" >= 0
        and "lottery_payout_corrections"."owed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_result_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lottery_result_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"draw_id" bigint NOT NULL,
	"sheet" jsonb NOT NULL,
	"source" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"entered_by" integer,
	"entered_by_name" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" integer,
	"reviewed_by_name" text,
	"reviewed_at" timestamp with time zone,
	"reject_reason" text,
	"revision" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "lottery_result_entries_source" CHECK ("lottery_result_entries"."source" in ('operator', 'http')),
	CONSTRAINT "lottery_result_entries_status" CHECK ("lottery_result_entries"."status" in ('pending', 'approved', 'rejected', 'superseded')),
	CONSTRAINT "lottery_result_entries_entered" CHECK (("lottery_result_entries"."source" = 'operator') = ("lottery_result_entries"."entered_by" is not null)
        and ("lottery_result_entries"."source" = 'operator' or "lottery_result_entries"."status" in ('approved', 'superseded'))),
	CONSTRAINT "lottery_result_entries_reviewed" CHECK (("lottery_result_entries"."status" = 'pending') = ("lottery_result_entries"."reviewed_at" is null)
        and ("lottery_result_entries"."status" in ('approved', 'superseded')) = ("lottery_result_entries"."revision" is not null))
);
--> statement-breakpoint
CREATE TABLE "lottery_result_fetches" (
	"draw_id" bigint PRIMARY KEY NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"outcome" text,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_result_fetches_outcome" CHECK ("lottery_result_fetches"."outcome" in ('agreed', 'missing', 'disagree', 'invalid', 'unreachable'))
);
--> statement-breakpoint
CREATE TABLE "lottery_result_sources" (
	"merchant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"url_template" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lottery_result_sources_merchant_id_position_pk" PRIMARY KEY("merchant_id","position"),
	CONSTRAINT "lottery_result_sources_position" CHECK ("lottery_result_sources"."position" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "lottery_games" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "result_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_payout_corrections" ADD CONSTRAINT "lottery_payout_corrections_ticket_id_lottery_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."lottery_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_payout_corrections" ADD CONSTRAINT "lottery_payout_corrections_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_result_entries" ADD CONSTRAINT "lottery_result_entries_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_result_fetches" ADD CONSTRAINT "lottery_result_fetches_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_result_sources" ADD CONSTRAINT "lottery_result_sources_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_payout_corrections_owed" ON "lottery_payout_corrections" USING btree ("draw_id") WHERE "lottery_payout_corrections"."owed" > 0;--> statement-breakpoint
CREATE INDEX "lottery_result_entries_draw" ON "lottery_result_entries" USING btree ("draw_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_result_entries_pending" ON "lottery_result_entries" USING btree ("draw_id") WHERE "lottery_result_entries"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_result_entries_approved" ON "lottery_result_entries" USING btree ("draw_id") WHERE "lottery_result_entries"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_schedule" CHECK (("lottery_games"."kind" = 'LOTT') = ("lottery_games"."schedule" is not null));--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_revision" CHECK ("lottery_draws"."result_revision" >= 0);