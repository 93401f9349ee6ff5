CREATE TABLE "lottery_exposure" (
	"draw_id" bigint NOT NULL,
	"bet_type" text NOT NULL,
	"pick" text NOT NULL,
	"tickets" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "lottery_exposure_draw_id_bet_type_pick_pk" PRIMARY KEY("draw_id","bet_type","pick"),
	CONSTRAINT "lottery_exposure_amounts" CHECK ("lottery_exposure"."tickets" >= 0 and "lottery_exposure"."stake" >= 0 and "lottery_exposure"."payout" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lottery_games" ADD COLUMN "bet_limits" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_games" ADD COLUMN "number_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "number_rules" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lottery_exposure" ADD CONSTRAINT "lottery_exposure_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw" ON "lottery_tickets" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_settled" ON "lottery_tickets" USING btree ("merchant_id","settled_at");