CREATE TABLE "lottery_settlement_cursors" (
	"draw_id" bigint NOT NULL,
	"lanes" integer NOT NULL,
	"lane" integer NOT NULL,
	"last_ticket_id" bigint NOT NULL,
	"finished" boolean NOT NULL,
	CONSTRAINT "lottery_settlement_cursors_draw_id_lanes_lane_pk" PRIMARY KEY("draw_id","lanes","lane"),
	CONSTRAINT "lottery_settlement_cursors_lane" CHECK ("lottery_settlement_cursors"."lane" >= 0 and "lottery_settlement_cursors"."lane" < "lottery_settlement_cursors"."lanes")
);
--> statement-breakpoint
DROP INDEX "lottery_tickets_open";--> statement-breakpoint
DROP INDEX "lottery_tickets_settled";--> statement-breakpoint
DROP INDEX "lottery_tickets_draw";--> statement-breakpoint
ALTER TABLE "lottery_settlement_cursors" ADD CONSTRAINT "lottery_settlement_cursors_draw_id_lottery_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lottery_draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw" ON "lottery_tickets" USING btree ("draw_id","id");--> statement-breakpoint
-- Room on each page for a settled ticket's new version beside the old: settling is a HOT update.
ALTER TABLE "lottery_tickets" SET (fillfactor = 50);
