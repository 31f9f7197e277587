import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helpers.js';
import {
  NotificationRejected,
  OperatorError,
  type InboundNotification,
  type PaymentEvent,
  type PaypalCredentials,
  type StartRequest,
} from '../operator.js';
import { SandboxDeliveryWorker } from './common.js';
import { PaypalAdapter, type FetchLike } from '../paypal/paypal.adapter.js';
import { PAYPAL_SANDBOX } from './credentials.js';
import { paypalEmulator } from './paypal.emulator.js';
import { TEST_BUYER } from './fixtures.js';

const ctx = useTestApp();
let http: Server;
let server: FastifyInstance;
let publicUrl: string;
let creds: PaypalCredentials;
let worker: SandboxDeliveryWorker;
const adapter = new PaypalAdapter();

/** What our test notify endpoint received: verified events, and the requests it turned away. */
const accepted: { inbound: InboundNotification; event: PaymentEvent | null }[] = [];
const rejected: InboundNotification[] = [];

beforeAll(async () => {
  // Listening first gives the emulator its public URL before it is registered.
  http = createServer();
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  publicUrl = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  creds = { baseUrl: `${publicUrl}/sandbox/paypal`, ...PAYPAL_SANDBOX };

  worker = new SandboxDeliveryWorker(ctx.database.db, {
    warn: () => undefined,
    error: () => undefined,
  });
  // Stopped: webhooks go out only when a test drains, never on their own in between.
  await worker.stop();

  server = Fastify({
    serverFactory: (handler) => {
      http.on('request', handler);
      return http;
    },
  });
  await server.register(paypalEmulator({ db: ctx.database.db, publicUrl, deliveries: worker }), {
    prefix: '/sandbox/paypal',
  });
  await server.register(async (notify) => {
    notify.removeContentTypeParser('application/json');
    notify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    notify.post('/api/payments/notify/paypal', async (request, reply) => {
      const inbound = { rawBody: request.body as Buffer, headers: request.headers };
      try {
        accepted.push({ inbound, event: await adapter.verifyWebhook(inbound, creds) });
        return { ok: true };
      } catch (error) {
        if (!(error instanceof NotificationRejected)) throw error;
        rejected.push(inbound);
        return reply.status(400).send({ error: error.message });
      }
    });
  });
  server.get('/shop/return', async () => 'returned');
  server.get('/shop/cancel', async () => 'cancelled');
  await server.ready();
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => http.close(() => resolve()));
});

beforeEach(async () => {
  // Webhooks a previous test left queued must not count in this one.
  await worker.drain();
  accepted.length = 0;
  rejected.length = 0;
});

function startRequest(amount: number, lines = [{ name: 'Bowl', unitAmount: amount, quantity: 1 }]) {
  return {
    paymentId: randomUUID(),
    amount,
    currency: 'PLN',
    description: 'Kramik: 1 order',
    buyer: TEST_BUYER,
    lines,
    notifyUrl: `${publicUrl}/api/payments/notify/paypal`,
    returnUrl: `${publicUrl}/shop/return`,
    cancelUrl: `${publicUrl}/shop/cancel`,
  } satisfies StartRequest;
}

/** The parts of PayPal's answers the tests look at. */
interface OrderJson {
  status: string;
  purchase_units: {
    amount: unknown;
    items?: unknown[];
    payments: { captures: { status: string }[]; refunds?: unknown[] };
  }[];
}
interface ErrorJson {
  details: { issue: string }[];
}

/** A raw API call with a fresh token, to look at what the emulator holds. */
async function api<T>(method: string, path: string, body?: unknown, headers = {}) {
  const token = await fetch(`${creds.baseUrl}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${creds.clientId}:${creds.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const response = await fetch(`${creds.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token.access_token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Presses a button on the hosted page, as the buyer would; answers the redirect. */
async function press(redirectUrl: string, label: 'Pay' | 'Cancel' | 'Fail') {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = new RegExp(`action="([^"]+)"><button[^>]*>${label}<`).exec(html)?.[1];
  expect(action).toBeDefined();
  const response = await fetch(new URL(action!, redirectUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

/** A started and approved payment, back on our return URL. */
async function approved(amount = 1230) {
  const request = startRequest(amount);
  const started = await adapter.start(request, creds);
  const back = await press(started.redirectUrl, 'Pay');
  return { request, orderId: started.operatorPaymentId!, back };
}

async function paid(amount = 1230) {
  const payment = await approved(amount);
  const event = await adapter.capture(
    payment.orderId,
    `capture-${payment.request.paymentId}`,
    creds,
  );
  expect(event.status).toBe('paid');
  return { ...payment, captureId: event.captureId! };
}

describe('PayPal orders', () => {
  it('sends amounts as "12.30" with the items, and creates once per PayPal-Request-Id', async () => {
    const request = startRequest(1230, [{ name: 'Cup', unitAmount: 615, quantity: 2 }]);
    const started = await adapter.start(request, creds);
    expect(started.redirectUrl).toBe(
      `${creds.baseUrl}/checkoutnow?token=${started.operatorPaymentId}`,
    );

    const order = (await api<OrderJson>('GET', `/v2/checkout/orders/${started.operatorPaymentId}`))
      .body;
    expect(order.status).toBe('PAYER_ACTION_REQUIRED');
    expect(order.purchase_units[0]!).toMatchObject({
      reference_id: 'default',
      custom_id: request.paymentId,
      amount: {
        currency_code: 'PLN',
        value: '12.30',
        breakdown: { item_total: { value: '12.30' } },
      },
      items: [{ name: 'Cup', quantity: '2', unit_amount: { currency_code: 'PLN', value: '6.15' } }],
    });

    const again = await adapter.start(request, creds);
    expect(again).toEqual(started);
    // The same key for a different request is refused rather than answered with the first order.
    await expect(adapter.start({ ...request, amount: 1240 }, creds)).rejects.toMatchObject({
      status: 422,
      code: 'PAYPAL_REQUEST_ID_PREVIOUSLY_USED',
    });
  });

  it('goes without items when they do not add up to the amount', async () => {
    const request = startRequest(1005, [{ name: 'Vase', unitAmount: 500, quantity: 1 }]);
    const started = await adapter.start(request, creds);
    const order = (await api<OrderJson>('GET', `/v2/checkout/orders/${started.operatorPaymentId}`))
      .body;
    expect(order.purchase_units[0]!.amount).toEqual({ currency_code: 'PLN', value: '10.05' });
    expect(order.purchase_units[0]!.items).toBeUndefined();
  });

  it('refuses amounts that are not written with two decimals, and other intents', async () => {
    const body = (value: string, intent = 'CAPTURE') => ({
      intent,
      purchase_units: [{ amount: { currency_code: 'PLN', value } }],
      payment_source: {
        paypal: {
          experience_context: { return_url: `${publicUrl}/r`, cancel_url: `${publicUrl}/c` },
        },
      },
    });
    for (const value of ['12.3', '12', '1230', '12.300', '-1.00']) {
      const answer = await api<ErrorJson>('POST', '/v2/checkout/orders', body(value));
      expect(answer.status).toBe(400);
      expect(answer.body.details[0]!.issue).toBe('INVALID_PARAMETER_SYNTAX');
    }
    expect((await api('POST', '/v2/checkout/orders', body('12.30', 'AUTHORIZE'))).status).toBe(400);
    expect((await api('POST', '/v2/checkout/orders', body('12.30'))).status).toBe(201);
  });

  it('pays: approval, the return URL with the token, capture and both webhooks verified', async () => {
    const request = startRequest(1230);
    const started = await adapter.start(request, creds);
    const orderId = started.operatorPaymentId!;
    expect(await adapter.fetchStatus(orderId, creds)).toMatchObject({ status: 'pending' });

    const back = await press(started.redirectUrl, 'Pay');
    expect(`${back.origin}${back.pathname}`).toBe(request.returnUrl);
    expect(back.searchParams.get('token')).toBe(orderId);
    expect(back.searchParams.get('PayerID')).toMatch(/^[0-9A-Z]{13}$/);
    expect(await (await fetch(back)).text()).toBe('returned');
    expect(await adapter.fetchStatus(orderId, creds)).toEqual({
      status: 'approved',
      amount: 1230,
      currency: 'PLN',
      paymentRef: request.paymentId,
      captureId: null,
    });

    const event = await adapter.capture(orderId, `capture-${request.paymentId}`, creds);
    expect(event).toEqual({
      paymentRef: request.paymentId,
      operatorPaymentId: orderId,
      status: 'paid',
      amount: 1230,
      currency: 'PLN',
      eventKey: `capture:${event.captureId}:paid`,
      captureId: expect.stringMatching(/^[0-9A-Z]{17}$/),
    });

    await worker.drain();
    expect(rejected).toEqual([]);
    expect(accepted.map((a) => a.event)).toEqual([
      {
        paymentRef: request.paymentId,
        operatorPaymentId: orderId,
        status: 'approved',
        amount: 1230,
        currency: 'PLN',
        eventKey: expect.stringMatching(/^WH-/),
      },
      {
        paymentRef: request.paymentId,
        operatorPaymentId: orderId,
        status: 'paid',
        amount: 1230,
        currency: 'PLN',
        eventKey: expect.stringMatching(/^WH-/),
        captureId: event.captureId,
      },
    ]);
    expect(accepted[0]!.inbound.headers).toMatchObject({
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': expect.stringContaining(`${creds.baseUrl}/v1/notifications/certs/`),
      'content-type': 'application/json',
    });
    expect(await worker.pending()).toBe(0);
    expect(await adapter.fetchStatus(orderId, creds)).toEqual({
      status: 'paid',
      amount: 1230,
      currency: 'PLN',
      paymentRef: request.paymentId,
      captureId: event.captureId,
    });
  });

  it('makes a second capture harmless, with the same request id or another', async () => {
    const { orderId, request } = await approved();
    const first = await adapter.capture(orderId, `capture-${request.paymentId}`, creds);
    expect(await adapter.capture(orderId, `capture-${request.paymentId}`, creds)).toEqual(first);
    expect(await adapter.capture(orderId, `another-${request.paymentId}`, creds)).toEqual(first);

    const order = (await api<OrderJson>('GET', `/v2/checkout/orders/${orderId}`)).body;
    expect(order.purchase_units[0]!.payments.captures).toHaveLength(1);
    const raw = await api<ErrorJson>('POST', `/v2/checkout/orders/${orderId}/capture`, {});
    expect(raw.status).toBe(422);
    expect(raw.body.details).toEqual([
      expect.objectContaining({ issue: 'ORDER_ALREADY_CAPTURED' }),
    ]);
  });

  it('captures once when captures and creates race', async () => {
    const request = startRequest(880);
    const creates = await Promise.all([1, 2, 3].map(() => adapter.start(request, creds)));
    expect(new Set(creates.map((c) => c.operatorPaymentId)).size).toBe(1);
    const orderId = creates[0]!.operatorPaymentId!;
    await press(creates[0]!.redirectUrl, 'Pay');

    const events = await Promise.all(
      ['a', 'b', 'a', 'c'].map((key) => adapter.capture(orderId, `${key}-${orderId}`, creds)),
    );
    expect(new Set(events.map((e) => e.eventKey)).size).toBe(1);
    const order = (await api<OrderJson>('GET', `/v2/checkout/orders/${orderId}`)).body;
    expect(order.purchase_units[0]!.payments.captures).toHaveLength(1);
  });

  it('sends the buyer to cancel_url on Cancel and Fail, and nothing is captured', async () => {
    for (const label of ['Cancel', 'Fail'] as const) {
      const request = startRequest(990);
      const started = await adapter.start(request, creds);
      const back = await press(started.redirectUrl, label);
      expect(`${back.origin}${back.pathname}`).toBe(request.cancelUrl);
      expect(back.searchParams.get('token')).toBe(started.operatorPaymentId);
      expect(await (await fetch(back)).text()).toBe('cancelled');
      await expect(
        adapter.capture(started.operatorPaymentId!, `capture-${request.paymentId}`, creds),
      ).rejects.toMatchObject({ name: 'OperatorError', status: 422, code: 'ORDER_NOT_APPROVED' });
      expect(await adapter.fetchStatus(started.operatorPaymentId!, creds)).toMatchObject({
        status: 'pending',
        captureId: null,
      });
    }
    await worker.drain();
    expect(accepted).toEqual([]);
  });
});

describe('PayPal webhooks', () => {
  async function capturedWebhook() {
    const payment = await paid();
    await worker.drain();
    const delivery = accepted.find((a) => a.event?.status === 'paid');
    expect(delivery).toBeDefined();
    return { ...payment, delivery: delivery!.inbound };
  }

  const withBody = (inbound: InboundNotification, body: string) => ({
    ...inbound,
    rawBody: Buffer.from(body),
  });

  it('rejects a body changed by one byte, even one the JSON would not show', async () => {
    const { delivery } = await capturedWebhook();
    const body = delivery.rawBody.toString();
    expect(body).toContain('"value":"12.30"');

    const changes = [
      body.replace('"value":"12.30"', '"value":"12.31"'),
      body.replace('"value":"12.30"', '"value": "12.30"'),
      body.replace('"status":"COMPLETED"', '"status":"COMPLETEd"'),
    ];
    for (const changed of changes) {
      expect(changed.length - body.length).toBeLessThanOrEqual(1);
      await expect(adapter.verifyWebhook(withBody(delivery, changed), creds)).rejects.toThrow(
        NotificationRejected,
      );
    }
    // The untouched delivery still checks: the rejections were the change's doing.
    expect((await adapter.verifyWebhook(delivery, creds))?.status).toBe('paid');

    // Over HTTP the notify endpoint answers 400, which the operator would retry.
    const response = await fetch(`${publicUrl}/api/payments/notify/paypal`, {
      method: 'POST',
      headers: delivery.headers as Record<string, string>,
      body: changes[0],
    });
    expect(response.status).toBe(400);
    expect(rejected).toHaveLength(1);
  });

  it('rejects a missing header, another signature, webhook id or certificate host', async () => {
    const { delivery } = await capturedWebhook();
    const headers = delivery.headers;
    const variants: InboundNotification['headers'][] = [
      { ...headers, 'paypal-transmission-sig': undefined },
      { ...headers, 'paypal-transmission-id': undefined },
      { ...headers, 'paypal-transmission-id': randomUUID() },
      { ...headers, 'paypal-transmission-time': new Date(0).toISOString() },
      { ...headers, 'paypal-transmission-sig': Buffer.alloc(32).toString('base64') },
      { ...headers, 'paypal-auth-algo': 'SHA1withRSA' },
      { ...headers, 'paypal-cert-url': 'https://attacker.example/cert.pem' },
    ];
    for (const variant of variants) {
      await expect(adapter.verifyWebhook({ ...delivery, headers: variant }, creds)).rejects.toThrow(
        NotificationRejected,
      );
    }
    await expect(
      adapter.verifyWebhook(delivery, { ...creds, webhookId: 'ANOTHERWEBHOOK01' }),
    ).rejects.toThrow(NotificationRejected);
  });

  it('resends the last webhook with the same event id, and sends the ones a test asks for', async () => {
    const { orderId, delivery } = await capturedWebhook();
    const first = accepted.find((a) => a.inbound === delivery)!.event!;
    accepted.length = 0;

    expect(
      (await fetch(`${creds.baseUrl}/control/${orderId}/resend`, { method: 'POST' })).status,
    ).toBe(202);
    await worker.drain();
    expect(accepted.map((a) => a.event)).toEqual([first]);
    expect(accepted[0]!.inbound.headers['paypal-transmission-id']).not.toBe(
      delivery.headers['paypal-transmission-id'],
    );

    // Another order, approved: a PENDING capture, then the reversal is refused (it was captured).
    const other = await approved();
    await worker.drain();
    accepted.length = 0;
    const control = (eventType: string) =>
      fetch(`${creds.baseUrl}/control/${other.orderId}/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ event_type: eventType }),
      });
    expect((await control('PAYMENT.CAPTURE.PENDING')).status).toBe(202);
    expect((await control('CHECKOUT.PAYMENT-APPROVAL.REVERSED')).status).toBe(422);
    expect((await control('PAYMENT.CAPTURE.COMPLETED')).status).toBe(202);
    expect((await control('BILLING.PLAN.CREATED')).status).toBe(400);
    await worker.drain();
    expect(accepted.map((a) => a.event?.status)).toEqual(['pending', 'paid']);
    expect(await adapter.fetchStatus(other.orderId, creds)).toMatchObject({ status: 'paid' });
  });

  it('reports an approval reversed before capture as cancelled', async () => {
    const { orderId, request } = await approved();
    const answer = await fetch(`${creds.baseUrl}/control/${orderId}/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event_type: 'CHECKOUT.PAYMENT-APPROVAL.REVERSED' }),
    });
    expect(answer.status).toBe(202);
    await worker.drain();
    expect(accepted.at(-1)?.event).toMatchObject({
      status: 'cancelled',
      operatorPaymentId: orderId,
      paymentRef: request.paymentId,
    });
    expect(await adapter.fetchStatus(orderId, creds)).toMatchObject({ status: 'cancelled' });
    await expect(
      adapter.capture(orderId, `capture-${request.paymentId}`, creds),
    ).rejects.toMatchObject({ code: 'ORDER_NOT_APPROVED' });
  });
});

describe('PayPal refunds', () => {
  it('refunds in parts, never more than captured, and a repeated request id refunds once', async () => {
    const { captureId } = await paid(1230);
    const first = await adapter.refund(
      captureId,
      { amount: 230, currency: 'PLN', refundRef: 'refund-1' },
      creds,
    );
    expect(first).toEqual({
      operatorRefundId: expect.stringMatching(/^[0-9A-Z]{17}$/),
      status: 'done',
    });
    expect(
      await adapter.refund(
        captureId,
        { amount: 230, currency: 'PLN', refundRef: 'refund-1' },
        creds,
      ),
    ).toEqual(first);

    await expect(
      adapter.refund(captureId, { amount: 1001, currency: 'PLN', refundRef: 'refund-2' }, creds),
    ).rejects.toMatchObject({ status: 422, code: 'REFUND_AMOUNT_EXCEEDED' });
    const rest = await adapter.refund(
      captureId,
      { amount: 1000, currency: 'PLN', refundRef: 'refund-2' },
      creds,
    );
    expect(rest.status).toBe('done');
    expect(rest.operatorRefundId).not.toBe(first.operatorRefundId);
    await expect(
      adapter.refund(captureId, { amount: 1, currency: 'PLN', refundRef: 'refund-3' }, creds),
    ).rejects.toMatchObject({ code: 'CAPTURE_FULLY_REFUNDED' });

    const { orderId } = await (async () => {
      const payment = await paid(4500);
      const full = await adapter.refund(
        payment.captureId,
        { amount: 4500, currency: 'PLN', refundRef: `refund-${payment.captureId}` },
        creds,
      );
      expect(full.status).toBe('done');
      return payment;
    })();
    const order = (await api<OrderJson>('GET', `/v2/checkout/orders/${orderId}`)).body;
    expect(order.purchase_units[0]!.payments.captures[0]!.status).toBe('REFUNDED');
    expect(order.purchase_units[0]!.payments.refunds).toEqual([
      expect.objectContaining({ amount: { currency_code: 'PLN', value: '45.00' } }),
    ]);
    // A refund webhook is not a payment status: it verifies and maps to nothing.
    await worker.drain();
    expect(rejected).toEqual([]);
    expect(accepted.at(-1)?.event).toBeNull();
  });

  it('never refunds more than captured when refunds race', async () => {
    const { captureId } = await paid(1230);
    const results = await Promise.allSettled(
      ['r1', 'r2', 'r3'].map((ref) =>
        adapter.refund(
          captureId,
          { amount: 700, currency: 'PLN', refundRef: `${ref}-${captureId}` },
          creds,
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const result of results.filter((r) => r.status === 'rejected')) {
      expect(result.reason).toMatchObject({ code: 'REFUND_AMOUNT_EXCEEDED' });
    }
  });

  it('refuses a refund of an unknown capture', async () => {
    await expect(
      adapter.refund('0000000000000000X', { amount: 1, currency: 'PLN', refundRef: 'x' }, creds),
    ).rejects.toMatchObject({ status: 404, code: 'INVALID_RESOURCE_ID' });
  });
});

describe('PayPal credentials', () => {
  it('refuses bad client credentials with an OperatorError', async () => {
    const wrong = { ...creds, clientSecret: 'wrong' };
    const error: unknown = await adapter.start(startRequest(100), wrong).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OperatorError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_client' });
    await expect(
      new PaypalAdapter().fetchStatus('X', { ...creds, clientId: 'nobody' }),
    ).rejects.toThrow(OperatorError);
  });

  it('answers an unreachable operator with an OperatorError', async () => {
    const closed = { ...creds, baseUrl: 'http://127.0.0.1:1/sandbox/paypal' };
    await expect(new PaypalAdapter().start(startRequest(100), closed)).rejects.toThrow(
      OperatorError,
    );
  });

  it('keeps one token per client and renews it once when PayPal refuses it', async () => {
    const calls: string[] = [];
    let spoil = false;
    const spy: FetchLike = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      calls.push(url.replace(creds.baseUrl, ''));
      const headers = new Headers(init?.headers);
      // A token PayPal has revoked: the first API call after this carries a bad one.
      if (spoil && headers.get('authorization')?.startsWith('Bearer ')) {
        spoil = false;
        headers.set('authorization', 'Bearer A21AArevoked.x');
      }
      return fetch(input, { ...init, headers });
    };
    const own = new PaypalAdapter(spy);
    const { operatorPaymentId } = await own.start(startRequest(700), creds);
    await own.fetchStatus(operatorPaymentId!, creds);
    expect(calls.filter((c) => c === '/v1/oauth2/token')).toHaveLength(1);

    spoil = true;
    expect(await own.fetchStatus(operatorPaymentId!, creds)).toMatchObject({ status: 'pending' });
    expect(calls.slice(-3)).toEqual([
      `/v2/checkout/orders/${operatorPaymentId}`,
      '/v1/oauth2/token',
      `/v2/checkout/orders/${operatorPaymentId}`,
    ]);
  });
});
