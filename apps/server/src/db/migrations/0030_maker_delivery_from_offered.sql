-- The cards' delivery cost (migration 0026) counts only the carriers the platform offers: a
-- carrier the admin turned off (platform_carriers, migration 0029) leaves the cart's options, so
-- it leaves the makers' "delivery from" too; turning carriers on or off recomputes every maker.
CREATE OR REPLACE FUNCTION courier_pricing_delivery_from() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies c SET
    delivery_from_amount = (SELECT min(cp.price_amount) FROM courier_pricing cp
                             WHERE cp.company_id = c.id AND NOT EXISTS (
                               SELECT 1 FROM platform_carriers pc
                                WHERE pc.carrier = cp.carrier AND NOT pc.enabled)),
    free_delivery_from_amount = (SELECT min(cp.free_delivery_threshold) FROM courier_pricing cp
                                  WHERE cp.company_id = c.id AND NOT EXISTS (
                                    SELECT 1 FROM platform_carriers pc
                                     WHERE pc.carrier = cp.carrier AND NOT pc.enabled))
   WHERE c.id IN (SELECT company_id FROM changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION platform_carriers_delivery_from() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE companies c SET
    delivery_from_amount = d.price, free_delivery_from_amount = d.threshold
    FROM (SELECT co.id,
            (SELECT min(cp.price_amount) FROM courier_pricing cp
              WHERE cp.company_id = co.id AND NOT EXISTS (
                SELECT 1 FROM platform_carriers pc
                 WHERE pc.carrier = cp.carrier AND NOT pc.enabled)) AS price,
            (SELECT min(cp.free_delivery_threshold) FROM courier_pricing cp
              WHERE cp.company_id = co.id AND NOT EXISTS (
                SELECT 1 FROM platform_carriers pc
                 WHERE pc.carrier = cp.carrier AND NOT pc.enabled)) AS threshold
            FROM companies co
           WHERE EXISTS (SELECT 1 FROM courier_pricing cp WHERE cp.company_id = co.id)) d
   WHERE d.id = c.id
     AND (c.delivery_from_amount, c.free_delivery_from_amount)
         IS DISTINCT FROM (d.price, d.threshold);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER platform_carriers_delivery_from AFTER INSERT OR UPDATE OR DELETE
  ON platform_carriers FOR EACH STATEMENT EXECUTE FUNCTION platform_carriers_delivery_from();
