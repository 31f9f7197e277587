import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import type { ImageVariants } from './catalog.js';
import { createdAt, id, ref } from './columns.js';
import { orders } from './orders.js';

/** A maker's progress post on an order being made (issue 24): a photo and a line of text. */
export const orderProgressPosts = pgTable(
  'order_progress_posts',
  {
    id: id(),
    orderId: ref('order_id', () => orders.id, 'cascade'),
    authorId: ref('author_id', () => users.id, 'restrict'),
    text: text('text').notNull(),
    /** The photo's WebP widths (width → public URL) and its size. */
    variants: jsonb('variants').$type<ImageVariants>().notNull(),
    original: text('original').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_progress_posts_order_idx').on(t.orderId, t.createdAt)],
);
