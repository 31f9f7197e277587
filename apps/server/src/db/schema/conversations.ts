import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products } from './catalog.js';
import { at, createdAt, id, optionalRef, ref } from './columns.js';
import { companies } from './companies.js';
import { orders } from './orders.js';

/**
 * A conversation between a buyer and a maker's company, about a product, an order or nothing in
 * particular: one thread per (buyer, company, subject). `subject_key` (`none`, `product:<id>`,
 * `order:<id>`) keeps the thread unique even after its product or order is deleted (the reference
 * becomes null, the key stays). Each side's read mark, block and last notification mail live on
 * the thread, so the lists and the unread count read one row per thread.
 */
export const conversationThreads = pgTable(
  'conversation_threads',
  {
    id: id(),
    buyerId: ref('buyer_id', () => users.id, 'cascade'),
    companyId: ref('company_id', () => companies.id, 'cascade'),
    subjectKey: text('subject_key').notNull(),
    productId: optionalRef('product_id', () => products.id, 'set null'),
    orderId: optionalRef('order_id', () => orders.id, 'set null'),
    /** When the last message was written; null while the thread has none (hidden from lists). */
    lastMessageAt: at('last_message_at'),
    buyerReadAt: at('buyer_read_at'),
    makerReadAt: at('maker_read_at'),
    /** The buyer blocked the maker (the maker cannot write), and the other way round. */
    buyerBlockedAt: at('buyer_blocked_at'),
    makerBlockedAt: at('maker_blocked_at'),
    /** The last new-message mail to each side (at most one per 15 minutes while unread). */
    buyerMailedAt: at('buyer_mailed_at'),
    makerMailedAt: at('maker_mailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversation_threads_subject_key').on(t.buyerId, t.companyId, t.subjectKey),
    index('conversation_threads_buyer_idx').on(t.buyerId, t.lastMessageAt),
    index('conversation_threads_company_idx').on(t.companyId, t.lastMessageAt),
    check(
      'conversation_threads_subject_check',
      sql`${t.subjectKey} = 'none' or ${t.subjectKey} like 'product:%' or ${t.subjectKey} like 'order:%'`,
    ),
  ],
);

/** One message of a thread: plain text, written by the buyer or by the maker's side. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    threadId: ref('thread_id', () => conversationThreads.id, 'cascade'),
    senderId: optionalRef('sender_id', () => users.id, 'set null'),
    senderSide: text('sender_side', { enum: ['buyer', 'maker'] }).notNull(),
    body: text('body').notNull(),
    /**
     * An administrator removed the message (issue 20): both participants see a "removed by
     * moderation" line instead of the body, which is kept for the moderation record.
     */
    hiddenAt: at('hidden_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.threadId, t.createdAt),
    index('conversation_messages_sender_idx').on(t.senderId, t.createdAt),
    check('conversation_messages_side_check', sql`${t.senderSide} in ('buyer', 'maker')`),
  ],
);
