import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helpers.js';
import { freePort } from '../../../../test/marketplace.js';
import { sandboxDeliveries } from '../../../db/schema/index.js';
import {
  NotificationRejected,
  OperatorError,
  type InboundNotification,
  type PaymentEvent,
  type PayuCredentials,
  type StartRequest,
} from '../operator.js';
import { SandboxDeliveryWorker } from './common.js';
import { PayuAdapter } from '../payu/payu.adapter.js';
import { PAYU_SANDBOX } from './credentials.js';
import { payuEmulator } from './payu.emulator.js';
import { TEST_BUYER } from './fixtures.js';

// The PayU adapter against the emulator, over real HTTP.

/** Kicks are ignored: the test decides when notifications go out, with drain(). */
class ManualDeliveryWorker extends SandboxDeliveryWorker {
  override kick() {}
}

const receiver = {
  mode: 'ok' as 'ok' | 'error',
  events: [] as PaymentEvent[],
  inbound: [] as InboundNotification[],
  rejected: [] as string[],
};

const ctx = useTestApp();
let server: FastifyInstance;
let worker: ManualDeliveryWorker;
let publicUrl: string;
let creds: PayuCredentials;
/** Every request the adapters under test make, to see tokens and redirects. */
const calls: { url: string; status: number }[] = [];
const recordingFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  const url = input instanceof Request ? input.url : input.toString();
  calls.push({ url, status: response.status });
  return response;
};
const tokenCalls = () => calls.filter((c) => c.url.endsWith('/oauth/authorize')).length;

/** The emulator plus our notify endpoint, as the real server hosts them. */
async function startServer(port: number) {
  const app = Fastify();
  await app.register(payuEmulator({ db: ctx.database.db, publicUrl, deliveries: worker }), {
    prefix: '/sandbox/payu',
  });
  await app.register(async (scope) => {
    // Signatures cover the bytes as sent: the body stays a Buffer.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/notify', async (request, reply) => {
      const inbound = {
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        headers: request.headers,
      };
      if (receiver.mode === 'error') return reply.code(503).send('busy');
      receiver.inbound.push(inbound);
      try {
        receiver.events.push(new PayuAdapter().verifyNotification(inbound, creds));
        return reply.code(200).send({});
      } catch (error) {
        if (!(error instanceof NotificationRejected)) throw error;
        receiver.rejected.push(error.message);
        return reply.code(400).send('rejected');
      }
    });
  });
  await app.listen({ host: '127.0.0.1', port });
  return app;
}

beforeAll(async () => {
  worker = new ManualDeliveryWorker(ctx.database.db, { warn: () => {}, error: () => {} });
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  creds = { baseUrl: `${publicUrl}/sandbox/payu`, ...PAYU_SANDBOX };
  server = await startServer(port);
  return () => server.close();
});

afterEach(async () => {
  receiver.mode = 'ok';
  receiver.events = [];
  receiver.inbound = [];
  receiver.rejected = [];
  calls.length = 0;
  // Undelivered notifications of one test must not reach the next one's receiver.
  await ctx.database.db.delete(sandboxDeliveries);
});

afterAll(() => worker.stop());

function startRequest(amount = 2900, paymentId: string = randomUUID()): StartRequest {
  return {
    paymentId,
    amount,
    currency: 'PLN',
    description: 'Kramik K-1001',
    buyer: TEST_BUYER,
    lines: [
      { name: 'Kubek bolesławiecki', unitAmount: amount - 900, quantity: 1 },
      { name: 'Podstawka', unitAmount: 450, quantity: 2 },
    ],
    notifyUrl: `${publicUrl}/notify`,
    returnUrl: `${publicUrl}/payment/return/payu?payment=${paymentId}`,
    cancelUrl: `${publicUrl}/payment/return/payu?payment=${paymentId}&cancelled=1`,
  };
}

async function start(adapter = new PayuAdapter(recordingFetch), amount = 2900) {
  const request = startRequest(amount);
  const started = await adapter.start(request, creds);
  return { ...started, orderId: started.operatorPaymentId!, paymentId: request.paymentId };
}

/** Opens the hosted page and presses a button, as the buyer's browser does. */
async function press(url: string, label: 'Pay' | 'Cancel' | 'Fail') {
  const page = await fetch(url);
  expect(page.status).toBe(200);
  const html = await page.text();
  const match = new RegExp(`<form method="post" action="([^"]+)"><button[^>]*>${label}<`).exec(
    html,
  );
  expect(match, `no ${label} button`).not.toBeNull();
  return fetch(new URL(match![1]!, url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
}

/** Delivers everything due now, or (later = true) also what waits for a retry. */
const deliver = (later = false) =>
  worker.drain(later ? new Date(Date.now() + 60 * 60_000) : undefined);

function control(orderId: string, action: 'resend' | 'notify', body?: object) {
  return fetch(`${publicUrl}/sandbox/payu/control/${orderId}/${action}`, {
    method: 'POST',
    ...(body
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(OperatorError);
    return error as OperatorError;
  }
  throw new Error('expected an OperatorError');
}

describe('PayU adapter against the emulator', () => {
  it('creates an order: PayU’s 302 is read, not followed, and names the hosted page', async () => {
    const { orderId, redirectUrl } = await start();
    expect(redirectUrl).toBe(`${publicUrl}/sandbox/payu/pay/${orderId}`);
    expect(orderId).toMatch(/^[A-Z0-9]{27}$/);
    // The create call itself answered 302, and nothing fetched the page behind it.
    expect(calls.filter((c) => c.url.endsWith('/api/v2_1/orders'))).toEqual([
      { url: `${creds.baseUrl}/api/v2_1/orders`, status: 302 },
    ]);
    expect(calls.some((c) => c.url.includes('/pay/'))).toBe(false);

    const order = await new PayuAdapter().fetchStatus(orderId, creds);
    expect(order).toMatchObject({ status: 'pending', amount: 2900, currency: 'PLN' });
  });

  it('sends what PayU expects: minor units as strings, buyer language, extOrderId', async () => {
    const token = await fetch(`${creds.baseUrl}/pl/standard/user/oauth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=client_credentials&client_id=${PAYU_SANDBOX.clientId}&client_secret=${PAYU_SANDBOX.clientSecret}`,
    }).then((r) => r.json() as Promise<{ access_token: string; expires_in: number }>);
    expect(token.expires_in).toBeGreaterThan(3600);
    const { orderId, paymentId } = await start(undefined, 1000);
    const response = await fetch(`${creds.baseUrl}/api/v2_1/orders/${orderId}`, {
      headers: { authorization: `Bearer ${token.access_token}` },
    });
    const { orders } = (await response.json()) as { orders: Record<string, unknown>[] };
    expect(orders[0]).toMatchObject({
      orderId,
      extOrderId: paymentId,
      merchantPosId: PAYU_SANDBOX.posId,
      totalAmount: '1000',
      currencyCode: 'PLN',
      customerIp: '127.0.0.1',
      status: 'NEW',
      buyer: { email: 'buyer@example.com', firstName: 'Ala', lastName: 'Nowak', language: 'pl' },
      products: [
        { name: 'Kubek bolesławiecki', unitPrice: '100', quantity: '1' },
        { name: 'Podstawka', unitPrice: '450', quantity: '2' },
      ],
    });
  });

  it('refuses a bad client secret with an OperatorError', async () => {
    const error = await rejection(
      new PayuAdapter().start(startRequest(), { ...creds, clientSecret: 'not-the-secret' }),
    );
    expect(error.status).toBe(401);
    expect(error.code).toBe('invalid_client');
  });

  it('reuses its token, and after a 401 fetches a new one and retries once', async () => {
    const adapter = new PayuAdapter(recordingFetch);
    const { orderId } = await start(adapter);
    await start(adapter);
    await adapter.fetchStatus(orderId, creds);
    expect(tokenCalls()).toBe(1);

    const revoked = await fetch(`${creds.baseUrl}/control/tokens/revoke`, { method: 'POST' });
    expect(revoked.status).toBe(200);
    await expect(adapter.fetchStatus(orderId, creds)).resolves.toMatchObject({ status: 'pending' });
    expect(tokenCalls()).toBe(2);
    expect(calls.filter((c) => c.status === 401)).toHaveLength(1);
  });

  it('pays on the hosted page: PENDING and COMPLETED notifications, verified, in order', async () => {
    const { orderId, paymentId, redirectUrl } = await start();
    const page = await fetch(redirectUrl).then((r) => r.text());
    // 2900 minor units, shown as Intl writes it ("PLN 29.00", with a no-break space).
    const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PLN' }).format(29);
    expect(page).toContain(shown);
    expect(page).toContain('Kramik K-1001');

    const back = await press(redirectUrl, 'Pay');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `${publicUrl}/payment/return/payu?payment=${paymentId}`,
    );
    await deliver();
    expect(receiver.rejected).toEqual([]);
    expect(receiver.events).toEqual([
      {
        paymentRef: paymentId,
        operatorPaymentId: orderId,
        status: 'pending',
        amount: 2900,
        currency: 'PLN',
        eventKey: `${orderId}:PENDING`,
      },
      {
        paymentRef: paymentId,
        operatorPaymentId: orderId,
        status: 'paid',
        amount: 2900,
        currency: 'PLN',
        eventKey: `${orderId}:COMPLETED`,
      },
    ]);
    const completed = JSON.parse(receiver.inbound[1]!.rawBody.toString()) as {
      order: Record<string, unknown>;
      properties: { name: string; value: string }[];
    };
    expect(completed.order).toMatchObject({
      merchantPosId: '300746',
      notifyUrl: `${publicUrl}/notify`,
    });
    expect(completed.properties[0]!.name).toBe('PAYMENT_ID');
    expect(receiver.inbound[1]!.headers['openpayu-signature']).toMatch(
      /^sender=checkout;signature=[0-9a-f]{32};algorithm=MD5;content=DOCUMENT$/,
    );
    await expect(new PayuAdapter().fetchStatus(orderId, creds)).resolves.toEqual({
      status: 'paid',
      amount: 2900,
      currency: 'PLN',
      paymentRef: paymentId,
    });

    // A second click (or Cancel afterwards) changes nothing and notifies nobody.
    for (const action of ['pay', 'cancel']) {
      const again = await fetch(`${redirectUrl}/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        redirect: 'manual',
      });
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).not.toContain('error=');
    }
    await deliver(true);
    expect(receiver.events).toHaveLength(2);
    expect((await new PayuAdapter().fetchStatus(orderId, creds)).status).toBe('paid');
  });

  it('cancels on the hosted page: the buyer returns with error=501 and the order is cancelled', async () => {
    const { orderId, redirectUrl } = await start();
    const back = await press(redirectUrl, 'Cancel');
    expect(back.status).toBe(303);
    expect(new URL(back.headers.get('location')!).searchParams.get('error')).toBe('501');
    await deliver();
    expect(receiver.events.map((e) => e.status)).toEqual(['pending', 'cancelled']);
    expect(receiver.events[1]!.eventKey).toBe(`${orderId}:CANCELED`);
    expect((await new PayuAdapter().fetchStatus(orderId, creds)).status).toBe('cancelled');

    const failed = await start();
    await press(failed.redirectUrl, 'Fail');
    await deliver();
    expect(receiver.events.at(-1)).toMatchObject({
      operatorPaymentId: failed.orderId,
      status: 'cancelled',
    });
  });

  it('rejects a delivered notification changed by one byte or checked with another key', async () => {
    const { redirectUrl } = await start();
    await press(redirectUrl, 'Pay');
    await deliver();
    const delivered = receiver.inbound[1]!;
    const adapter = new PayuAdapter();
    expect(adapter.verifyNotification(delivered, creds).status).toBe('paid');

    const tampered = Buffer.from(delivered.rawBody);
    const at = tampered.length - 3;
    tampered[at] = tampered[at]! ^ 1;
    expect(() => adapter.verifyNotification({ ...delivered, rawBody: tampered }, creds)).toThrow(
      NotificationRejected,
    );
    expect(() =>
      adapter.verifyNotification(delivered, { ...creds, secondKey: 'another-pos-second-key' }),
    ).toThrow(NotificationRejected);
  });

  it('repeats a notification with the same eventKey, and sends out-of-order ones on request', async () => {
    const { orderId, redirectUrl } = await start();
    await press(redirectUrl, 'Pay');
    await deliver();

    expect((await control(orderId, 'resend')).status).toBe(200);
    await deliver();
    expect(receiver.events.map((e) => e.eventKey)).toEqual([
      `${orderId}:PENDING`,
      `${orderId}:COMPLETED`,
      `${orderId}:COMPLETED`,
    ]);
    expect(receiver.inbound[2]!.rawBody.equals(receiver.inbound[1]!.rawBody)).toBe(true);

    // A stale PENDING after COMPLETED: delivered and verified; the order stays paid.
    expect((await control(orderId, 'notify', { status: 'PENDING' })).status).toBe(200);
    await deliver();
    expect(receiver.events.at(-1)!.eventKey).toBe(`${orderId}:PENDING`);
    expect((await new PayuAdapter().fetchStatus(orderId, creds)).status).toBe('paid');

    // A corrupt signature is refused by our receiver and stays undelivered.
    await control(orderId, 'notify', { status: 'COMPLETED', corruptSignature: true });
    await deliver();
    expect(receiver.rejected).toEqual(['OpenPayu-Signature does not match']);
    expect(await worker.pending()).toBe(1);
  });

  it('retries a notification the receiver did not accept, until it does', async () => {
    const { orderId, redirectUrl } = await start();
    receiver.mode = 'error';
    await press(redirectUrl, 'Pay');
    await deliver();
    const attempts = async () =>
      (await ctx.database.db.select().from(sandboxDeliveries)).map((d) => ({
        attempts: d.attempts,
        delivered: d.deliveredAt !== null,
        // The retry waits (1 s, then longer) after the failed attempt.
        retryAfter: d.nextAttemptAt.getTime() - d.createdAt.getTime() >= 1000,
      }));
    expect(await attempts()).toEqual([
      { attempts: 1, delivered: false, retryAfter: true },
      { attempts: 1, delivered: false, retryAfter: true },
    ]);
    // Just before the retry is due nothing is sent again.
    const rows = await ctx.database.db.select().from(sandboxDeliveries);
    const firstDue = Math.min(...rows.map((r) => r.nextAttemptAt.getTime()));
    await worker.drain(new Date(firstDue - 1));
    expect((await attempts()).map((a) => a.attempts)).toEqual([1, 1]);
    await deliver(true);
    expect((await attempts()).map((a) => a.attempts)).toEqual([2, 2]);

    receiver.mode = 'ok';
    await deliver(true);
    expect(await attempts()).toEqual([
      { attempts: 3, delivered: true, retryAfter: true },
      { attempts: 3, delivered: true, retryAfter: true },
    ]);
    expect(receiver.events.map((e) => e.eventKey).sort()).toEqual([
      `${orderId}:COMPLETED`,
      `${orderId}:PENDING`,
    ]);
    expect(await worker.pending()).toBe(0);
  });

  it('reads order status, and reports an unknown order as DATA_NOT_FOUND', async () => {
    const { orderId } = await start();
    await expect(new PayuAdapter().fetchStatus(orderId, creds)).resolves.toMatchObject({
      status: 'pending',
    });
    const error = await rejection(new PayuAdapter().fetchStatus('NOSUCHORDER', creds));
    expect(error.status).toBe(404);
    expect(error.code).toBe('DATA_NOT_FOUND');
  });

  it('holds a payment at a POS without auto-receive until the merchant captures it', async () => {
    const { orderId, redirectUrl } = await start();
    const authorized = await fetch(`${redirectUrl}/authorize`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(authorized.status).toBe(303);
    const token = await sandboxToken();
    const capture = (body: object) =>
      fetch(`${creds.baseUrl}/api/v2_1/orders/${orderId}/status`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await capture({ orderId, orderStatus: 'CANCELED' })).status).toBe(400);
    const captured = await capture({ orderId, orderStatus: 'COMPLETED' });
    expect(captured.status).toBe(200);
    expect(await captured.json()).toMatchObject({ status: { statusCode: 'SUCCESS' } });
    // Once completed there is nothing left to capture.
    expect(await (await capture({ orderId, orderStatus: 'COMPLETED' })).json()).toMatchObject({
      status: { statusCode: 'BUSINESS_ERROR' },
    });
    await deliver();
    expect(receiver.events.map((e) => e.eventKey)).toEqual([
      `${orderId}:PENDING`,
      `${orderId}:WAITING_FOR_CONFIRMATION`,
      `${orderId}:COMPLETED`,
    ]);
  });

  it('cancels an unpaid order with DELETE and notifies CANCELED', async () => {
    const { orderId } = await start();
    const token = await sandboxToken();
    const response = await fetch(`${creds.baseUrl}/api/v2_1/orders/${orderId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    await deliver();
    expect(receiver.events.map((e) => e.eventKey)).toEqual([`${orderId}:CANCELED`]);
  });

  it('refunds fully, partially, repeats an identical request as the same refund, never more', async () => {
    const adapter = new PayuAdapter();
    const full = await start();
    await press(full.redirectUrl, 'Pay');
    const fullRequest = { amount: 2900, refundRef: randomUUID(), description: 'Order cancelled' };
    const first = await adapter.refund(full.orderId, fullRequest, creds);
    expect(first.status).toBe('pending');
    // PayU treats the identical request as the same refund; by now it is FINALIZED.
    const repeat = await adapter.refund(full.orderId, fullRequest, creds);
    expect(repeat).toEqual({ operatorRefundId: first.operatorRefundId, status: 'done' });
    const overFull = await rejection(
      adapter.refund(full.orderId, { ...fullRequest, amount: 1, refundRef: randomUUID() }, creds),
    );
    expect(overFull.code).toBe('BUSINESS_ERROR');

    const partial = await start();
    await press(partial.redirectUrl, 'Pay');
    const one = { amount: 1000, refundRef: randomUUID(), description: 'One item', currency: 'PLN' };
    const a = await adapter.refund(partial.orderId, one, creds);
    // The same extRefundId for another amount is an error, not a second refund.
    const reused = await rejection(
      adapter.refund(partial.orderId, { ...one, amount: 1100 }, creds),
    );
    expect(reused.code).toBe('ERROR_VALUE_INVALID');
    const b = await adapter.refund(
      partial.orderId,
      { amount: 1900, refundRef: randomUUID(), description: 'The rest' },
      creds,
    );
    expect(a.operatorRefundId).not.toBe(b.operatorRefundId);
    expect(await adapter.refund(partial.orderId, one, creds)).toEqual({
      operatorRefundId: a.operatorRefundId,
      status: 'done',
    });
    const over = await rejection(
      adapter.refund(
        partial.orderId,
        { amount: 1, refundRef: randomUUID(), description: 'Too much' },
        creds,
      ),
    );
    expect(over.status).toBe(400);
    expect(over.code).toBe('BUSINESS_ERROR');

    const unpaid = await start();
    const notPaid = await rejection(adapter.refund(unpaid.orderId, fullRequest, creds));
    expect(notPaid.code).toBe('BUSINESS_ERROR');
  });

  it('refuses a second order with the same extOrderId: ERROR_ORDER_NOT_UNIQUE', async () => {
    const request = startRequest();
    await new PayuAdapter().start(request, creds);
    const error = await rejection(new PayuAdapter().start(request, creds));
    expect(error.status).toBe(400);
    expect(error.code).toBe('ERROR_ORDER_NOT_UNIQUE');
  });

  it('validates create-order requests like PayU and checks the bearer token', async () => {
    const token = await sandboxToken();
    const post = (body: unknown, authorization = `Bearer ${token}`) =>
      fetch(`${creds.baseUrl}/api/v2_1/orders`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
        redirect: 'manual',
      });
    const valid = {
      customerIp: '127.0.0.1',
      merchantPosId: PAYU_SANDBOX.posId,
      description: 'x',
      currencyCode: 'PLN',
      totalAmount: '1000',
      products: [{ name: 'Bowl', unitPrice: '1000', quantity: '1' }],
    };
    const codeOf = async (response: Response) =>
      ((await response.json()) as { status: { statusCode: string } }).status.statusCode;

    expect((await post(valid, 'Bearer forged')).status).toBe(401);
    expect((await post(valid, '')).status).toBe(401);
    expect(await codeOf(await post({ ...valid, description: undefined }))).toBe(
      'ERROR_VALUE_MISSING',
    );
    expect(await codeOf(await post({ ...valid, totalAmount: '10.00' }))).toBe(
      'ERROR_VALUE_INVALID',
    );
    expect(await codeOf(await post({ ...valid, customerIp: '0.0.0.0' }))).toBe(
      'ERROR_VALUE_INVALID',
    );
    expect(await codeOf(await post({ ...valid, merchantPosId: '1' }))).toBe('ERROR_VALUE_INVALID');
    expect(await codeOf(await post('{"customerIp":'))).toBe('ERROR_SYNTAX');
    const created = await post(valid);
    expect(created.status).toBe(302);
    const body = (await created.json()) as { redirectUri: string; orderId: string };
    expect(created.headers.get('location')).toBe(body.redirectUri);
  });

  it('keeps its state in the database: a restarted emulator carries on with an order', async () => {
    const adapter = new PayuAdapter(recordingFetch);
    const { orderId, redirectUrl } = await start(adapter);
    const port = await freePort();
    const restarted = await startServer(port);
    try {
      const other = { ...creds, baseUrl: `http://127.0.0.1:${port}/sandbox/payu` };
      await expect(adapter.fetchStatus(orderId, other)).resolves.toMatchObject({
        status: 'pending',
      });
      const back = await press(redirectUrl.replace(publicUrl, `http://127.0.0.1:${port}`), 'Pay');
      expect(back.status).toBe(303);
      expect((await adapter.fetchStatus(orderId, creds)).status).toBe('paid');
    } finally {
      await restarted.close();
    }
    const [row] = await ctx.database.db
      .select()
      .from(sandboxDeliveries)
      .where(eq(sandboxDeliveries.url, `${publicUrl}/notify`));
    expect(row).toBeDefined();
  });
});

async function sandboxToken() {
  const response = await fetch(`${creds.baseUrl}/pl/standard/user/oauth/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: PAYU_SANDBOX.clientId,
      client_secret: PAYU_SANDBOX.clientSecret,
    }).toString(),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}
