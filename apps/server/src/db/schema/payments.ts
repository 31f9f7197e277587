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
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { companies } from './companies.js';
import { orders } from './orders.js';
import { at, atNow, createdAt, id, optionalRef, ref, timestamps } from './columns.js';

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
    updatedAt: atNow('updated_at'),
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
    id: id(),
    operator: text('operator').notNull(),
    buyerId: ref('buyer_id', () => users.id, 'restrict'),
    /** AutoPay pays one seller: the seller whose keys sign it. Null for platform operators. */
    companyId: optionalRef('company_id', () => companies.id, 'restrict'),
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
    ...timestamps(),
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
    paymentId: ref('payment_id', () => payments.id, 'cascade'),
    orderId: ref('order_id', () => orders.id, 'restrict'),
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
    id: id(),
    operator: text('operator').notNull(),
    eventKey: text('event_key').notNull(),
    paymentId: optionalRef('payment_id', () => payments.id, 'set null'),
    status: text('status').notNull(),
    amount: integer('amount'),
    currency: text('currency'),
    rawBody: text('raw_body').notNull(),
    /** What handling it did: applied, duplicate, ignored (state would go back), mismatch, unknown. */
    outcome: text('outcome').notNull(),
    receivedAt: atNow('received_at'),
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
    id: id(),
    orderId: ref('order_id', () => orders.id, 'restrict'),
    companyId: ref('company_id', () => companies.id, 'restrict'),
    paymentId: optionalRef('payment_id', () => payments.id, 'restrict'),
    kind: text('kind').notNull(),
    /** Signed minor units: refunds and their reversals are negative. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_entries_order_kind_key').on(t.orderId, t.kind),
    index('ledger_entries_company_idx').on(t.companyId, t.createdAt),
    // The dashboard's and the payouts export's periods over every maker.
    index('ledger_entries_created_idx').on(t.createdAt),
    check(
      'ledger_entries_kind_check',
      sql`${t.kind} in ('buyer_payment', 'commission', 'seller_due', 'refund', 'commission_reversal', 'seller_due_reversal')`,
    ),
  ],
);

/**
 * Money the platform has sent to a maker (recorded by an administrator after the bank transfer):
 * the maker's balance is what the ledger says they are due less these.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: id(),
    companyId: ref('company_id', () => companies.id, 'restrict'),
    /** Minor units, always positive. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The day the transfer was made (the bank's date, no time). */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The bank transfer's reference. */
    reference: text('reference').notNull(),
    recordedBy: optionalRef('recorded_by', () => users.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payouts_company_paid_idx').on(t.companyId, t.paidOn),
    index('payouts_paid_on_idx').on(t.paidOn),
    check('payouts_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Refunds sent to an operator: one per cancelled paid order, never more than captured. */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    paymentId: ref('payment_id', () => payments.id, 'restrict'),
    orderId: ref('order_id', () => orders.id, 'restrict').unique(),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('requested'),
    operatorRefundId: text('operator_refund_id'),
    lastError: text('last_error'),
    ...timestamps(),
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
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.operator, t.id] })],
);

/** Notifications an emulator sends to our notify endpoints, retried until answered like the real one wants. */
export const sandboxDeliveries = pgTable(
  'sandbox_deliveries',
  {
    id: id(),
    operator: text('operator').notNull(),
    url: text('url').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: atNow('next_attempt_at'),
    deliveredAt: at('delivered_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('sandbox_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
