import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, SELLER_TRANSITIONS } from '@kramik/contract';
import {
  ordersOfCheckout,
  paymentTone,
  placedCandidates,
  statusActions,
  statusTone,
} from './order-status';

describe('statusActions', () => {
  it('asks for the carrier and tracking number to ship, and confirms cancelling, last', () => {
    expect(statusActions(['shipped', 'ready_for_pickup', 'cancelled'])).toEqual([
      { status: 'shipped', kind: 'ship' },
      { status: 'ready_for_pickup', kind: 'direct' },
      { status: 'cancelled', kind: 'cancel' },
    ]);
  });

  it('puts cancelling last wherever the server lists it', () => {
    expect(statusActions(['cancelled', 'in_progress']).map((a) => a.status)).toEqual([
      'in_progress',
      'cancelled',
    ]);
  });

  it('offers nothing for a finished order', () => {
    expect(statusActions([])).toEqual([]);
  });

  it('has one button for every move a seller may make', () => {
    for (const status of ORDER_STATUSES) {
      const next = SELLER_TRANSITIONS[status];
      expect(
        statusActions(next)
          .map((a) => a.status)
          .sort(),
      ).toEqual([...next].sort());
    }
  });
});

describe('tones', () => {
  it('marks what waits for the seller apart from what is done or stopped', () => {
    expect(statusTone('paid')).toBe('todo');
    expect(statusTone('shipped')).toBe('moving');
    expect(statusTone('completed')).toBe('done');
    expect(statusTone('cancelled')).toBe('stopped');
    expect(paymentTone('paid')).toBe('done');
    expect(paymentTone('failed')).toBe('stopped');
  });
});

describe('ordersOfCheckout', () => {
  it('keeps the loaded orders of that checkout, in list order', () => {
    const orders = [
      { _id: 'a', checkoutId: 'c2' },
      undefined,
      { _id: 'b', checkoutId: 'c1' },
      { _id: 'c', checkoutId: 'c2' },
    ];
    expect(ordersOfCheckout(orders, 'c2').map((o) => o._id)).toEqual(['a', 'c']);
    expect(ordersOfCheckout(orders, 'c9')).toEqual([]);
  });
});

describe('placedCandidates', () => {
  it('keeps the newest orders placed close to the newest one', () => {
    const orders = [
      { _id: 'a', createdAt: '2026-05-02T10:00:00.000Z' },
      { _id: 'b', createdAt: '2026-05-02T10:00:00.000Z' },
      { _id: 'c', createdAt: '2026-05-02T09:50:00.000Z' },
      { _id: 'd', createdAt: '2026-05-01T08:00:00.000Z' },
    ];
    expect(placedCandidates(orders).map((o) => o._id)).toEqual(['a', 'b', 'c']);
    expect(placedCandidates([])).toEqual([]);
  });

  it('reads at most ten', () => {
    const orders = Array.from({ length: 25 }, (_, i) => ({
      _id: String(i),
      createdAt: '2026-05-02T10:00:00.000Z',
    }));
    expect(placedCandidates(orders)).toHaveLength(10);
  });
});
