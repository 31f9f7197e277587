import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products } from './catalog.js';
import { companies } from './companies.js';
import { orders } from './orders.js';
import { at, createdAt, id, ref } from './columns.js';

/**
 * A maker's scheduled sale (issue 24, docs/decisions.md "Maker sales and coupons"): `percent` off
 * every product of the shop (`allProducts`) or of the products in `sale_products`, from `startsAt`
 * to `endsAt`. The sales worker applies it (the sale price becomes the product's price through a
 * new price period) and restores the regular price at the end.
 */
export const sales = pgTable(
  'sales',
  {
    id: id(),
    companyId: ref('company_id', () => companies.id, 'cascade'),
    percent: integer('percent').notNull(),
    allProducts: boolean('all_products').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** scheduled → running → ended, or cancelled (before or during). */
    status: text('status', { enum: ['scheduled', 'running', 'ended', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sales_company_idx').on(t.companyId, t.startsAt),
    index('sales_due_start_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'scheduled'`),
    index('sales_due_end_idx')
      .on(t.endsAt)
      .where(sql`${t.status} = 'running'`),
    check('sales_percent_check', sql`${t.percent} between 1 and 90`),
    check('sales_dates_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('sales_status_check', sql`${t.status} in ('scheduled', 'running', 'ended', 'cancelled')`),
  ],
);

/** The products a sale of chosen products covers. */
export const saleProducts = pgTable(
  'sale_products',
  {
    saleId: ref('sale_id', () => sales.id, 'cascade'),
    productId: ref('product_id', () => products.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.saleId, t.productId] }),
    index('sale_products_product_idx').on(t.productId),
  ],
);

/**
 * A maker's coupon code: `percent` (1–90) or `amount` (minor units) off the maker's part of a
 * cart. `code` is kept upper-case, unique per maker. `uses` counts the orders holding a use; a
 * checkout takes one with a guarded update (`uses < use_limit`), a cancelled unpaid order gives
 * it back.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    companyId: ref('company_id', () => companies.id, 'cascade'),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['percent', 'amount'] }).notNull(),
    value: integer('value').notNull(),
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    endsAt: at('ends_at'),
    useLimit: integer('use_limit'),
    perBuyerLimit: integer('per_buyer_limit').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_company_code_key').on(t.companyId, t.code),
    check('coupons_kind_check', sql`${t.kind} in ('percent', 'amount')`),
    check(
      'coupons_value_check',
      sql`${t.value} > 0 and (${t.kind} = 'amount' or ${t.value} <= 90)`,
    ),
    check(
      'coupons_uses_check',
      sql`${t.uses} >= 0 and (${t.useLimit} is null or ${t.uses} <= ${t.useLimit})`,
    ),
  ],
);

/** One order's use of a coupon; deleted (and the count given back) when the unpaid order is cancelled. */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: id(),
    couponId: ref('coupon_id', () => coupons.id, 'cascade'),
    userId: ref('user_id', () => users.id, 'cascade'),
    orderId: ref('order_id', () => orders.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_uses_coupon_user_idx').on(t.couponId, t.userId),
    uniqueIndex('coupon_uses_order_key').on(t.orderId),
  ],
);

/** The code a signed-in buyer entered for one maker's part of the cart. */
export const cartCoupons = pgTable(
  'cart_coupons',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    companyId: ref('company_id', () => companies.id, 'cascade'),
    couponId: ref('coupon_id', () => coupons.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] })],
);
