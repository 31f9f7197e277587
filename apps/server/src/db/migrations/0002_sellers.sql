CREATE TABLE "courier_pricing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"price_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"external_id" text NOT NULL,
	"free_delivery_threshold" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courier_pricing_price_check" CHECK ("courier_pricing"."price_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seller_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"autopay_id_shop" text,
	"autopay_bm_key_encrypted" text,
	"inpost_organization_id" text,
	"inpost_api_key_encrypted" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_pricing" ADD CONSTRAINT "courier_pricing_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_settings" ADD CONSTRAINT "seller_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "courier_pricing_company_external_key" ON "courier_pricing" USING btree ("company_id","external_id");--> statement-breakpoint
CREATE INDEX "courier_pricing_company_idx" ON "courier_pricing" USING btree ("company_id","created_at");