ALTER TABLE "order_items" ADD COLUMN "made_to_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Lines placed before the column existed: as their product is made now (the best record there is).
UPDATE "order_items" SET "made_to_order" = true FROM "products" WHERE "products"."id" = "order_items"."product_id" AND "products"."made_to_order";
