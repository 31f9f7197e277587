import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.js';

/** One product line of an import, as the upsert reads it (snake_case: the recordset's columns). */
export interface ImportedProductRow {
  company_id: string;
  category_id: string;
  subcategory_id: string | null;
  seller_index: string;
  name: string;
  description: string;
  price_amount: number;
  special_offer: boolean;
  condition: string;
  ean: string | null;
  quantity: number;
  delivery_days: number;
  /** ISO 8601. */
  created_at: string;
}

/** A product the upsert inserted or changed. */
export interface SavedProduct {
  id: string;
  inserted: boolean;
  priceAmount: number;
  /** The price before this statement; null for a new product. */
  previousPriceAmount: number | null;
}

/**
 * Inserts or updates a batch of imported products in one statement (the batch travels as one
 * JSON parameter), keyed by (company, seller index): a new product gets its first price-history
 * row from its creation time; an existing one gets the file's fields, its version in `locale`
 * takes the file's name and description (its other versions and texts stay), and it is left
 * untouched when nothing differs. The triggers on products keep the search rows, once for the
 * whole statement (migration 0009). Answers the inserted and changed products; a changed price is
 * the caller's to record. The batch must not name one (company, index) twice.
 */
export async function upsertProducts(
  db: Executor,
  rows: ImportedProductRow[],
  options: { currency: string; locale: string; at: Date },
): Promise<SavedProduct[]> {
  const { currency, locale } = options;
  const at = options.at.toISOString();
  const result = await db.execute(sql`
    WITH input AS (
      SELECT r.*, jsonb_build_object('locale', ${locale}::text, 'name', r.name,
          'description', r.description, 'action', '', 'howToUse', '', 'composition', '') AS version
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(
          company_id uuid, category_id uuid, subcategory_id uuid, seller_index text, name text,
          description text, price_amount integer, special_offer boolean, condition text, ean text,
          quantity integer, delivery_days integer, created_at timestamptz)
    ),
    previous AS (
      SELECT p.id, p.company_id, p.seller_index, p.versions, p.price_amount
        FROM products p JOIN input i
          ON p.company_id = i.company_id AND p.seller_index = i.seller_index
       WHERE p.seller_index IS NOT NULL
    ),
    proposed AS (
      SELECT i.*, CASE
          WHEN prev.id IS NULL THEN jsonb_build_array(i.version)
          WHEN prev.versions @> jsonb_build_array(jsonb_build_object('locale', ${locale}::text)) THEN
            (SELECT jsonb_agg(CASE WHEN v->>'locale' = ${locale}::text
                  THEN v || jsonb_build_object('name', i.name, 'description', i.description)
                  ELSE v END ORDER BY n)
               FROM jsonb_array_elements(prev.versions) WITH ORDINALITY AS t(v, n))
          ELSE prev.versions || jsonb_build_array(i.version) END AS versions
        FROM input i LEFT JOIN previous prev
          ON prev.company_id = i.company_id AND prev.seller_index = i.seller_index
    ),
    saved AS (
      INSERT INTO products AS p (company_id, category_id, subcategory_id, versions, price_amount,
          currency, special_offer, condition, ean, seller_index, quantity, delivery_days,
          price_changed_at, created_at, updated_at)
      SELECT company_id, category_id, subcategory_id, versions, price_amount, ${currency}::text,
          special_offer, condition, ean, seller_index, quantity, delivery_days, created_at,
          created_at, created_at
        FROM proposed
      ON CONFLICT (company_id, seller_index) WHERE seller_index IS NOT NULL DO UPDATE SET
        category_id = excluded.category_id, subcategory_id = excluded.subcategory_id,
        versions = excluded.versions, price_amount = excluded.price_amount,
        currency = excluded.currency, special_offer = excluded.special_offer,
        condition = excluded.condition, ean = excluded.ean, quantity = excluded.quantity,
        delivery_days = excluded.delivery_days, updated_at = ${at}::timestamptz
      WHERE (p.category_id, p.subcategory_id, p.versions, p.price_amount, p.currency,
             p.special_offer, p.condition, p.ean, p.quantity, p.delivery_days)
        IS DISTINCT FROM (excluded.category_id, excluded.subcategory_id, excluded.versions,
             excluded.price_amount, excluded.currency, excluded.special_offer, excluded.condition,
             excluded.ean, excluded.quantity, excluded.delivery_days)
      RETURNING p.id, p.price_amount, p.created_at
    ),
    first_prices AS (
      INSERT INTO price_history (product_id, price_amount, effective_from)
      SELECT s.id, s.price_amount, s.created_at FROM saved s
       WHERE NOT EXISTS (SELECT 1 FROM previous prev WHERE prev.id = s.id)
    )
    SELECT s.id, prev.id IS NULL AS inserted, s.price_amount AS "priceAmount",
        prev.price_amount AS "previousPriceAmount"
      FROM saved s LEFT JOIN previous prev ON prev.id = s.id`);
  return rowsOf<SavedProduct>(result);
}

/** Sets the price periods `startPricePeriod` answered, for many products in one statement. */
export async function setPricePeriods(
  db: Executor,
  periods: { id: string; priceChangedAt: Date; lastPriceAmount: number | null }[],
) {
  if (periods.length === 0) return;
  await db.execute(sql`
    UPDATE products p SET price_changed_at = r.price_changed_at,
        last_price_amount = r.last_price_amount
      FROM jsonb_to_recordset(${JSON.stringify(
        periods.map((period) => ({
          id: period.id,
          price_changed_at: period.priceChangedAt.toISOString(),
          last_price_amount: period.lastPriceAmount,
        })),
      )}::jsonb) AS r(id uuid, price_changed_at timestamptz, last_price_amount integer)
     WHERE p.id = r.id`);
}

/**
 * After a large import: the planner's statistics, and the visibility map of the tables the
 * catalog reads (the search's index-only walks fetch every row from the heap until VACUUM has
 * marked the pages all-visible). PGlite has no autovacuum to do it, and PostgreSQL's would come
 * only later.
 */
export async function analyzeDatabase(db: Executor) {
  await db.execute(sql`VACUUM (ANALYZE) product_search, products, price_history`);
  await db.execute(sql`ANALYZE`);
}
