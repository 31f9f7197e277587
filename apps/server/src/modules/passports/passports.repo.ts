import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  companies,
  makingOfImages,
  orderItems,
  orders,
  pieces,
  productPassports,
  products,
} from '../../db/schema/index.js';

/**
 * A product with what its passport page shows beside the passport: its maker's name and whether
 * the catalog lists it (the same rule as the product page: a `product_search` row).
 */
export async function findPassportProduct(db: Executor, productId: string) {
  const [row] = await db
    .select({
      id: products.id,
      companyId: products.companyId,
      versions: products.versions,
      coverImage: products.coverImage,
      makerName: companies.shortName,
      listed: sql<boolean>`EXISTS (SELECT 1 FROM product_search ps WHERE ps.product_id = ${products.id})`,
    })
    .from(products)
    .innerJoin(companies, eq(companies.id, products.companyId))
    .where(eq(products.id, productId));
  return row;
}

export async function findPassport(db: Executor, productId: string) {
  const [row] = await db
    .select()
    .from(productPassports)
    .where(eq(productPassports.productId, productId));
  return row;
}

export async function savePassport(
  db: Executor,
  values: Pick<
    typeof productPassports.$inferInsert,
    'productId' | 'texts' | 'hoursOfWork' | 'editionSize'
  >,
) {
  const now = new Date();
  await db
    .insert(productPassports)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: productPassports.productId,
      set: {
        texts: values.texts,
        hoursOfWork: values.hoursOfWork,
        editionSize: values.editionSize,
        updatedAt: now,
      },
    });
}

export function listMakingOf(db: Executor, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(makingOfImages)
    .where(inArray(makingOfImages.productId, productIds))
    .orderBy(asc(makingOfImages.productId), asc(makingOfImages.position));
}

export async function insertMakingOf(db: Executor, values: typeof makingOfImages.$inferInsert) {
  await db.insert(makingOfImages).values(values);
}

export async function deleteMakingOf(db: Executor, productId: string, imageId: string) {
  const [row] = await db
    .delete(makingOfImages)
    .where(and(eq(makingOfImages.productId, productId), eq(makingOfImages.id, imageId)))
    .returning();
  return row;
}

/** How many numbers of a product's edition are held by pieces of orders not cancelled. */
export async function countHeldNumbers(db: Executor, productId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pieces)
    .innerJoin(orders, eq(orders.id, pieces.orderId))
    .where(
      and(
        eq(pieces.productId, productId),
        isNotNull(pieces.editionNumber),
        sql`${orders.status} <> 'cancelled'`,
      ),
    );
  return row?.n ?? 0;
}

/** A piece with its order's buyer, maker and status (who may see it, and since when). */
export async function findPiece(db: Executor, code: string) {
  const [row] = await db
    .select({
      piece: pieces,
      buyerId: orders.buyerId,
      status: orders.status,
      orderUpdatedAt: orders.updatedAt,
    })
    .from(pieces)
    .innerJoin(orders, eq(orders.id, pieces.orderId))
    .where(eq(pieces.code, code));
  return row;
}

export async function findOrderOwners(db: Executor, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      buyerId: orders.buyerId,
      companyId: orders.companyId,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

export function listOrderPieces(db: Executor, orderId: string) {
  return db
    .select({ piece: pieces, itemName: orderItems.name })
    .from(pieces)
    .innerJoin(orderItems, eq(orderItems.id, pieces.orderItemId))
    .where(eq(pieces.orderId, orderId))
    .orderBy(asc(orderItems.name), asc(pieces.editionNumber), asc(pieces.code));
}

/** True when a sold piece's snapshot shows this making-of photo (its files must stay). */
export async function isPhotoInPieces(db: Executor, productId: string, imageId: string) {
  const [row] = await db
    .select({ id: pieces.id })
    .from(pieces)
    .where(
      and(
        eq(pieces.productId, productId),
        sql`${pieces.snapshot}->'photos' @> ${JSON.stringify([{ id: imageId }])}::jsonb`,
      ),
    )
    .limit(1);
  return !!row;
}
