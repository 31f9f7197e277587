import { and, desc, eq, gte, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { microsecondText, olderThan } from '../../db/keyset.js';
import {
  companies,
  conversationMessages,
  conversationThreads,
  orders,
  products,
  users,
} from '../../db/schema/index.js';

export type ThreadRow = typeof conversationThreads.$inferSelect;
export type MessageRow = typeof conversationMessages.$inferSelect;

/** A thread with what the lists show about it: both sides' names, the subject, the last message. */
const threadView = {
  thread: conversationThreads,
  companyName: companies.shortName,
  buyerName: users.username,
  productVersions: products.versions,
  productCover: products.coverImage,
  orderNumber: orders.number,
  orderImage: sql<
    string | null
  >`(select oi.image from order_items oi where oi.order_id = ${conversationThreads.orderId} order by oi.id limit 1)`,
  lastBody: sql<
    string | null
  >`(select case when m.hidden_at is null then m.body else '' end from conversation_messages m where m.thread_id = ${conversationThreads.id} order by m.created_at desc, m.id desc limit 1)`,
  lastRemoved: sql<boolean>`coalesce((select m.hidden_at is not null from conversation_messages m where m.thread_id = ${conversationThreads.id} order by m.created_at desc, m.id desc limit 1), false)`,
  lastSide: sql<
    'buyer' | 'maker' | null
  >`(select m.sender_side from conversation_messages m where m.thread_id = ${conversationThreads.id} order by m.created_at desc, m.id desc limit 1)`,
};

/** The thread views, with `extra` columns beside the view's own. */
function selectThreadViews<Extra extends Record<string, SQL>>(db: Executor, extra: Extra) {
  return db
    .select({ ...threadView, ...extra })
    .from(conversationThreads)
    .innerJoin(companies, eq(companies.id, conversationThreads.companyId))
    .innerJoin(users, eq(users.id, conversationThreads.buyerId))
    .leftJoin(products, eq(products.id, conversationThreads.productId))
    .leftJoin(orders, eq(orders.id, conversationThreads.orderId));
}

export type ThreadView = Awaited<ReturnType<typeof findThreadView>> & object;

/** The threads of a buyer and of a company (either may be absent), with messages, newest first. */
function participantOf(userId: string, companyId: string | null): SQL {
  return companyId
    ? or(eq(conversationThreads.buyerId, userId), eq(conversationThreads.companyId, companyId))!
    : eq(conversationThreads.buyerId, userId);
}

export async function listThreadViews(
  db: Executor,
  userId: string,
  companyId: string | null,
  limit: number,
  after?: { at: string; id: string },
) {
  // `key` is the last message's time to the microsecond, for the next page's cursor: one in
  // milliseconds skipped the threads that follow a page's last one within its millisecond.
  return selectThreadViews(db, { key: microsecondText(conversationThreads.lastMessageAt) })
    .where(
      and(
        participantOf(userId, companyId),
        isNotNull(conversationThreads.lastMessageAt),
        after
          ? olderThan(conversationThreads.lastMessageAt, conversationThreads.id, after)
          : undefined,
      ),
    )
    .orderBy(desc(conversationThreads.lastMessageAt), desc(conversationThreads.id))
    .limit(limit + 1);
}

export async function findThreadView(db: Executor, threadId: string) {
  const [row] = await selectThreadViews(db, {}).where(eq(conversationThreads.id, threadId));
  return row;
}

export async function findThread(db: Executor, threadId: string, forUpdate = false) {
  const query = db.select().from(conversationThreads).where(eq(conversationThreads.id, threadId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The thread of (buyer, company, subject), created when there is none yet. */
export async function findOrCreateThread(
  db: Executor,
  values: {
    buyerId: string;
    companyId: string;
    subjectKey: string;
    productId?: string | null;
    orderId?: string | null;
  },
) {
  const [inserted] = await db
    .insert(conversationThreads)
    .values(values)
    .onConflictDoNothing({
      target: [
        conversationThreads.buyerId,
        conversationThreads.companyId,
        conversationThreads.subjectKey,
      ],
    })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(conversationThreads)
    .where(
      and(
        eq(conversationThreads.buyerId, values.buyerId),
        eq(conversationThreads.companyId, values.companyId),
        eq(conversationThreads.subjectKey, values.subjectKey),
      ),
    );
  return existing!;
}

export async function updateThread(
  db: Executor,
  threadId: string,
  values: Partial<typeof conversationThreads.$inferInsert>,
) {
  await db.update(conversationThreads).set(values).where(eq(conversationThreads.id, threadId));
}

export async function insertMessage(
  db: Executor,
  values: typeof conversationMessages.$inferInsert,
) {
  const [row] = await db.insert(conversationMessages).values(values).returning();
  return row!;
}

/** The latest messages of a thread, oldest first. */
export async function listMessages(db: Executor, threadId: string, limit: number) {
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.threadId, threadId))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** How many messages a person has written since a point in time (the per-sender limit). */
export async function countMessagesSince(db: Executor, senderId: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.senderId, senderId), gte(conversationMessages.createdAt, since)),
    );
  return row?.count ?? 0;
}

/** Threads with a message the person has not read: as the buyer, and as their company. */
export async function countUnreadThreads(db: Executor, userId: string, companyId: string | null) {
  const t = conversationThreads;
  const asBuyer = sql`(${t.buyerId} = ${userId} and (${t.buyerReadAt} is null or ${t.lastMessageAt} > ${t.buyerReadAt}))`;
  const asMaker = companyId
    ? sql`(${t.companyId} = ${companyId} and (${t.makerReadAt} is null or ${t.lastMessageAt} > ${t.makerReadAt}))`
    : sql`false`;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(t)
    .where(and(isNotNull(t.lastMessageAt), sql`(${asBuyer} or ${asMaker})`));
  return row?.count ?? 0;
}

export async function findCompany(db: Executor, companyId: string) {
  const [row] = await db
    .select({ id: companies.id, ownerId: companies.ownerId, name: companies.shortName })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row;
}

export async function findProductOwner(db: Executor, productId: string) {
  const [row] = await db
    .select({ id: products.id, companyId: products.companyId })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

export async function findOrderParties(db: Executor, orderId: string) {
  const [row] = await db
    .select({ id: orders.id, buyerId: orders.buyerId, companyId: orders.companyId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}

/** Who gets the mail for a side: the buyer, or the company's owner. */
export async function findRecipient(db: Executor, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      username: users.username,
      locale: users.locale,
      status: users.status,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** A message with its thread's participants (moderation reads it whoever asks). */
export async function findMessage(db: Executor, messageId: string) {
  const [row] = await db
    .select({
      message: conversationMessages,
      buyerId: conversationThreads.buyerId,
      companyId: conversationThreads.companyId,
    })
    .from(conversationMessages)
    .innerJoin(conversationThreads, eq(conversationThreads.id, conversationMessages.threadId))
    .where(eq(conversationMessages.id, messageId))
    .limit(1);
  return row;
}

/** Removes a message by moderation; undefined when it is removed already or does not exist. */
export async function hideMessage(db: Executor, messageId: string) {
  const [row] = await db
    .update(conversationMessages)
    .set({ hiddenAt: sql`now()` })
    .where(and(eq(conversationMessages.id, messageId), isNull(conversationMessages.hiddenAt)))
    .returning();
  return row;
}
