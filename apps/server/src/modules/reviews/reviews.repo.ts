import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { microsecondText, olderThan } from '../../db/keyset.js';
import {
  companies,
  orderItems,
  orders,
  products,
  reviewInvitations,
  reviews,
  users,
} from '../../db/schema/index.js';

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * The first time the order of the row reached a received status; null while it has not. The
 * order's key is written qualified: a single-table select names its own columns bare, which
 * inside this subquery would mean the events' columns.
 */
const receivedAt = sql<Date | null>`(SELECT min(e.created_at) FROM order_events e
     WHERE e.order_id = ${sql.identifier('orders')}.${sql.identifier('id')}
       AND e.status IN ('delivered', 'picked_up', 'completed'))`.mapWith(
  (value: string | Date | null) => (value === null ? null : new Date(value)),
);

/**
 * An item of one of the buyer's orders, with what a review needs: its product and maker, and
 * when the order was received (null while it has not been). Anyone else's item: undefined.
 */
export async function findBuyerItem(db: Executor, orderItemId: string, buyerId: string) {
  const [row] = await db
    .select({
      orderItemId: orderItems.id,
      orderId: orders.id,
      orderStatus: orders.status,
      productId: orderItems.productId,
      name: orderItems.name,
      companyId: orders.companyId,
      receivedAt,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, orderItemId), eq(orders.buyerId, buyerId)));
  return row;
}

/** The buyer's order with its items and their reviews; undefined when not the buyer's. */
export async function findBuyerOrderItems(db: Executor, orderId: string, buyerId: string) {
  const [order] = await db
    .select({ id: orders.id, status: orders.status, companyId: orders.companyId, receivedAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  if (!order) return undefined;
  const items = await db
    .select({
      orderItemId: orderItems.id,
      productId: orderItems.productId,
      name: orderItems.name,
      image: orderItems.image,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.name), asc(orderItems.id));
  const ids = items.map((item) => item.orderItemId);
  const written = ids.length
    ? await db
        .select({ review: reviews, ...authorColumns })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.authorId))
        .where(inArray(reviews.orderItemId, ids))
    : [];
  return { order, items, written };
}

const authorColumns = { firstName: users.firstName, lastName: users.lastName };

/** Writes a review; undefined when the item has one already (its unique key). */
export async function insertReview(db: Executor, values: typeof reviews.$inferInsert) {
  const [row] = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.orderItemId })
    .returning();
  return row;
}

/** A review with its author's names, and the product's maker's owner (for the answer). */
export async function findReview(db: Executor, id: string) {
  const [row] = await db
    .select({ review: reviews, ...authorColumns })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(eq(reviews.id, id));
  return row;
}

/**
 * Changes the stars and comment of a review as it was read (`rating`): a concurrent change makes
 * the guarded update miss, and the caller answers 409 instead of counting the stars twice.
 */
export async function updateReview(
  db: Executor,
  id: string,
  read: { rating: number; updatedAt: Date; hiddenAt: Date | null },
  values: { rating: number; comment: string; updatedAt: Date },
) {
  const [row] = await db
    .update(reviews)
    .set(values)
    .where(
      and(
        eq(reviews.id, id),
        eq(reviews.rating, read.rating),
        eq(reviews.updatedAt, read.updatedAt),
        read.hiddenAt ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt),
      ),
    )
    .returning();
  return row;
}

/** Sets the maker's answer once: undefined when the review has one already. */
export async function answerReview(db: Executor, id: string, answer: string, now: Date) {
  const [row] = await db
    .update(reviews)
    .set({ answer, answeredAt: now })
    .where(and(eq(reviews.id, id), isNull(reviews.answer)))
    .returning();
  return row;
}

/** The keyset of a review list: creation time in microseconds (ISO text) and the id. */
export interface ReviewKey {
  at: string;
  id: string;
}

/** A product's reviews, newest first, `limit + 1` of them after the cursor. */
export async function listProductReviews(
  db: Executor,
  productId: string,
  limit: number,
  after?: ReviewKey,
) {
  const conditions = [eq(reviews.productId, productId), isNull(reviews.hiddenAt)];
  if (after) conditions.push(olderThan(reviews.createdAt, reviews.id, after));
  return db
    .select({
      review: reviews,
      ...authorColumns,
      key: microsecondText(reviews.createdAt),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.authorId))
    .where(and(...conditions))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit + 1);
}

/** Whether the product exists (its reviews are public with it). */
export async function productExists(db: Executor, productId: string) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId));
  return Boolean(row);
}

/** Who is told about a review of the maker's product: the company's owner, in their language. */
export async function findMakerOwner(db: Executor, companyId: string) {
  const [row] = await db
    .select({ email: users.email, locale: users.locale, firstName: users.firstName })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(eq(companies.id, companyId));
  return row;
}

/** The buyer of an order, its number and its items' names (the invitation mail). */
export async function findOrderForInvitation(db: Executor, orderId: string) {
  const [order] = await db
    .select({
      number: orders.number,
      email: users.email,
      locale: users.locale,
      firstName: users.firstName,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.buyerId))
    .where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await db
    .select({ name: orderItems.name })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.name));
  return { ...order, items: items.map((item) => item.name) };
}

/** Records the order's invitation; false when it was invited already. */
export async function recordInvitation(db: Executor, orderId: string, now: Date) {
  const rows = await db
    .insert(reviewInvitations)
    .values({ orderId, createdAt: now })
    .onConflictDoNothing()
    .returning({ orderId: reviewInvitations.orderId });
  return rows.length > 0;
}

/**
 * Hides a shown review or shows a hidden one (moderation); undefined when the review is already
 * in that state or does not exist. The row is locked by the update, so the stars it returns are
 * the ones the rating columns count.
 */
export async function setHidden(db: Executor, id: string, hidden: boolean) {
  const [row] = await db
    .update(reviews)
    .set({ hiddenAt: hidden ? sql`now()` : null })
    .where(and(eq(reviews.id, id), hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt)))
    .returning();
  return row;
}
