CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender_side" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_side_check" CHECK ("conversation_messages"."sender_side" in ('buyer', 'maker'))
);
--> statement-breakpoint
CREATE TABLE "conversation_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"subject_key" text NOT NULL,
	"product_id" uuid,
	"order_id" uuid,
	"last_message_at" timestamp with time zone,
	"buyer_read_at" timestamp with time zone,
	"maker_read_at" timestamp with time zone,
	"buyer_blocked_at" timestamp with time zone,
	"maker_blocked_at" timestamp with time zone,
	"buyer_mailed_at" timestamp with time zone,
	"maker_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_threads_subject_check" CHECK ("conversation_threads"."subject_key" = 'none' or "conversation_threads"."subject_key" like 'product:%' or "conversation_threads"."subject_key" like 'order:%')
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_thread_id_conversation_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."conversation_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_threads" ADD CONSTRAINT "conversation_threads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_thread_idx" ON "conversation_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "conversation_messages_sender_idx" ON "conversation_messages" USING btree ("sender_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversation_threads_subject_key" ON "conversation_threads" USING btree ("buyer_id","company_id","subject_key");--> statement-breakpoint
CREATE INDEX "conversation_threads_buyer_idx" ON "conversation_threads" USING btree ("buyer_id","last_message_at");--> statement-breakpoint
CREATE INDEX "conversation_threads_company_idx" ON "conversation_threads" USING btree ("company_id","last_message_at");--> statement-breakpoint
-- The stored product questions and maker messages become threads (one per buyer, maker and product, or none),
-- each question a message written by the buyer; a question the maker had read is read in the thread.
-- Questions whose author's account is gone have no buyer to talk to and are not carried over.
INSERT INTO "conversation_threads" ("buyer_id", "company_id", "subject_key", "product_id", "last_message_at", "buyer_read_at", "maker_read_at", "created_at")
SELECT q."user_id", q."company_id",
  CASE WHEN q."product_id" IS NULL THEN 'none' ELSE 'product:' || q."product_id"::text END,
  q."product_id", max(q."created_at"), max(q."created_at"), max(q."read_at"), min(q."created_at")
FROM "product_questions" q
WHERE q."user_id" IS NOT NULL
GROUP BY q."user_id", q."company_id", q."product_id";--> statement-breakpoint
INSERT INTO "conversation_messages" ("thread_id", "sender_id", "sender_side", "body", "created_at")
SELECT t."id", q."user_id", 'buyer', q."message", q."created_at"
FROM "product_questions" q
JOIN "conversation_threads" t ON t."buyer_id" = q."user_id" AND t."company_id" = q."company_id"
  AND t."subject_key" = CASE WHEN q."product_id" IS NULL THEN 'none' ELSE 'product:' || q."product_id"::text END;
