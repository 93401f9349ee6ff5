CREATE TABLE "support_chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_id" bigint NOT NULL,
	"staff_id" integer,
	"staff_name" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_chats" (
	"member_id" bigint PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"status" text NOT NULL,
	"waiting_since" timestamp with time zone,
	"last_message_at" timestamp with time zone NOT NULL,
	"last_message" text NOT NULL,
	CONSTRAINT "support_chats_status" CHECK ("support_chats"."status" in ('waiting', 'answered', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "support_chat_messages" ADD CONSTRAINT "support_chat_messages_member_id_support_chats_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."support_chats"("member_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chats" ADD CONSTRAINT "support_chats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chats" ADD CONSTRAINT "support_chats_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_chat_messages_thread" ON "support_chat_messages" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "support_chats_queue" ON "support_chats" USING btree ("merchant_id","status","last_message_at");