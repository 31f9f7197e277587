import type { OrderStatus, PaymentStatus } from '@kramik/contract';

/** How a status move is asked for: at once, through the shipping form, or after a confirmation. */
export type StatusActionKind = 'direct' | 'ship' | 'cancel';

export interface StatusAction {
  status: OrderStatus;
  kind: StatusActionKind;
}

/** The tone of a status pill: where the order stands for the person who has to act on it. */
export type Tone = 'waiting' | 'todo' | 'moving' | 'done' | 'stopped';

const STATUS_TONES: Record<OrderStatus, Tone> = {
  awaiting_payment: 'waiting',
  paid: 'todo',
  in_progress: 'todo',
  shipped: 'moving',
  ready_for_pickup: 'moving',
  delivered: 'done',
  picked_up: 'done',
  completed: 'done',
  cancelled: 'stopped',
};

const PAYMENT_TONES: Record<PaymentStatus, Tone> = {
  none: 'waiting',
  pending: 'waiting',
  paid: 'done',
  failed: 'stopped',
  cancelled: 'stopped',
  refunded: 'moving',
};

export const statusTone = (status: OrderStatus) => STATUS_TONES[status];
export const paymentTone = (status: PaymentStatus) => PAYMENT_TONES[status];

/**
 * The buttons for the moves the server allows now (`nextStatuses`), the way forward first and
 * cancelling last; "shipped" needs the carrier and tracking number, cancelling a confirmation.
 */
export function statusActions(next: readonly OrderStatus[]): StatusAction[] {
  const forward = next.filter((status) => status !== 'cancelled');
  const actions = forward.map((status): StatusAction => ({
    status,
    kind: status === 'shipped' ? 'ship' : 'direct',
  }));
  if (next.includes('cancelled')) actions.push({ status: 'cancelled', kind: 'cancel' });
  return actions;
}

/** The orders of one checkout among loaded details, in the order they were listed. */
export function ordersOfCheckout<T extends { checkoutId: string }>(
  details: readonly (T | undefined)[],
  checkoutId: string,
): T[] {
  return details.filter((order): order is T => order?.checkoutId === checkoutId);
}

/** At most this many of the newest orders are read to find those of a just-placed checkout. */
export const PLACED_CANDIDATES = 10;
const CHECKOUT_WINDOW_MS = 15 * 60 * 1000;

/**
 * The orders that may belong to the checkout just placed: the newest ones, placed within a few
 * minutes of the newest (one checkout's orders are created together).
 */
export function placedCandidates<T extends { createdAt: string }>(orders: readonly T[]): T[] {
  const newest = orders[0];
  if (!newest) return [];
  const since = Date.parse(newest.createdAt) - CHECKOUT_WINDOW_MS;
  return orders.slice(0, PLACED_CANDIDATES).filter((order) => Date.parse(order.createdAt) >= since);
}
