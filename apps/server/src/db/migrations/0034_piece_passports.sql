CREATE TABLE "making_of_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"variants" jsonb NOT NULL,
	"original" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pieces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"product_id" uuid,
	"company_id" uuid NOT NULL,
	"edition_number" integer,
	"edition_size" integer,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pieces_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_passports" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"hours_of_work" integer,
	"edition_size" integer,
	"editions_assigned" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_passports_hours_check" CHECK ("product_passports"."hours_of_work" is null or "product_passports"."hours_of_work" between 0 and 10000),
	CONSTRAINT "product_passports_edition_check" CHECK ("product_passports"."edition_size" is null or "product_passports"."edition_size" between 1 and 100000)
);
--> statement-breakpoint
ALTER TABLE "making_of_images" ADD CONSTRAINT "making_of_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pieces" ADD CONSTRAINT "pieces_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pieces" ADD CONSTRAINT "pieces_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pieces" ADD CONSTRAINT "pieces_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pieces" ADD CONSTRAINT "pieces_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_passports" ADD CONSTRAINT "product_passports_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "making_of_images_product_idx" ON "making_of_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "pieces_order_idx" ON "pieces" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pieces_product_edition_key" ON "pieces" USING btree ("product_id","edition_number") WHERE "pieces"."edition_number" is not null;