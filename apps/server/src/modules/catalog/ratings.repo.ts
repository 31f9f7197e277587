import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { products } from '../../db/schema/index.js';

/** A product's columns counting the reviews of each star, 1 to 5. */
const STAR_COLUMNS = [
  products.ratings1,
  products.ratings2,
  products.ratings3,
  products.ratings4,
  products.ratings5,
] as const;
const STAR_FIELDS = ['ratings1', 'ratings2', 'ratings3', 'ratings4', 'ratings5'] as const;

/** The stars of all the product's reviews together. */
const starSum = sql<number>`(${sql.join(
  STAR_COLUMNS.map((column, i) => sql`${column} * ${i + 1}`),
  sql` + `,
)})::int`.mapWith(Number);

/** A change of a product's reviews: a review of `added` stars written, one of `removed` gone. */
export interface RatingChange {
  added?: number;
  removed?: number;
}

/**
 * Applies a review write to the product's rating columns in one statement: the star counts, the
 * count and the mean, worked out from the row as it stands (a concurrent write waits for the row
 * and applies its own change to the result). The search row follows by its trigger.
 */
export async function changeProductRating(db: Executor, productId: string, change: RatingChange) {
  const delta = [0, 0, 0, 0, 0];
  if (change.added) delta[change.added - 1]! += 1;
  if (change.removed) delta[change.removed - 1]! -= 1;
  const counts = STAR_COLUMNS.map((column, i) => sql`(${column} + ${delta[i]!}::int)`);
  const count = sql.join(counts, sql` + `);
  const sum = sql.join(
    counts.map((c, i) => sql`${c} * ${i + 1}`),
    sql` + `,
  );
  const set: Partial<Record<(typeof STAR_FIELDS)[number] | 'ratingCount' | 'ratingAverage', SQL>> =
    {
      ratingCount: sql`(${count})`,
      ratingAverage: sql`CASE WHEN (${count}) > 0 THEN (${sum})::real / (${count}) ELSE 0 END`,
    };
  STAR_FIELDS.forEach((field, i) => {
    if (delta[i] !== 0) set[field] = counts[i];
  });
  await db.update(products).set(set).where(eq(products.id, productId));
}

/** A product's rating summary as its columns hold it. */
export async function findProductRating(db: Executor, productId: string) {
  const [row] = await db
    .select({
      ratingAverage: products.ratingAverage,
      ratingCount: products.ratingCount,
      ratings1: products.ratings1,
      ratings2: products.ratings2,
      ratings3: products.ratings3,
      ratings4: products.ratings4,
      ratings5: products.ratings5,
      companyId: products.companyId,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/** Locks the product's row for its deletion and answers its reviews' count and star total. */
export async function lockProductRating(db: Executor, productId: string) {
  const [row] = await db
    .select({ count: products.ratingCount, sum: starSum })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return row;
}
