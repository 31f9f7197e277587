import { describe, expect, it } from 'vitest';
import {
  NotificationRejected,
  type InboundNotification,
  type PayuCredentials,
} from '../operator.js';
import {
  parsePayuSignatureHeader,
  PayuAdapter,
  payuSignature,
  UnsupportedPayuNotification,
  verifyPayuSignature,
} from './payu.adapter.js';
import { PAYU_SANDBOX } from '../sandbox/credentials.js';

/** integrations.md §1's test vector. */
const VECTOR_BODY = '{"order":{"orderId":"LDLW5N7MF4140324GUEST000P01","status":"COMPLETED"}}';
const VECTOR_KEY = 'secondkey123';
const VECTOR_MD5 = '60ad40ab43061261b480a35dd1eab311';

const header = (signature: string, algorithm = 'MD5') =>
  `sender=checkout;signature=${signature};algorithm=${algorithm};content=DOCUMENT`;

/** A complete order notification, signed as PayU signs it. */
function signedNotification(
  order: Record<string, unknown>,
  key = VECTOR_KEY,
  algorithm = 'MD5',
): InboundNotification {
  const body = JSON.stringify({
    order: {
      orderId: 'ORDER1',
      extOrderId: 'pay-1',
      currencyCode: 'PLN',
      totalAmount: '2900',
      status: 'COMPLETED',
      ...order,
    },
  });
  return {
    rawBody: Buffer.from(body),
    headers: { 'openpayu-signature': header(payuSignature(body, key, algorithm), algorithm) },
  };
}

const vectorCreds: PayuCredentials = {
  baseUrl: 'http://unused',
  ...PAYU_SANDBOX,
  secondKey: VECTOR_KEY,
};

describe('PayU signatures', () => {
  it('matches the test vector over a string or the raw bytes', () => {
    expect(payuSignature(VECTOR_BODY, VECTOR_KEY)).toBe(VECTOR_MD5);
    expect(payuSignature(Buffer.from(VECTOR_BODY), VECTOR_KEY, 'md5')).toBe(VECTOR_MD5);
    expect(() =>
      verifyPayuSignature(
        Buffer.from(VECTOR_BODY),
        { 'openpayu-signature': header(VECTOR_MD5) },
        VECTOR_KEY,
      ),
    ).not.toThrow();
  });

  it('parses the header in any order, with spaces, empty parts and unknown keys', () => {
    const expected = { sender: 'checkout', signature: VECTOR_MD5, algorithm: 'MD5' };
    expect(parsePayuSignatureHeader(header(VECTOR_MD5))).toEqual({
      ...expected,
      content: 'DOCUMENT',
    });
    expect(
      parsePayuSignatureHeader(` algorithm = MD5 ; signature=${VECTOR_MD5};; sender=checkout ;`),
    ).toEqual(expected);
    expect(
      parsePayuSignatureHeader(
        `Signature=${VECTOR_MD5};ALGORITHM=MD5;sender=checkout;x-new=1;junk`,
      ),
    ).toEqual({ ...expected, 'x-new': '1' });

    const body = Buffer.from(VECTOR_BODY);
    for (const value of [
      `algorithm=MD5;signature=${VECTOR_MD5}`,
      ` signature = ${VECTOR_MD5.toUpperCase()} ; algorithm = md5 ; future=yes `,
      // PayU always names the algorithm; without one the documented default (MD5) applies.
      `sender=checkout;signature=${VECTOR_MD5}`,
    ])
      expect(() =>
        verifyPayuSignature(body, { 'OpenPayu-Signature': value }, VECTOR_KEY),
      ).not.toThrow();
  });

  it('accepts SHA-256, SHA256 and SHA1 when the header names them', () => {
    const adapter = new PayuAdapter();
    for (const algorithm of ['SHA-256', 'SHA256', 'SHA1']) {
      const event = adapter.verifyNotification(
        signedNotification({}, VECTOR_KEY, algorithm),
        vectorCreds,
      );
      expect(event.status).toBe('paid');
    }
    expect(payuSignature(VECTOR_BODY, VECTOR_KEY, 'SHA-256')).toHaveLength(64);
  });

  it('rejects a missing header, an unknown algorithm, a tampered body, another key and bad JSON', () => {
    const adapter = new PayuAdapter();
    const good = signedNotification({});
    expect(adapter.verifyNotification(good, vectorCreds)).toEqual({
      paymentRef: 'pay-1',
      operatorPaymentId: 'ORDER1',
      status: 'paid',
      amount: 2900,
      currency: 'PLN',
      eventKey: 'ORDER1:COMPLETED',
    });

    const flipped = Buffer.from(good.rawBody);
    flipped[flipped.indexOf('2900') + 1] = '8'.charCodeAt(0);
    const signedBody = good.rawBody.toString();
    const notJson = `${signedBody}}`;
    const cases: InboundNotification[] = [
      { rawBody: good.rawBody, headers: {} },
      { rawBody: good.rawBody, headers: { 'openpayu-signature': 'sender=checkout' } },
      {
        rawBody: good.rawBody,
        headers: { 'openpayu-signature': header(payuSignature(signedBody, VECTOR_KEY), 'SHA512') },
      },
      { rawBody: flipped, headers: good.headers },
      signedNotification({}, 'another-second-key'),
      {
        rawBody: Buffer.from(notJson),
        headers: { 'openpayu-signature': header(payuSignature(notJson, VECTOR_KEY)) },
      },
    ];
    for (const inbound of cases)
      expect(() => adapter.verifyNotification(inbound, vectorCreds)).toThrow(NotificationRejected);
  });

  it("refuses a signed notification about another POS's order", () => {
    const adapter = new PayuAdapter();
    const ours = signedNotification({ merchantPosId: vectorCreds.posId });
    expect(adapter.verifyNotification(ours, vectorCreds).status).toBe('paid');
    for (const merchantPosId of ['999999', 300746, null])
      expect(() =>
        adapter.verifyNotification(signedNotification({ merchantPosId }), vectorCreds),
      ).toThrow(NotificationRejected);
  });

  it('maps statuses and refuses unknown ones; refund notifications are verified but unsupported', () => {
    const adapter = new PayuAdapter();
    const statusOf = (status: string) =>
      adapter.verifyNotification(signedNotification({ status }), vectorCreds).status;
    expect(statusOf('NEW')).toBe('pending');
    expect(statusOf('PENDING')).toBe('pending');
    expect(statusOf('WAITING_FOR_CONFIRMATION')).toBe('pending');
    expect(statusOf('COMPLETED')).toBe('paid');
    expect(statusOf('CANCELED')).toBe('cancelled');
    expect(() => statusOf('REJECTED')).toThrow(NotificationRejected);

    const refundBody = JSON.stringify({
      orderId: 'ORDER1',
      refund: { refundId: '1', amount: '100', status: 'FINALIZED' },
    });
    const refund = {
      rawBody: Buffer.from(refundBody),
      headers: { 'openpayu-signature': header(payuSignature(refundBody, VECTOR_KEY)) },
    };
    expect(() => adapter.verifyNotification(refund, vectorCreds)).toThrow(
      UnsupportedPayuNotification,
    );
    // A forged refund notification is an ordinary rejection, not "unsupported".
    const forged = { ...refund, headers: { 'openpayu-signature': header(VECTOR_MD5) } };
    try {
      adapter.verifyNotification(forged, vectorCreds);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(NotificationRejected);
      expect(error).not.toBeInstanceOf(UnsupportedPayuNotification);
    }
  });
});
