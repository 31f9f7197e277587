import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companies } from './companies.js';
import { orders } from './orders.js';

/**
 * The platform's operator settings (PayU and PayPal collect for the platform; AutoPay's keys are
 * each seller's, in `seller_settings`). Secrets are encrypted at rest (lib/secrets).
 */
export const paymentOperatorSettings = pgTable(
  'payment_operator_settings',
  {
    operator: text('operator').primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    /** Public identifiers: PayU `posId` and `clientId`, PayPal `clientId` and `webhookId`. */
    publicConfig: jsonb('public_config').$type<Record<string, string>>().notNull().default({}),
    /** Encrypted JSON of the secrets: PayU `clientSecret` and `secondKey`, PayPal `clientSecret`. */
    secretsEncrypted: text('secrets_encrypted'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'payment_operator_settings_operator_check',
      sql`${t.operator} in ('payu', 'paypal', 'autopay')`,
    ),
  ],
);

/** One payment attempt at an operator, for one or more orders of one buyer. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operator: text('operator').notNull(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** AutoPay pays one seller: the seller whose keys sign it. Null for platform operators. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('created'),
    /** The operator's id of the payment (PayU orderId, PayPal order id, AutoPay remoteID). */
    operatorPaymentId: text('operator_payment_id'),
    /** PayPal's capture id, needed for refunds. */
    captureId: text('capture_id'),
    redirectUrl: text('redirect_url'),
    capturedAmount: integer('captured_amount').notNull().default(0),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_operator_payment_key')
      .on(t.operator, t.operatorPaymentId)
      .where(sql`${t.operatorPaymentId} is not null`),
    index('payments_buyer_idx').on(t.buyerId, t.createdAt),
    index('payments_pending_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('created', 'pending')`),
    check('payments_operator_check', sql`${t.operator} in ('payu', 'paypal', 'autopay')`),
    check(
      'payments_status_check',
      sql`${t.status} in ('created', 'pending', 'paid', 'failed', 'cancelled', 'refunded')`,
    ),
    check(
      'payments_amounts_check',
      sql`${t.amount} > 0 and ${t.capturedAmount} >= 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.capturedAmount}`,
    ),
  ],
);

/** Which orders a payment pays, and how much of it each one is. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.orderId] }),
    index('payment_orders_order_idx').on(t.orderId),
  ],
);

/**
 * Every inbound notification, recorded before it changes anything; the unique event key makes a
 * repeated notification a no-op.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operator: text('operator').notNull(),
    eventKey: text('event_key').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    status: text('status').notNull(),
    amount: integer('amount'),
    currency: text('currency'),
    rawBody: text('raw_body').notNull(),
    /** What handling it did: applied, duplicate, ignored (state would go back), mismatch, unknown. */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_notifications_event_key').on(t.operator, t.eventKey),
    index('payment_notifications_payment_idx').on(t.paymentId),
  ],
);

/**
 * The money ledger (PRODUCT.md "Commission and money"): per paid order the buyer's payment, the
 * platform's commission and the amount due to the seller; refunds reverse them.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    /** Signed minor units: refunds and their reversals are negative. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_order_kind_key').on(t.orderId, t.kind),
    index('ledger_entries_company_idx').on(t.companyId, t.createdAt),
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} in ('buyer_payment', 'commission', 'seller_due', 'refund', 'commission_reversal', 'seller_due_reversal')`,
    ),
  ],
);

/** Refunds sent to an operator: one per cancelled paid order, never more than captured. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('requested'),
    operatorRefundId: text('operator_refund_id'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_status_check', sql`${t.status} in ('requested', 'pending', 'done', 'failed')`),
  ],
);

/**
 * The sandbox emulators' own state (emulator mode only): what the "operator" knows about each
 * payment and the notifications it still has to deliver, so that a restart of our server (which
 * also hosts the emulators) loses nothing, as a real operator would not.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    operator: text('operator').notNull(),
    id: text('id').notNull(),
    status: text('status').notNull(),
    /** The request as the operator received it, and whatever the emulator keeps about it. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operator, t.id] })],
);

/** Notifications an emulator sends to our notify endpoints, retried until answered like the real one wants. */
export const sandboxDeliveries = pgTable(
  'sandbox_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operator: text('operator').notNull(),
    url: text('url').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
