/**
 * Paying: the orders a buyer can pay and with which operators, and the start of a payment.
 * Operators' notifications are applied in notifications.ts, stale payments asked about in
 * reconciliation.ts, refunds sent in refunds.ts, the ledger read in ledger.ts.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  Payment,
  PaymentAttemptStatus,
  PaymentOptions,
  StartPaymentInput,
} from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import {
  companies,
  orderItems,
  orders,
  paymentOrders,
  payments,
  sellerSettings,
  users,
} from '../../db/schema/index.js';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors.js';
import type { SignedInContext } from '../../plugins/context.js';
import * as orderLifecycle from '../orders/order-lifecycle.js';
import { OperatorError, type OperatorName } from './operator.js';
import { PAYMENT_OPERATOR_REGISTRY } from './operator-registry.js';
import { settingsOf } from './operator-settings.js';
import type { PaymentsDeps } from './payments.deps.js';

// The ledger's entry point for a paid order (the demo marketplace's past orders use it too).
export { recordOrderPaid, type PaidOrder } from './ledger.js';
// The payments' part of the dashboards.
export { commissionFigures, makerBalance } from './payouts.js';

/** What the buyer's payment services take: the module's collaborators with the buyer's context. */
export type PaymentsCaller = PaymentsDeps & SignedInContext;

/** The buyer's orders of the list that still await an online payment. */
async function payableOrders(db: Executor, buyerId: string, ids: string[]) {
  return db
    .select({
      order: orders,
      shortName: companies.shortName,
      autopayIdShop: sellerSettings.autopayIdShop,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(sellerSettings, eq(sellerSettings.companyId, orders.companyId))
    .where(
      and(
        inArray(orders.id, ids),
        eq(orders.buyerId, buyerId),
        eq(orders.status, 'awaiting_payment'),
        eq(orders.paymentType, 'online'),
      ),
    )
    .orderBy(asc(orders.number));
}

export async function paymentOptions(ctx: PaymentsCaller, ids: string[]): Promise<PaymentOptions> {
  const { auth } = ctx;
  const rows = await payableOrders(ctx.db, auth.user._id, ids);
  const currency = rows[0]?.order.currency ?? 'EUR';
  const autopayAllowed = (await settingsOf(ctx.db, 'autopay'))?.enabled ?? true;
  // The platform's operators (AutoPay is each maker's, listed per order).
  const operators: ('payu' | 'paypal')[] = [];
  for (const name of ['payu', 'paypal'] as const) {
    if (rows.length > 0 && (await PAYMENT_OPERATOR_REGISTRY[name].credentials(ctx, null)))
      operators.push(name);
  }
  return {
    orders: rows.map((r) => ({
      _id: r.order.id,
      number: r.order.number,
      seller: { _id: r.order.companyId, shortName: r.shortName },
      total: { amount: r.order.totalAmount, currency: r.order.currency },
      autopay: autopayAllowed && Boolean(r.autopayIdShop),
    })),
    total: { amount: rows.reduce((sum, r) => sum + r.order.totalAmount, 0), currency },
    operators,
  };
}

function toPayment(
  row: typeof payments.$inferSelect,
  paid: { id: string; number: string; status: string }[],
): Payment {
  return {
    _id: row.id,
    operator: row.operator as OperatorName,
    status: row.status as PaymentAttemptStatus,
    amount: { amount: row.amount, currency: row.currency },
    redirectUrl: row.redirectUrl,
    orders: paid.map((o) => ({ _id: o.id, number: o.number, status: o.status })),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getPayment(ctx: PaymentsCaller, id: string) {
  const { auth } = ctx;
  const [row] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.buyerId, auth.user._id)));
  if (!row) throw new NotFoundError();
  const paid = await ctx.db
    .select({ id: orders.id, number: orders.number, status: orders.status })
    .from(paymentOrders)
    .innerJoin(orders, eq(orders.id, paymentOrders.orderId))
    .where(eq(paymentOrders.paymentId, id))
    .orderBy(asc(orders.number));
  return toPayment(row, paid);
}

/**
 * Starts a payment: recorded first (so a notification can never arrive for an unknown payment),
 * then the operator is asked for its hosted page. PayU and PayPal pay any of the buyer's unpaid
 * orders together; AutoPay pays one order, to its maker's own AutoPay service.
 */
export async function startPayment(
  ctx: PaymentsCaller,
  input: StartPaymentInput,
  client: { ip: string },
): Promise<Payment> {
  const { auth } = ctx;
  const ids = [...new Set(input.orderIds)];
  const rows = await payableOrders(ctx.db, auth.user._id, ids);
  if (rows.length !== ids.length) throw new ConflictError('orderNotPayable', 'ORDER_STATE');
  const sellerIds = new Set(rows.map((r) => r.order.companyId));
  if (input.operator === 'autopay' && sellerIds.size !== 1)
    throw new AppError(409, 'CONFLICT', 'autopayOneMaker');

  // PayU and PayPal collect for the platform; AutoPay for the one maker, with their own service.
  const companyId = input.operator === 'autopay' ? [...sellerIds][0]! : null;
  const operator = PAYMENT_OPERATOR_REGISTRY[input.operator];
  const creds = await operator.credentials(ctx, companyId);
  if (!creds) throw new AppError(409, 'CONFLICT', 'operatorUnavailable');

  const amount = rows.reduce((sum, r) => sum + r.order.totalAmount, 0);
  const currency = rows[0]!.order.currency;
  const payment = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        operator: input.operator,
        buyerId: auth.user._id,
        companyId,
        amount,
        currency,
      })
      .returning();
    await tx
      .insert(paymentOrders)
      .values(
        rows.map((r) => ({ paymentId: row!.id, orderId: r.order.id, amount: r.order.totalAmount })),
      );
    return row!;
  });

  const lines = await ctx.db
    .select({
      name: orderItems.name,
      unitAmount: orderItems.unitAmount,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids));
  const deliveryTotal = rows.reduce((sum, r) => sum + r.order.deliveryAmount, 0);
  if (deliveryTotal > 0) lines.push({ name: 'Delivery', unitAmount: deliveryTotal, quantity: 1 });
  const [buyer] = await ctx.db.select().from(users).where(eq(users.id, auth.user._id));
  const base = ctx.config.publicUrl;
  const request = {
    paymentId: payment.id,
    amount,
    currency,
    description: `Kramik ${rows.map((r) => r.order.number).join(', ')}`,
    buyer: {
      email: buyer!.email,
      firstName: buyer!.firstName,
      lastName: buyer!.lastName,
      locale: ctx.locale,
      ip: client.ip,
    },
    lines,
    notifyUrl: `${base}/api/payments/notify/${input.operator}`,
    returnUrl:
      input.operator === 'paypal'
        ? `${base}/api/payments/paypal/return`
        : `${base}/payment/return/${input.operator}?payment=${payment.id}`,
    cancelUrl:
      input.operator === 'paypal'
        ? `${base}/api/payments/paypal/cancel`
        : `${base}/payment/return/${input.operator}?payment=${payment.id}&cancelled=1`,
  };

  try {
    const started = await operator.start(ctx, request, creds);
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({
          status: 'pending',
          operatorPaymentId: started.operatorPaymentId,
          redirectUrl: started.redirectUrl,
          updatedAt: new Date(),
        })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'created')));
      await orderLifecycle.markPaymentPending(tx, ids);
    });
  } catch (error) {
    await ctx.db
      .update(payments)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(eq(payments.id, payment.id));
    if (error instanceof OperatorError) throw new AppError(502, 'BAD_GATEWAY', 'operatorFailed');
    throw error;
  }
  return getPayment(ctx, payment.id);
}
