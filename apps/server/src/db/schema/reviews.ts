import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products } from './catalog.js';
import { companies } from './companies.js';
import { orderItems, orders } from './orders.js';
import { at, createdAt, id, ref, timestamps } from './columns.js';

/**
 * A buyer's rating of one received order item (PRODUCT.md "Messages, questions, reviews"): 1–5
 * stars and a comment of at most 60 characters, once per item, with the maker's one public answer.
 * The product's and the maker's rating columns are kept by the same writes.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    orderItemId: ref('order_item_id', () => orderItems.id, 'cascade').unique(),
    productId: ref('product_id', () => products.id, 'cascade'),
    companyId: ref('company_id', () => companies.id, 'cascade'),
    authorId: ref('author_id', () => users.id, 'cascade'),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    answer: text('answer'),
    answeredAt: at('answered_at'),
    /**
     * An administrator hid the review (issue 20): it leaves the product's list and its stars
     * leave the product's and the maker's rating columns, until it is shown again.
     */
    hiddenAt: at('hidden_at'),
    ...timestamps(),
  },
  (t) => [
    index('reviews_product_created_idx').on(t.productId, t.createdAt, t.id),
    index('reviews_author_idx').on(t.authorId),
    index('reviews_company_idx').on(t.companyId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_comment_check', sql`char_length(${t.comment}) <= 60`),
    check(
      'reviews_answer_check',
      sql`(${t.answer} is null) = (${t.answeredAt} is null) and char_length(${t.answer}) <= 1000`,
    ),
  ],
);

/** The orders whose buyer was invited to review them: one invitation per order. */
export const reviewInvitations = pgTable('review_invitations', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
