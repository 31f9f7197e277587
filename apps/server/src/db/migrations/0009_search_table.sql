-- The catalog searches a narrow table: each product's list columns (category, maker, price,
-- rating, condition, stock, creation time) and its search text, ~0.5 KB a row instead of the
-- ~2.5 KB products row. A search walks these rows in the order of a sort index, or reads the few
-- text matches from a GIN index, and joins only its page's 50 products. The old search columns
-- and sort indexes of products go. The newest-first indexes carry the names' tsvector (INCLUDE,
-- which drizzle's schema cannot say): "relevance" walks them testing the names, index-only.
CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"subcategory_id" uuid,
	"price_amount" integer NOT NULL,
	"rating_average" real NOT NULL,
	"condition" text NOT NULL,
	"special_offer" boolean NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"vector" "tsvector" NOT NULL,
	"names" text NOT NULL,
	"names_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, names)) STORED NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
DROP INDEX "products_subcategory_created_idx";--> statement-breakpoint
DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_names_trgm_idx";--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_created_idx" ON "product_search" USING btree ("created_at","product_id") INCLUDE ("names_vector");--> statement-breakpoint
CREATE INDEX "product_search_category_created_idx" ON "product_search" USING btree ("category_id","created_at","product_id") INCLUDE ("names_vector");--> statement-breakpoint
CREATE INDEX "product_search_subcategory_created_idx" ON "product_search" USING btree ("subcategory_id","created_at","product_id") INCLUDE ("names_vector");--> statement-breakpoint
CREATE INDEX "product_search_company_created_idx" ON "product_search" USING btree ("company_id","created_at","product_id") INCLUDE ("names_vector");--> statement-breakpoint
CREATE INDEX "product_search_price_idx" ON "product_search" USING btree ("price_amount","product_id");--> statement-breakpoint
CREATE INDEX "product_search_rating_idx" ON "product_search" USING btree ("rating_average","product_id");--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "product_search_names_vector_idx" ON "product_search" USING gin ("names_vector");--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_names_vector";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_document";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_names";--> statement-breakpoint
-- Products → product_search, once per statement over its transition table: a batch insert of
-- 5,000 products is one INSERT … SELECT here, not 5,000 trigger calls. A deleted product's row
-- goes with it (the foreign key cascades).
CREATE FUNCTION product_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, company_id, category_id, subcategory_id, price_amount,
    rating_average, condition, special_offer, quantity, created_at, vector, names)
  SELECT n.id, n.company_id, n.category_id, n.subcategory_id, n.price_amount, n.rating_average,
    n.condition, n.special_offer, n.quantity, n.created_at,
    strip(to_tsvector('simple', product_search_document(n.versions, n.category_id, n.subcategory_id))),
    product_search_names(n.versions)
  FROM inserted n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_insert();--> statement-breakpoint
-- An update copies the list columns, and recomputes the text only when a version or a category
-- changed (a checkout's stock decrement must not re-read every text).
CREATE FUNCTION product_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_search s SET
    company_id = n.company_id, category_id = n.category_id, subcategory_id = n.subcategory_id,
    price_amount = n.price_amount, rating_average = n.rating_average, condition = n.condition,
    special_offer = n.special_offer, quantity = n.quantity, created_at = n.created_at,
    vector = CASE WHEN (o.versions, o.category_id, o.subcategory_id)
                       IS DISTINCT FROM (n.versions, n.category_id, n.subcategory_id)
      THEN strip(to_tsvector('simple',
             product_search_document(n.versions, n.category_id, n.subcategory_id)))
      ELSE s.vector END,
    names = CASE WHEN o.versions IS DISTINCT FROM n.versions
      THEN product_search_names(n.versions) ELSE s.names END
  FROM updated n JOIN previous o ON o.id = n.id
  WHERE s.product_id = n.id
    AND (o.company_id, o.category_id, o.subcategory_id, o.price_amount, o.rating_average,
         o.condition, o.special_offer, o.quantity, o.created_at, o.versions)
        IS DISTINCT FROM
        (n.company_id, n.category_id, n.subcategory_id, n.price_amount, n.rating_average,
         n.condition, n.special_offer, n.quantity, n.created_at, n.versions);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS previous NEW TABLE AS updated
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_update();--> statement-breakpoint
-- Every word the catalog's texts hold, for correcting typos: a search that matches nothing looks
-- up the most similar known word for each typed one (trigrams) and searches again with those.
-- Words are added as products are written and never removed (a word no product holds any more
-- leads to an empty page, as the typo did). "C" collation: a prefix LIKE walks the primary key.
CREATE TABLE "search_words" ("word" text COLLATE "C" PRIMARY KEY NOT NULL);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT unnest(tsvector_to_array(n.vector)) FROM changed n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_search_words_insert AFTER INSERT ON product_search
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
CREATE TRIGGER product_search_words_update AFTER UPDATE ON product_search
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
INSERT INTO product_search (product_id, company_id, category_id, subcategory_id, price_amount,
    rating_average, condition, special_offer, quantity, created_at, vector, names)
  SELECT p.id, p.company_id, p.category_id, p.subcategory_id, p.price_amount, p.rating_average,
    p.condition, p.special_offer, p.quantity, p.created_at,
    strip(to_tsvector('simple', product_search_document(p.versions, p.category_id, p.subcategory_id))),
    product_search_names(p.versions)
  FROM products p;
