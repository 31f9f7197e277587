import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';
import { stockAlerts } from '../../db/schema/index.js';
import type { ProductVersion } from '../../db/schema/index.js';

/** Writes the address's wait for the product, or renews it (new token and language). */
export async function upsertStockAlert(
  db: Executor,
  values: { productId: string; email: string; locale: string; token: string },
) {
  await db.execute(sql`
    INSERT INTO stock_alerts (product_id, email, locale, token)
    VALUES (${values.productId}, ${values.email}, ${values.locale}, ${values.token})
    ON CONFLICT (product_id, lower(email)) DO UPDATE
      SET token = excluded.token, locale = excluded.locale, email = excluded.email`);
}

export async function deleteStockAlert(db: Executor, token: string) {
  await db.delete(stockAlerts).where(eq(stockAlerts.token, token));
}

export async function countStockAlerts(db: Executor, productId: string, email?: string) {
  const rows = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.productId, productId),
        email ? sql`lower(${stockAlerts.email}) = lower(${email})` : undefined,
      ),
    );
  return rows.length;
}

/**
 * Takes the waits of those products that are listed and in stock now: deletes them and answers
 * them with what their mail needs (the product's versions to name it in each language).
 */
export async function takeDueStockAlerts(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return [];
  const result = await db.execute(sql`
    DELETE FROM stock_alerts a USING products p
     WHERE a.product_id = p.id
       AND a.product_id = ANY (${`{${productIds.join(',')}}`}::uuid[])
       AND p.quantity > 0
       AND EXISTS (SELECT 1 FROM product_search s WHERE s.product_id = p.id)
    RETURNING a.email, a.locale, a.product_id AS "productId", p.versions`);
  return rowsOf<{ email: string; locale: string; productId: string; versions: ProductVersion[] }>(
    result,
  );
}
