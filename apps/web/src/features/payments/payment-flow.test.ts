import { describe, expect, it, vi } from 'vitest';
import type { PayableOrder, PaymentOptions } from '@kramik/contract';
import {
  hasNoChoice,
  openPaymentWindow,
  parseOrderIds,
  PAYMENT_WINDOW_NAME,
  paymentChoices,
  resultPath,
  returnedPaymentId,
  returnState,
  selectionPath,
} from './payment-flow';
import { eur, fakeWindow, uuid } from '../../testing/fixtures';

const A = uuid(1);
const B = uuid(2);
const PAYMENT = '0b7f5a52-3a2e-4f2e-9c55-5b8e0f6f1a10';

function order(id: string, autopay: boolean): PayableOrder {
  return {
    _id: id,
    number: `KR-${id.slice(0, 4)}`,
    seller: { _id: `s-${id}`, shortName: 'Modra Glina' },
    total: eur(5_000),
    autopay,
  };
}

function options(orders: PayableOrder[], operators: PaymentOptions['operators']): PaymentOptions {
  return { orders, total: eur(5_000 * orders.length), operators };
}

describe('paymentChoices', () => {
  it('offers PayU and PayPal for all orders and AutoPay only for the orders of makers who have it', () => {
    const choices = paymentChoices(options([order(A, true), order(B, false)], ['payu', 'paypal']));
    expect(choices.all).toEqual(['payu', 'paypal']);
    expect(choices.autopay.map((o) => o._id)).toEqual([A]);
  });

  it('offers only the operators the server listed', () => {
    const choices = paymentChoices(options([order(A, false)], ['paypal']));
    expect(choices).toEqual({ all: ['paypal'], autopay: [] });
    expect(hasNoChoice(choices)).toBe(false);
  });

  it('offers AutoPay alone when the platform operators are off', () => {
    const choices = paymentChoices(options([order(A, true)], []));
    expect(choices.all).toEqual([]);
    expect(choices.autopay).toHaveLength(1);
    expect(hasNoChoice(choices)).toBe(false);
  });

  it('offers nothing when no order is left to pay or nobody can pay', () => {
    expect(hasNoChoice(paymentChoices(options([], ['payu', 'paypal'])))).toBe(true);
    expect(hasNoChoice(paymentChoices(options([order(A, false)], [])))).toBe(true);
  });
});

describe('resultPath', () => {
  const payment = (status: 'created' | 'pending' | 'paid' | 'failed' | 'cancelled', ids = [A]) => ({
    _id: PAYMENT,
    status,
    orders: ids.map((id) => ({ _id: id, number: 'KR-1', status: 'awaiting_payment' })),
  });

  it('keeps waiting while the payment has no result', () => {
    expect(resultPath(payment('created'), [A])).toBeNull();
    expect(resultPath(payment('pending'), [A])).toBeNull();
  });

  it('goes to the success page once paid', () => {
    expect(resultPath(payment('paid'), [A])).toBe(`/payment/success?payment=${PAYMENT}`);
  });

  it('carries the orders this payment left unpaid to the success page', () => {
    expect(resultPath(payment('paid', [A]), [A, B])).toBe(
      `/payment/success?payment=${PAYMENT}&orders=${B}`,
    );
  });

  it('goes to the cancelled page with the orders when cancelled or failed', () => {
    for (const status of ['cancelled', 'failed'] as const) {
      expect(resultPath(payment(status), [A, B])).toBe(
        `/payment/cancelled?payment=${PAYMENT}&orders=${A},${B}`,
      );
    }
  });
});

describe('openPaymentWindow', () => {
  it('opens an empty named window at once and sends it to the operator later', () => {
    const win = fakeWindow();
    const open = vi.fn(() => win as unknown as Window);
    const paymentWindow = openPaymentWindow(open, 'Preparing your payment…');
    expect(open).toHaveBeenCalledWith('', PAYMENT_WINDOW_NAME);
    expect(paymentWindow.blocked).toBe(false);
    expect(win.document.body.textContent).toBe('Preparing your payment…');
    paymentWindow.go('https://sandbox.example/pay/1');
    expect(win.location.href).toBe('https://sandbox.example/pay/1');
  });

  it('closes the window when the payment could not start', () => {
    const win = fakeWindow();
    openPaymentWindow(() => win as unknown as Window).close();
    expect(win.close).toHaveBeenCalled();
  });

  it('reports a blocked window when the browser answers null or throws', () => {
    const blocked = openPaymentWindow(() => null);
    expect(blocked.blocked).toBe(true);
    expect(() => blocked.go('https://sandbox.example/pay/1')).not.toThrow();
    expect(
      openPaymentWindow(() => {
        throw new Error('blocked');
      }).blocked,
    ).toBe(true);
  });
});

describe('addresses', () => {
  it('reads the order ids of the query without blanks or repeats', () => {
    expect(parseOrderIds(`${A}, ${B},,${A}`)).toEqual([A, B]);
    expect(parseOrderIds(null)).toEqual([]);
  });

  it('builds the selection address, with the payment for the waiting state', () => {
    expect(selectionPath([A, B])).toBe(`/payment-selection?orders=${A},${B}`);
    expect(selectionPath([A], PAYMENT)).toBe(`/payment-selection?orders=${A}&payment=${PAYMENT}`);
  });

  it('finds the payment of a return address: ours, or AutoPay OrderID', () => {
    expect(returnedPaymentId(new URLSearchParams(`payment=${PAYMENT}&cancelled=1`))).toBe(PAYMENT);
    const orderId = PAYMENT.replace(/-/g, '');
    expect(returnedPaymentId(new URLSearchParams(`ServiceID=1&OrderID=${orderId}&Hash=abc`))).toBe(
      PAYMENT,
    );
    expect(returnedPaymentId(new URLSearchParams('payment=../../x'))).toBeNull();
  });
});

describe('returnState', () => {
  it('says paid only once our record says so', () => {
    expect(returnState(false, 'pending', false)).toBe('checking');
    expect(returnState(false, 'paid', false)).toBe('paid');
  });

  it("takes the operator's cancel at its word, but a late paid record wins", () => {
    expect(returnState(true, 'pending', false)).toBe('cancelled');
    expect(returnState(true, 'paid', false)).toBe('paid');
    expect(returnState(false, 'failed', false)).toBe('failed');
  });

  it('stops checking after a while without an answer', () => {
    expect(returnState(false, undefined, true)).toBe('unknown');
    expect(returnState(false, 'pending', true)).toBe('unknown');
  });
});
