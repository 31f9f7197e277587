CREATE TABLE "cart_coupons" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"coupon_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_coupons_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_amount" integer DEFAULT 0 NOT NULL,
	"ends_at" timestamp with time zone,
	"use_limit" integer,
	"per_buyer_limit" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_check" CHECK ("coupons"."kind" in ('percent', 'amount')),
	CONSTRAINT "coupons_value_check" CHECK ("coupons"."value" > 0 and ("coupons"."kind" = 'amount' or "coupons"."value" <= 90)),
	CONSTRAINT "coupons_uses_check" CHECK ("coupons"."uses" >= 0 and ("coupons"."use_limit" is null or "coupons"."uses" <= "coupons"."use_limit"))
);
--> statement-breakpoint
CREATE TABLE "sale_products" (
	"sale_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "sale_products_sale_id_product_id_pk" PRIMARY KEY("sale_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"percent" integer NOT NULL,
	"all_products" boolean NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_percent_check" CHECK ("sales"."percent" between 1 and 90),
	CONSTRAINT "sales_dates_check" CHECK ("sales"."ends_at" > "sales"."starts_at"),
	CONSTRAINT "sales_status_check" CHECK ("sales"."status" in ('scheduled', 'running', 'ended', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "regular_price_amount" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_coupons" ADD CONSTRAINT "cart_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_uses" ADD CONSTRAINT "coupon_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_products" ADD CONSTRAINT "sale_products_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_products" ADD CONSTRAINT "sale_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_uses_coupon_user_idx" ON "coupon_uses" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_uses_order_key" ON "coupon_uses" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_company_code_key" ON "coupons" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "sale_products_product_idx" ON "sale_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sales_company_idx" ON "sales" USING btree ("company_id","starts_at");--> statement-breakpoint
CREATE INDEX "sales_due_start_idx" ON "sales" USING btree ("starts_at") WHERE "sales"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "sales_due_end_idx" ON "sales" USING btree ("ends_at") WHERE "sales"."status" = 'running';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."items_amount" >= 0 and "orders"."delivery_amount" >= 0 and "orders"."discount_amount" >= 0 and "orders"."discount_amount" <= "orders"."items_amount" and "orders"."total_amount" = "orders"."items_amount" - "orders"."discount_amount" + "orders"."delivery_amount" and "orders"."paid_amount" >= 0 and "orders"."paid_amount" <= "orders"."total_amount");