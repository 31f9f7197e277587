CREATE TABLE "unlisted_makers" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "makers_need_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "unlisted_makers" ADD CONSTRAINT "unlisted_makers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The companies that exist are approved (approval applies to companies created while the setting
-- is on); the makers whose owner is blocked are unlisted.
UPDATE "companies" SET "approved_at" = "created_at";--> statement-breakpoint
INSERT INTO "unlisted_makers" ("company_id")
  SELECT c.id FROM companies c JOIN users u ON u.id = c.owner_id WHERE u.status = 'blocked';--> statement-breakpoint
-- A product is listed when moderation has not hidden it and its maker is not unlisted; a product
-- that is not listed has no product_search row, so the catalog's queries and indexes stay as
-- they were. An insert writes rows for the listed products only.
CREATE OR REPLACE FUNCTION product_search_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, company_id, category_id, subcategory_id, price_amount,
    rating_average, condition, special_offer, quantity, created_at, vector, names)
  SELECT * FROM product_search_rows(ARRAY(
    SELECT i.id FROM inserted i
     WHERE i.hidden_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM unlisted_makers u WHERE u.company_id = i.company_id)));
  RETURN NULL;
END $$;--> statement-breakpoint
-- An update copies the list columns, recomputes the text only when a version or a category
-- changed (a checkout's stock decrement must not parse any text), and adds or removes the row
-- of a product hidden, shown or moved to another maker.
CREATE OR REPLACE FUNCTION product_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  retexted uuid[];
  relisted uuid[];
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
  relisted := ARRAY(
    SELECT n.id FROM updated n JOIN previous o ON o.id = n.id
     WHERE (o.hidden_at IS NULL, o.company_id) IS DISTINCT FROM (n.hidden_at IS NULL, n.company_id));
  IF cardinality(relisted) > 0 THEN
    DELETE FROM product_search s USING updated n
     WHERE s.product_id = n.id AND n.id = ANY (relisted)
       AND (n.hidden_at IS NOT NULL
            OR EXISTS (SELECT 1 FROM unlisted_makers u WHERE u.company_id = n.company_id));
    INSERT INTO product_search (product_id, company_id, category_id, subcategory_id, price_amount,
      rating_average, condition, special_offer, quantity, created_at, vector, names)
    SELECT * FROM product_search_rows(ARRAY(
      SELECT n.id FROM updated n
       WHERE n.id = ANY (relisted) AND n.hidden_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM unlisted_makers u WHERE u.company_id = n.company_id)))
    ON CONFLICT (product_id) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM product_search s USING unlisted_makers u WHERE s.company_id = u.company_id;
