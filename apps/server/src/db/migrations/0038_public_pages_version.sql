-- The server keeps the public pages it renders for visitors (plugins/page-cache.ts) under the
-- version of what they show: a write to any table those pages read moves this sequence on, and a
-- kept page of an older version is rendered again. Deferred to the commit, so that a page rendered
-- after the version moved reads the committed rows, on every node that shares the database. The
-- tables no public page reads (sessions, payments, mail, conversations, ...) are listed in
-- PRIVATE_TABLES beside the cache; a test checks that every table is one or the other.
CREATE SEQUENCE public_pages_version;--> statement-breakpoint
CREATE FUNCTION public_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('public_pages_version');
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['users', 'categories', 'products', 'product_search', 'product_images',
    'price_history', 'courier_pricing', 'companies', 'seller_settings', 'shops', 'shop_images',
    'site_settings', 'platform_carriers', 'reviews', 'sales', 'sale_products', 'coupons',
    'unlisted_makers', 'product_passports', 'making_of_images', 'pieces', 'orders', 'order_items',
    'favourite_products', 'followed_makers']
  LOOP
    EXECUTE format('CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION public_pages_changed()',
      t || '_public_pages', t);
  END LOOP;
END $$;
