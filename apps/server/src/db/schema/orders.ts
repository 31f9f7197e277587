import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { products } from './catalog.js';
import { companies, courierPricing } from './companies.js';
import { shops } from './shops.js';
import { at, atNow, createdAt, id, optionalRef, ref, timestamps } from './columns.js';

/** A logged-in buyer's cart: one line per product (a visitor's cart lives in the browser). */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    productId: ref('product_id', () => products.id, 'cascade'),
    quantity: integer('quantity').notNull(),
    addedAt: atNow('added_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/** Snapshots kept on the order: later edits of the account or shop do not rewrite history. */
export interface StoredAddress {
  street: string;
  city: string;
  postalCode: string;
  region: string;
  country: string;
  /** The parcel's recipient and their phone (issue 22); absent on older orders. */
  recipientName?: string;
  phone?: string;
}
export interface StoredInvoice {
  companyName: string;
  taxId: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
}
export interface StoredShop {
  title: string;
  street: string;
  city: string;
  postalCode: string;
  country: string;
}

export const ORDER_STATUS_SQL = `'awaiting_payment', 'paid', 'in_progress', 'shipped', 'ready_for_pickup', 'delivered', 'picked_up', 'completed', 'cancelled'`;

/** One maker's part of a checkout (PRODUCT.md "Orders"); amounts in minor units. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    number: text('number').notNull().unique(),
    checkoutId: uuid('checkout_id').notNull(),
    buyerId: ref('buyer_id', () => users.id, 'restrict'),
    companyId: ref('company_id', () => companies.id, 'restrict'),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    paymentType: text('payment_type').notNull(),
    currency: text('currency').notNull(),
    itemsAmount: integer('items_amount').notNull(),
    deliveryAmount: integer('delivery_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    paidAmount: integer('paid_amount').notNull().default(0),
    /** The commission rate when the order was placed, in basis points (800 = 8 %). */
    commissionBasisPoints: integer('commission_basis_points').notNull(),
    commissionAmount: integer('commission_amount').notNull(),
    receivingMethod: text('receiving_method').notNull(),
    carrier: text('carrier'),
    courierPricingId: optionalRef('courier_pricing_id', () => courierPricing.id, 'set null'),
    pointCode: text('point_code'),
    /** The chosen point as the carrier named it when the order was placed (issue 19). */
    pointName: text('point_name'),
    pointAddress: text('point_address'),
    shopId: optionalRef('shop_id', () => shops.id, 'set null'),
    shop: jsonb('shop').$type<StoredShop>(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    invoice: jsonb('invoice').$type<StoredInvoice>(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    country: text('country').notNull(),
    trackingCarrier: text('tracking_carrier'),
    trackingNumber: text('tracking_number'),
    paymentDueAt: at('payment_due_at'),
    paidAt: at('paid_at'),
    /** A maker's coupon taken off the items (issue 24): its code then, and the amount off. */
    couponCode: text('coupon_code'),
    discountAmount: integer('discount_amount').notNull().default(0),
    /** The day the maker must ship by, fixed at checkout (issue 24); null on older orders. */
    shipBy: date('ship_by', { mode: 'string' }),
    ...timestamps(),
  },
  (t) => [
    // Overdue orders (ship-by passed, not shipped) for the maker's and the admin's filters.
    index('orders_ship_by_open_idx')
      .on(t.shipBy, t.companyId)
      .where(sql`${t.status} in ('paid', 'in_progress') and ${t.shipBy} is not null`),
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt, t.id),
    index('orders_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_checkout_idx').on(t.checkoutId),
    index('orders_unpaid_due_idx')
      .on(t.paymentDueAt)
      .where(sql`${t.status} = 'awaiting_payment'`),
    // A maker's orders still to ship (their dashboard): few of all their orders.
    index('orders_to_ship_idx')
      .on(t.companyId)
      .where(sql`${t.status} in ('paid', 'in_progress')`),
    check('orders_status_check', sql.raw(`status in (${ORDER_STATUS_SQL})`)),
    check(
      'orders_payment_status_check',
      sql`${t.paymentStatus} in ('none', 'pending', 'paid', 'failed', 'cancelled', 'refunded')`,
    ),
    check('orders_payment_type_check', sql`${t.paymentType} in ('online', 'cod')`),
    check('orders_receiving_check', sql`${t.receivingMethod} in ('delivery', 'pickup')`),
    check(
      'orders_amounts_check',
      sql`${t.itemsAmount} >= 0 and ${t.deliveryAmount} >= 0 and ${t.discountAmount} >= 0 and ${t.discountAmount} <= ${t.itemsAmount} and ${t.totalAmount} = ${t.itemsAmount} - ${t.discountAmount} + ${t.deliveryAmount} and ${t.paidAmount} >= 0 and ${t.paidAmount} <= ${t.totalAmount}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: ref('order_id', () => orders.id, 'cascade'),
    productId: optionalRef('product_id', () => products.id, 'set null'),
    name: text('name').notNull(),
    image: text('image'),
    unitAmount: integer('unit_amount').notNull(),
    quantity: integer('quantity').notNull(),
    lineAmount: integer('line_amount').notNull(),
    /**
     * Ordered as made to order: no unit came off the shelf, so a cancellation puts none back,
     * whatever the product has become since.
     */
    madeToOrder: boolean('made_to_order').notNull().default(false),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    check(
      'order_items_amounts_check',
      sql`${t.quantity} > 0 and ${t.unitAmount} >= 0 and ${t.lineAmount} = ${t.unitAmount} * ${t.quantity}`,
    ),
  ],
);

/** Every status change with its time and actor (PRODUCT.md "Orders"). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: ref('order_id', () => orders.id, 'cascade'),
    status: text('status').notNull(),
    actorRole: text('actor_role').notNull(),
    actorId: optionalRef('actor_id', () => users.id, 'set null'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.createdAt),
    check(
      'order_events_actor_check',
      sql`${t.actorRole} in ('buyer', 'seller', 'admin', 'system')`,
    ),
  ],
);

/**
 * Placed checkouts by `Idempotency-Key`: a retry or a double click with the same key gets the
 * first answer again instead of a second set of orders.
 */
export const checkoutRequests = pgTable(
  'checkout_requests',
  {
    userId: ref('user_id', () => users.id, 'cascade'),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    checkoutId: uuid('checkout_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.idempotencyKey] }),
    uniqueIndex('checkout_requests_checkout_key').on(t.checkoutId),
  ],
);
