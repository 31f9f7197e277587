-- The search row's quantity is what can be ordered now: a made-to-order piece is never out of
-- stock (it holds MAX_LINE_QUANTITY, as every stock check of the cart and checkout reads it), so
-- the catalog's "in stock" filter keeps it and "out of stock" leaves it out, whatever units its
-- maker keeps on the product.
CREATE OR REPLACE FUNCTION product_search_rows(ids uuid[])
RETURNS TABLE (product_id uuid, company_id uuid, category_id uuid, subcategory_id uuid,
  price_amount integer, rating_average real, condition text, special_offer boolean,
  quantity integer, created_at timestamptz, vector tsvector, names text)
LANGUAGE sql STABLE AS $$
  WITH category_vector AS (
    SELECT c.id, to_tsvector('simple', lower(unaccent(string_agg(n.value, ' ')))) AS vector
      FROM categories c, jsonb_each_text(c.names) n GROUP BY c.id)
  SELECT p.id, p.company_id, p.category_id, p.subcategory_id, p.price_amount, p.rating_average,
    p.condition, p.special_offer, CASE WHEN p.made_to_order THEN 999 ELSE p.quantity END,
    p.created_at,
    strip(to_tsvector('simple', coalesce(product_versions_text(p.versions), ''))
      || coalesce(cat.vector, ''::tsvector) || coalesce(sub.vector, ''::tsvector)),
    product_search_names(p.versions)
  FROM products p
    LEFT JOIN category_vector cat ON cat.id = p.category_id
    LEFT JOIN category_vector sub ON sub.id = p.subcategory_id
  WHERE p.id = ANY (ids)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  retexted uuid[];
  relisted uuid[];
BEGIN
  UPDATE product_search s SET
    company_id = n.company_id, category_id = n.category_id, subcategory_id = n.subcategory_id,
    price_amount = n.price_amount, rating_average = n.rating_average, condition = n.condition,
    special_offer = n.special_offer,
    quantity = CASE WHEN n.made_to_order THEN 999 ELSE n.quantity END,
    created_at = n.created_at
  FROM updated n JOIN previous o ON o.id = n.id
  WHERE s.product_id = n.id
    AND (o.company_id, o.category_id, o.subcategory_id, o.price_amount, o.rating_average,
         o.condition, o.special_offer, o.quantity, o.made_to_order, o.created_at)
        IS DISTINCT FROM
        (n.company_id, n.category_id, n.subcategory_id, n.price_amount, n.rating_average,
         n.condition, n.special_offer, n.quantity, n.made_to_order, n.created_at);
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
UPDATE product_search s SET quantity = 999 FROM products p
 WHERE p.id = s.product_id AND p.made_to_order;
