import { randomUUID } from 'node:crypto';
import {
  CheckoutPaymentIntent,
  Client,
  CustomError,
  Environment,
  OrdersController,
  PaymentsController,
} from '@paypal/paypal-server-sdk';
import { describe, expect, it } from 'vitest';
import { useEmulatorApp } from '../../../../test/marketplace.js';
import { PAYPAL_SANDBOX } from './credentials.js';

/**
 * PayPal's official server SDK drives the PayPal emulator as it would drive PayPal: only the host
 * changes. The SDK has no base URL setting, so its HTTP adapter sends what it would send to
 * api-m.sandbox.paypal.com to the emulator instead, headers and body untouched.
 */
const ctx = useEmulatorApp();
const PAYPAL_HOST = 'https://api-m.sandbox.paypal.com';

interface AxiosLikeConfig {
  url?: string;
  method?: string;
  headers?: Record<string, unknown> & { toJSON?: () => Record<string, unknown> };
  data?: unknown;
  auth?: { username: string; password: string };
}

function toEmulator() {
  return async (config: AxiosLikeConfig) => {
    const url = (config.url ?? '').replace(PAYPAL_HOST, `${ctx.base}/sandbox/paypal`);
    const headers: Record<string, string> = {};
    const raw = config.headers?.toJSON ? config.headers.toJSON() : (config.headers ?? {});
    for (const [name, value] of Object.entries(raw)) {
      if (typeof value === 'string' || typeof value === 'number') headers[name] = String(value);
    }
    if (config.auth) {
      const basic = Buffer.from(`${config.auth.username}:${config.auth.password}`).toString(
        'base64',
      );
      headers.Authorization = `Basic ${basic}`;
    }
    const response = await fetch(url, {
      method: (config.method ?? 'get').toUpperCase(),
      headers,
      // The SDK hands over its body as JSON text, or nothing at all.
      body: typeof config.data === 'string' ? config.data : undefined,
    });
    sent.push({ url, headers, body: config.data });
    return {
      data: await response.text(),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers),
      config,
      request: {},
    };
  };
}

/** Every request the SDK made, as the emulator received it. */
const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];

function sdk() {
  const client = new Client({
    clientCredentialsAuthCredentials: {
      oAuthClientId: PAYPAL_SANDBOX.clientId,
      oAuthClientSecret: PAYPAL_SANDBOX.clientSecret,
    },
    environment: Environment.Sandbox,
    timeout: 10_000,
    unstable_httpClientOptions: { adapter: toEmulator() },
  });
  return { orders: new OrdersController(client), payments: new PaymentsController(client) };
}

async function approve(orderId: string) {
  const response = await fetch(`${ctx.base}/sandbox/paypal/checkoutnow/${orderId}/pay`, {
    method: 'POST',
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toContain(`token=${orderId}`);
}

async function createOrder(orders: OrdersController, value = '123.45') {
  const { result, statusCode } = await orders.createOrder({
    paypalRequestId: randomUUID(),
    body: {
      intent: CheckoutPaymentIntent.Capture,
      purchaseUnits: [
        {
          referenceId: 'default',
          customId: 'kramik-payment-1',
          invoiceId: `INV-${randomUUID().slice(0, 8)}`,
          amount: { currencyCode: 'PLN', value },
        },
      ],
      paymentSource: {
        paypal: {
          experienceContext: {
            returnUrl: `${ctx.base}/api/payments/paypal/return`,
            cancelUrl: `${ctx.base}/api/payments/paypal/cancel`,
          },
        },
      },
    },
  });
  expect(statusCode).toBe(201);
  return result;
}

describe('PayPal emulator driven by @paypal/paypal-server-sdk', () => {
  it('creates, approves, captures with no body, reads the capture and refunds in two steps', async () => {
    const { orders, payments } = sdk();
    const created = await createOrder(orders);
    // PayPal's default answer is the minimal one: id, status, payment source and links.
    expect(created.status).toBe('PAYER_ACTION_REQUIRED');
    expect(created.purchaseUnits).toBeUndefined();
    expect(created.paymentSource?.paypal).toBeDefined();
    const approval = created.links?.find((link) => link.rel === 'payer-action');
    expect(approval?.href).toContain(`/sandbox/paypal/checkoutnow?token=${created.id}`);
    await approve(created.id!);

    const captureRequestId = randomUUID();
    const captured = await orders.captureOrder({
      id: created.id!,
      paypalRequestId: captureRequestId,
    });
    expect(captured.statusCode).toBe(201);
    expect(captured.headers['paypal-debug-id']).toMatch(/^[0-9a-f]{14}$/);
    // The SDK sends the capture as PayPal documents it: a JSON content type and no body.
    const captureCall = sent.find((call) => call.url.endsWith(`/${created.id}/capture`))!;
    expect(captureCall.headers['Content-Type'] ?? captureCall.headers['content-type']).toMatch(
      /application\/json/,
    );
    expect(captureCall.body ?? '').toBe('');
    expect(captured.result.status).toBe('COMPLETED');
    const capture = captured.result.purchaseUnits![0]!.payments!.captures![0]!;
    expect(capture.status).toBe('COMPLETED');
    expect(capture.sellerReceivableBreakdown).toEqual({
      grossAmount: { currencyCode: 'PLN', value: '123.45' },
      paypalFee: { currencyCode: 'PLN', value: '4.93' },
      netAmount: { currencyCode: 'PLN', value: '118.52' },
    });

    // A retried capture with the same request id answers the first capture again.
    const again = await orders.captureOrder({ id: created.id!, paypalRequestId: captureRequestId });
    expect(again.result.purchaseUnits![0]!.payments!.captures![0]!.id).toBe(capture.id);

    // The capture's own `self` link answers the capture.
    const self = capture.links!.find((link) => link.rel === 'self')!;
    expect(self.href).toBe(`${ctx.base}/sandbox/paypal/v2/payments/captures/${capture.id}`);
    const read = await payments.getCapturedPayment({ captureId: capture.id! });
    expect(read.result).toMatchObject({
      id: capture.id,
      status: 'COMPLETED',
      customId: 'kramik-payment-1',
      finalCapture: true,
    });

    const partialId = randomUUID();
    const partial = await payments.refundCapturedPayment({
      captureId: capture.id!,
      paypalRequestId: partialId,
      prefer: 'return=representation',
      body: {
        amount: { currencyCode: 'PLN', value: '23.45' },
        noteToPayer: 'One bowl arrived broken',
      },
    });
    expect(partial.statusCode).toBe(201);
    expect(partial.result).toMatchObject({
      status: 'COMPLETED',
      amount: { currencyCode: 'PLN', value: '23.45' },
      noteToPayer: 'One bowl arrived broken',
      sellerPayableBreakdown: {
        grossAmount: { currencyCode: 'PLN', value: '23.45' },
        paypalFee: { currencyCode: 'PLN', value: '0.68' },
        netAmount: { currencyCode: 'PLN', value: '22.77' },
        totalRefundedAmount: { currencyCode: 'PLN', value: '23.45' },
      },
    });
    // Retried with the same request id: the same refund, not a second one.
    const retried = await payments.refundCapturedPayment({
      captureId: capture.id!,
      paypalRequestId: partialId,
      prefer: 'return=representation',
      body: {
        amount: { currencyCode: 'PLN', value: '23.45' },
        noteToPayer: 'One bowl arrived broken',
      },
    });
    expect(retried.result.id).toBe(partial.result.id);

    // The rest, sent as the SDK sends a full refund: no body; the answer is the minimal one.
    const rest = await payments.refundCapturedPayment({
      captureId: capture.id!,
      paypalRequestId: randomUUID(),
    });
    expect(rest.statusCode).toBe(201);
    expect(rest.result.status).toBe('COMPLETED');
    expect(rest.result.amount).toBeUndefined();
    const refundSelf = rest.result.links!.find((link) => link.rel === 'self')!;
    expect(refundSelf.href).toBe(
      `${ctx.base}/sandbox/paypal/v2/payments/refunds/${rest.result.id}`,
    );
    const restRead = await payments.getRefund({ refundId: rest.result.id! });
    expect(restRead.result).toMatchObject({
      amount: { currencyCode: 'PLN', value: '100.00' },
      sellerPayableBreakdown: { totalRefundedAmount: { currencyCode: 'PLN', value: '123.45' } },
    });
    expect((await payments.getCapturedPayment({ captureId: capture.id! })).result.status).toBe(
      'REFUNDED',
    );

    const order = await orders.getOrder({ id: created.id! });
    expect(order.result.purchaseUnits![0]!.payments!.refunds).toHaveLength(2);
  });

  it('answers errors in PayPal’s shape, with the debug id of the header', async () => {
    const { orders, payments } = sdk();
    const created = await createOrder(orders, '10.00');
    // Not approved yet.
    const error = await orders.captureOrder({ id: created.id! }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(CustomError);
    const custom = error as CustomError;
    expect(custom.statusCode).toBe(422);
    expect(custom.result?.name).toBe('UNPROCESSABLE_ENTITY');
    expect(custom.result?.details?.[0]?.issue).toBe('ORDER_NOT_APPROVED');
    expect(custom.result?.debug_id).toBe(custom.headers['paypal-debug-id']);

    const missing = await payments.getRefund({ refundId: 'NOSUCHREFUND00000' }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect((missing as CustomError).statusCode).toBe(404);
  });

  it('answers an unknown sandbox path with the JSON error body, never a page', async () => {
    const response = await fetch(`${ctx.base}/sandbox/paypal/v2/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
