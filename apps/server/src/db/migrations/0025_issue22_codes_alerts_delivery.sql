CREATE TABLE "stock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "delivery_from_amount" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "free_delivery_from_amount" integer;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_product_email_key" ON "stock_alerts" USING btree ("product_id",lower("email"));--> statement-breakpoint
CREATE INDEX "products_ean_idx" ON "products" USING btree ("ean") WHERE "products"."ean" is not null;--> statement-breakpoint
CREATE INDEX "products_erp_code_idx" ON "products" USING btree (lower("erp_code")) WHERE "products"."erp_code" is not null;--> statement-breakpoint
CREATE INDEX "products_seller_index_idx" ON "products" USING btree (lower("seller_index")) WHERE "products"."seller_index" is not null;