/** What the AutoPay tests (the adapter's, and against the emulator) build their requests from. */
import type { StartRequest } from '../operator.js';
import { TEST_BUYER } from '../sandbox/fixtures.js';

export const FORM = 'application/x-www-form-urlencoded';

export function startRequest(paymentId: string, amount: number): StartRequest {
  return {
    paymentId,
    amount,
    currency: 'PLN',
    description: 'Kramik order & more',
    buyer: TEST_BUYER,
    lines: [{ name: 'Bowl', unitAmount: amount, quantity: 1 }],
    notifyUrl: 'http://localhost/api/payments/notify/autopay',
    returnUrl: 'http://localhost/payment/return/autopay',
    cancelUrl: 'http://localhost/payment/return/autopay',
  };
}

export const inbound = (body: string) => ({ rawBody: Buffer.from(body, 'utf8'), headers: {} });
export const decodeItn = (body: string) =>
  Buffer.from(new URLSearchParams(body).get('transactions')!, 'base64').toString('utf8');
