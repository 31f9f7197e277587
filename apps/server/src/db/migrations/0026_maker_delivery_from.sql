-- Catalog cards say "delivery from €…" / "free delivery from €…" without a query per card: each
-- maker's cheapest carrier price and lowest free-delivery threshold are kept on the companies row
-- (which the catalog query joins already) by triggers on courier_pricing, whoever writes it.
CREATE FUNCTION courier_pricing_delivery_from() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies c SET
    delivery_from_amount = (SELECT min(cp.price_amount) FROM courier_pricing cp
                             WHERE cp.company_id = c.id),
    free_delivery_from_amount = (SELECT min(cp.free_delivery_threshold) FROM courier_pricing cp
                                  WHERE cp.company_id = c.id)
   WHERE c.id IN (SELECT company_id FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER courier_pricing_delivery_from_insert AFTER INSERT ON courier_pricing
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION courier_pricing_delivery_from();--> statement-breakpoint
CREATE TRIGGER courier_pricing_delivery_from_update AFTER UPDATE ON courier_pricing
  REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION courier_pricing_delivery_from();--> statement-breakpoint
CREATE TRIGGER courier_pricing_delivery_from_delete AFTER DELETE ON courier_pricing
  REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION courier_pricing_delivery_from();--> statement-breakpoint
UPDATE companies c SET
  delivery_from_amount = d.price, free_delivery_from_amount = d.threshold
  FROM (SELECT company_id, min(price_amount) AS price, min(free_delivery_threshold) AS threshold
          FROM courier_pricing GROUP BY company_id) d
 WHERE d.company_id = c.id;
