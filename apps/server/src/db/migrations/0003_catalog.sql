CREATE TABLE "price_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"price_amount" integer NOT NULL,
	"effective_from" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
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
CREATE TABLE "product_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "products_company_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "last_price_amount" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "cover_image" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_average" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_document" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_document)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","effective_from");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_questions_company_idx" ON "product_questions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "products_company_created_idx" ON "products" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_subcategory_created_idx" ON "products" USING btree ("subcategory_id","created_at","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_amount","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_average","id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_names_trgm_idx" ON "products" USING gin ("search_names" gin_trgm_ops);--> statement-breakpoint
-- What full-text search indexes of a product: every version's texts and its categories' names in
-- every language, lower-cased and unaccented ("Zażółć" → "zazolc"). Hand-written; kept by the
-- catalog repository after each write and after a category rename.
CREATE OR REPLACE FUNCTION product_search_document(versions jsonb, category uuid, subcategory uuid)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(unaccent(concat_ws(' ',
    (SELECT string_agg(concat_ws(' ', v->>'name', v->>'description', v->>'action',
                                 v->>'howToUse', v->>'composition'), ' ')
       FROM jsonb_array_elements(versions) v),
    (SELECT string_agg(n.value, ' ')
       FROM categories c, jsonb_each_text(c.names) n
      WHERE c.id = category OR c.id = subcategory))))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_names(versions jsonb)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(lower(unaccent(
    (SELECT string_agg(v->>'name', ' ') FROM jsonb_array_elements(versions) v))), '')
$$;--> statement-breakpoint
UPDATE "products" SET
  "search_document" = product_search_document("versions", "category_id", "subcategory_id"),
  "search_names" = product_search_names("versions");--> statement-breakpoint
INSERT INTO "price_history" ("product_id", "price_amount", "effective_from")
  SELECT "id", "price_amount", "created_at" FROM "products";--> statement-breakpoint
UPDATE "products" SET "price_changed_at" = "created_at";
