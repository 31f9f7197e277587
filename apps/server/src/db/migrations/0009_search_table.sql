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
-- What a product's product_search row holds, for a set of products: the list columns, the texts
-- of every version and the names of its categories in every language (lower-cased, unaccented)
-- as a tsvector without positions, and the names. The category names are turned into a tsvector
-- once per call, not parsed again for each product (to_tsvector is most of the cost).
CREATE FUNCTION product_versions_text(versions jsonb) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(unaccent((SELECT string_agg(concat_ws(' ', v->>'name', v->>'description',
      v->>'action', v->>'howToUse', v->>'composition'), ' ') FROM jsonb_array_elements(versions) v)))
$$;--> statement-breakpoint
CREATE FUNCTION product_search_rows(ids uuid[])
RETURNS TABLE (product_id uuid, company_id uuid, category_id uuid, subcategory_id uuid,
  price_amount integer, rating_average real, condition text, special_offer boolean,
  quantity integer, created_at timestamptz, vector tsvector, names text)
LANGUAGE sql STABLE AS $$
  WITH category_vector AS (
    SELECT c.id, to_tsvector('simple', lower(unaccent(string_agg(n.value, ' ')))) AS vector
      FROM categories c, jsonb_each_text(c.names) n GROUP BY c.id)
  SELECT p.id, p.company_id, p.category_id, p.subcategory_id, p.price_amount, p.rating_average,
    p.condition, p.special_offer, p.quantity, p.created_at,
    strip(to_tsvector('simple', coalesce(product_versions_text(p.versions), ''))
      || coalesce(cat.vector, ''::tsvector) || coalesce(sub.vector, ''::tsvector)),
    product_search_names(p.versions)
  FROM products p
    LEFT JOIN category_vector cat ON cat.id = p.category_id
    LEFT JOIN category_vector sub ON sub.id = p.subcategory_id
  WHERE p.id = ANY (ids)
$$;--> statement-breakpoint
DROP FUNCTION product_search_document(jsonb, uuid, uuid);--> statement-breakpoint
-- Products → product_search, once per statement over its transition table: a batch insert of
-- 2,000 products is one INSERT … SELECT here, not 2,000 trigger calls. A deleted product's row
-- goes with it (the foreign key cascades).
CREATE FUNCTION product_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, company_id, category_id, subcategory_id, price_amount,
    rating_average, condition, special_offer, quantity, created_at, vector, names)
  SELECT * FROM product_search_rows(ARRAY(SELECT id FROM inserted));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_insert();--> statement-breakpoint
-- An update copies the list columns, and recomputes the text only when a version or a category
-- changed (a checkout's stock decrement must not parse any text).
CREATE FUNCTION product_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  retexted uuid[];
BEGIN
  UPDATE product_search s SET
    company_id = n.company_id, category_id = n.category_id, subcategory_id = n.subcategory_id,
    price_amount = n.price_amount, rating_average = n.rating_average, condition = n.condition,
    special_offer = n.special_offer, quantity = n.quantity, created_at = n.created_at
  FROM updated n JOIN previous o ON o.id = n.id
  WHERE s.product_id = n.id
    AND (o.company_id, o.category_id, o.subcategory_id, o.price_amount, o.rating_average,
         o.condition, o.special_offer, o.quantity, o.created_at)
        IS DISTINCT FROM
        (n.company_id, n.category_id, n.subcategory_id, n.price_amount, n.rating_average,
         n.condition, n.special_offer, n.quantity, n.created_at);
  retexted := ARRAY(
    SELECT n.id FROM updated n JOIN previous o ON o.id = n.id
     WHERE (o.versions, o.category_id, o.subcategory_id)
           IS DISTINCT FROM (n.versions, n.category_id, n.subcategory_id));
  IF cardinality(retexted) > 0 THEN
    UPDATE product_search s SET vector = r.vector, names = r.names
      FROM product_search_rows(retexted) r WHERE s.product_id = r.product_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS previous NEW TABLE AS updated
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_update();--> statement-breakpoint
-- The words typos are corrected to: every word of the products' names and of the categories'
-- names in every language. A search that matches nothing looks up the most similar known word
-- for each typed one (trigrams) and searches again with those. Words are added as products and
-- categories are written and never removed (a word nothing holds any more leads to an empty page,
-- as the typo did). "C" collation: a prefix LIKE walks the primary key.
CREATE TABLE "search_words" ("word" text COLLATE "C" PRIMARY KEY NOT NULL);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE FUNCTION search_words_add_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT unnest(tsvector_to_array(n.names_vector)) FROM changed n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER product_search_words_insert AFTER INSERT ON product_search
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_add_names();--> statement-breakpoint
CREATE TRIGGER product_search_words_update AFTER UPDATE ON product_search
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_add_names();--> statement-breakpoint
CREATE FUNCTION search_words_add_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', lower(unaccent(n.value)))))
    FROM jsonb_each_text(NEW.names) n
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER categories_search_words AFTER INSERT OR UPDATE OF names ON categories
  FOR EACH ROW EXECUTE FUNCTION search_words_add_category();--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('simple', lower(unaccent(n.value)))))
    FROM categories c, jsonb_each_text(c.names) n
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO product_search (product_id, company_id, category_id, subcategory_id, price_amount,
    rating_average, condition, special_offer, quantity, created_at, vector, names)
  SELECT * FROM product_search_rows(ARRAY(SELECT id FROM products));
