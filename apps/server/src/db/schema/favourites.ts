import { boolean, date, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products } from './catalog.js';
import { companies } from './companies.js';
import { at, createdAt, ref } from './columns.js';

/**
 * A signed-in buyer's favourite pieces (issue 24), one row per pair; visitors keep theirs in the
 * browser until they sign in. The product-side index keeps the maker's favourites count an
 * index-only count.
 */
export const favouriteProducts = pgTable(
  'favourite_products',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    productId: ref('product_id', () => products.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favourite_products_user_created_idx').on(t.userId, t.createdAt, t.productId),
    index('favourite_products_product_idx').on(t.productId),
  ],
);

/** The makers a buyer follows (issue 24): their new pieces and sales come in a weekly digest. */
export const followedMakers = pgTable(
  'followed_makers',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    companyId: ref('company_id', () => companies.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('followed_makers_user_created_idx').on(t.userId, t.createdAt, t.companyId),
    index('followed_makers_company_idx').on(t.companyId),
  ],
);

/**
 * A follower's weekly digest: whether they turned it off, and the week (its Monday, UTC) of the
 * last digest written, so a week's digest is never sent twice. No row: on, never sent.
 */
export const followerDigests = pgTable('follower_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  optedOut: boolean('opted_out').notNull().default(false),
  lastWeek: date('last_week', { mode: 'string' }),
  lastSentAt: at('last_sent_at'),
});
