/**
 * The payment operators by name: what payments asks of each, whatever its protocol. Each entry
 * resolves its own credentials and hands the call to its adapter, which speaks the operator's
 * protocol (integrations.md); the services never branch on an operator's name.
 */
import { eq } from 'drizzle-orm';
import { refunds, type payments } from '../../db/schema/index.js';
import {
  OPERATORS,
  type AutopayCredentials,
  type InboundNotification,
  type OperatorName,
  type PaymentEvent,
  type PaypalCredentials,
  type PayuCredentials,
  type RefundResult,
  type StartedPayment,
  type StartRequest,
} from './operator.js';
import { autopayCredentials, paypalCredentials, payuCredentials } from './operator-settings.js';
import {
  applyEvent,
  capturePaypal,
  handleAutopayItn,
  handlePaypalWebhook,
  handlePayuNotification,
  type NotifyAnswer,
} from './notifications.js';
import type { PaymentsDeps } from './payments.deps.js';

type PaymentRow = typeof payments.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

export interface PaymentOperator<Credentials> {
  /** The credentials a payment is made with (AutoPay: its maker's service); null when unusable. */
  credentials(deps: PaymentsDeps, companyId: string | null): Promise<Credentials | null>;
  /** Asks for the hosted payment page the buyer's window opens. */
  start(deps: PaymentsDeps, request: StartRequest, creds: Credentials): Promise<StartedPayment>;
  /**
   * Verifies a notification over its raw bytes (a `NotificationRejected` changes nothing), applies
   * what it reports and answers what the operator expects.
   */
  verifyNotification(deps: PaymentsDeps, inbound: InboundNotification): Promise<NotifyAnswer>;
  /**
   * Asks the operator about a payment and applies its answer as an event; true when that moved
   * the payment. Absent when the operator has no status query (AutoPay: its ITN retries cover it).
   */
  fetchStatus?(deps: PaymentsDeps, payment: PaymentRow, creds: Credentials): Promise<boolean>;
  /** Sends a requested refund (its id is the idempotency key); null when it must wait. */
  refund(
    deps: PaymentsDeps,
    refund: RefundRow,
    payment: PaymentRow,
    creds: Credentials,
  ): Promise<RefundResult | null>;
}

/** Applies an operator's answer about a payment as an event; true when it moved the payment. */
async function applyReconciled(
  deps: PaymentsDeps,
  operator: OperatorName,
  payment: PaymentRow,
  status: Pick<PaymentEvent, 'paymentRef' | 'status' | 'amount' | 'currency' | 'captureId'>,
  eventKey: string,
) {
  const event: PaymentEvent = {
    paymentRef: status.paymentRef ?? payment.id,
    operatorPaymentId: payment.operatorPaymentId!,
    status: status.status,
    amount: status.amount,
    currency: status.currency,
    eventKey,
    ...(status.captureId === undefined ? {} : { captureId: status.captureId }),
  };
  return (await applyEvent(deps, operator, event, JSON.stringify(status))) === 'applied';
}

const payu: PaymentOperator<PayuCredentials> = {
  credentials: (deps) => payuCredentials(deps),
  start: (deps, request, creds) => deps.adapters.payu.start(request, creds),
  verifyNotification: handlePayuNotification,
  async fetchStatus(deps, payment, creds) {
    const status = await deps.adapters.payu.fetchStatus(payment.operatorPaymentId!, creds);
    const eventKey = `${payment.operatorPaymentId}:${status.status.toUpperCase()}:reconciled`;
    return applyReconciled(deps, 'payu', payment, status, eventKey);
  },
  refund: (deps, refund, payment, creds) =>
    deps.adapters.payu.refund(
      payment.operatorPaymentId!,
      { amount: refund.amount, refundRef: refund.id, description: 'Kramik order cancelled' },
      creds,
    ),
};

const paypal: PaymentOperator<PaypalCredentials> = {
  credentials: (deps) => paypalCredentials(deps),
  start: (deps, request, creds) => deps.adapters.paypal.start(request, creds),
  verifyNotification: handlePaypalWebhook,
  async fetchStatus(deps, payment, creds) {
    const status = await deps.adapters.paypal.fetchStatus(payment.operatorPaymentId!, creds);
    if (status.status === 'approved') {
      await capturePaypal(deps, payment.operatorPaymentId!);
      return true;
    }
    if (status.status === 'pending') return false;
    const eventKey = `reconciled:${payment.operatorPaymentId}:${status.status}`;
    return applyReconciled(deps, 'paypal', payment, status, eventKey);
  },
  refund: (deps, refund, payment, creds) =>
    deps.adapters.paypal.refund(
      payment.captureId!,
      { amount: refund.amount, currency: payment.currency, refundRef: refund.id },
      creds,
    ),
};

const autopay: PaymentOperator<AutopayCredentials> = {
  credentials: autopayCredentials,
  start: (deps, request, creds) => Promise.resolve(deps.adapters.autopay.start(request, creds)),
  // The ITN is verified per transaction's owner: its own handler (docs/decisions.md "Payments").
  verifyNotification: handleAutopayItn,
  // AutoPay's refund message is not documented well enough to send (integrations.md): the refund
  // waits for the admin, who makes it in the AutoPay panel; it stays listed until then.
  async refund(deps, refund) {
    await deps.db
      .update(refunds)
      .set({ lastError: 'AutoPay refunds are made in the AutoPay panel', updatedAt: new Date() })
      .where(eq(refunds.id, refund.id));
    return null;
  },
};

export const PAYMENT_OPERATOR_REGISTRY: Record<OperatorName, PaymentOperator<unknown>> = {
  payu,
  paypal,
  autopay,
};

/** The entry of a stored payment's operator; undefined for a name we do not know. */
export function operatorNamed(name: string): PaymentOperator<unknown> | undefined {
  return (OPERATORS as readonly string[]).includes(name)
    ? PAYMENT_OPERATOR_REGISTRY[name as OperatorName]
    : undefined;
}

/** The operators whose status can be asked (reconciliation). */
export const QUERYABLE_OPERATORS = OPERATORS.filter(
  (name) => 'fetchStatus' in PAYMENT_OPERATOR_REGISTRY[name],
);
