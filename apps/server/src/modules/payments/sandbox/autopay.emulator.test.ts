import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, useTestApp } from '../../../../test/helpers.js';
import { freePort } from '../../../../test/marketplace.js';
import { sandboxDeliveries, sellerSettings } from '../../../db/schema/index.js';
import { SecretBox } from '../../../lib/secrets.js';
import { NotificationRejected, type PaymentEvent } from '../operator.js';
import { decodeItn, FORM, inbound, startRequest } from '../autopay/autopay.fixtures.js';
import { SandboxDeliveryWorker } from './common.js';
import {
  AutopayAdapter,
  fromOrderId,
  itnBody,
  itnXml,
  startHash,
  toOrderId,
} from '../autopay/autopay.adapter.js';
import { autopayEmulator } from './autopay.emulator.js';

const adapter = new AutopayAdapter();

// The AutoPay adapter against the emulator, over real HTTP.

interface Seller {
  companyId: string;
  serviceId: string;
  key: string;
}

/** A stand-in for our notify endpoint, with a switch for how it answers. */
const receiver = {
  mode: 'ok' as 'ok' | 'notconfirmed' | 'error' | 'badhash',
  /** Every ITN body that reached the endpoint, in order. */
  bodies: [] as string[],
  /** Events of ITNs that verified and were answered properly (mode ok). */
  events: [] as PaymentEvent[],
  rejected: [] as string[],
};

const ctx = useTestApp();
let server: FastifyInstance;
let worker: SandboxDeliveryWorker;
let publicUrl: string;
let sellerA: Seller;
let sellerB: Seller;
/** Our payment id → the seller whose order it pays (the real service reads it from `payments`). */
const payments = new Map<string, Seller>();

async function addSeller(secrets: SecretBox, serviceId: string): Promise<Seller> {
  const user = await createUser(ctx, { permissions: 'seller', withCompany: true });
  const key = `bm-${randomUUID()}`;
  await ctx.database.db.insert(sellerSettings).values({
    companyId: user.companyId!,
    autopayIdShop: serviceId,
    autopayBmKeyEncrypted: secrets.encrypt(key),
  });
  return { companyId: user.companyId!, serviceId, key };
}

beforeAll(async () => {
  const secretsDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-autopay-'));
  const secrets = SecretBox.fromConfig(undefined, secretsDir);
  sellerA = await addSeller(secrets, '100101');
  sellerB = await addSeller(secrets, '100202');
  worker = new SandboxDeliveryWorker(ctx.database.db, { warn: () => {}, error: () => {} });

  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  server = Fastify();
  await server.register(
    autopayEmulator({ db: ctx.database.db, publicUrl, secrets, deliveries: worker }),
    { prefix: '/sandbox/autopay' },
  );
  await server.register(async (scope) => {
    scope.addContentTypeParser(FORM, { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post('/api/payments/notify/autopay', async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      receiver.bodies.push(rawBody.toString('utf8'));
      try {
        const parsed = adapter.parseItn({ rawBody, headers: request.headers });
        // The key is the one of the seller whose payment this is, never the one the ITN names.
        const seller = payments.get(fromOrderId(parsed.transactions[0]!.orderId));
        if (!seller || seller.serviceId !== parsed.serviceId)
          throw new NotificationRejected('unknown order or service');
        adapter.verifyItn(parsed, seller.key);
        if (receiver.mode === 'error') return reply.code(500).send('busy');
        const confirmed = receiver.mode !== 'notconfirmed';
        if (receiver.mode === 'ok') receiver.events.push(...adapter.events(parsed));
        const results = parsed.transactions.map((t) => ({ orderId: t.orderId, confirmed }));
        const key = receiver.mode === 'badhash' ? 'not-the-key' : seller.key;
        return reply
          .type('application/xml')
          .send(adapter.confirmation(parsed.serviceId, results, key));
      } catch (error) {
        if (!(error instanceof NotificationRejected)) throw error;
        receiver.rejected.push(error.message);
        return reply.code(400).send(error.message);
      }
    });
  });
  await server.listen({ host: '127.0.0.1', port });
  return async () => {
    await server.close();
    await fs.rm(secretsDir, { recursive: true, force: true });
  };
});

afterEach(async () => {
  receiver.mode = 'ok';
  receiver.bodies = [];
  receiver.events = [];
  receiver.rejected = [];
  // Undelivered ITNs of one test must not reach the next one's receiver.
  await ctx.database.db.delete(sandboxDeliveries);
});

afterAll(() => worker.stop());

function start(seller: Seller, amount = 2900) {
  const paymentId = randomUUID();
  payments.set(paymentId, seller);
  const started = adapter.start(startRequest(paymentId, amount), {
    baseUrl: `${publicUrl}/sandbox/autopay`,
    serviceId: seller.serviceId,
    key: seller.key,
  });
  return { paymentId, orderId: toOrderId(paymentId), url: started.redirectUrl };
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
    headers: { 'content-type': FORM },
    body: '',
    redirect: 'manual',
  });
}

/** Delivers everything due now, or (later = true) also what waits for a retry. */
async function deliver(later = false) {
  await worker.drain(later ? new Date(Date.now() + 60 * 60_000) : undefined);
}

async function control(orderId: string, action: 'resend' | 'itn', body?: object) {
  const response = await fetch(`${publicUrl}/sandbox/autopay/control/${orderId}/${action}`, {
    method: 'POST',
    ...(body
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { deliveryId: string; eventKey: string };
}

describe('AutoPay emulator: payment start', () => {
  it('accepts the adapter’s link, as GET and as a POSTed form', async () => {
    const { url } = start(sellerA);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('29.00 PLN');
    expect(html).toContain('Kramik order &#38; more');
    for (const label of ['Pay', 'Cancel', 'Fail']) expect(html).toContain(`>${label}</button>`);

    const parsed = new URL(url);
    const posted = await fetch(`${parsed.origin}${parsed.pathname}`, {
      method: 'POST',
      headers: { 'content-type': FORM },
      body: parsed.searchParams.toString(),
    });
    expect(posted.status).toBe(200);
  });

  it('refuses a tampered link, an unknown service and another seller’s hash', async () => {
    const { url } = start(sellerA);
    const tampered = new URL(url);
    tampered.searchParams.set('Amount', '30.00');
    expect((await fetch(tampered)).status).toBe(400);

    const unknown = new URL(url);
    unknown.searchParams.set('ServiceID', '999999');
    expect((await fetch(unknown)).status).toBe(400);

    // Seller B's hash over seller A's service.
    const crossed = new URL(url);
    const fields = Object.fromEntries(crossed.searchParams);
    crossed.searchParams.set('Hash', startHash(fields, sellerB.key));
    const refused = await fetch(crossed);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Invalid hash');
  });
});

describe('AutoPay emulator: ITNs', () => {
  it('Pay sends PENDING then SUCCESS, verified with the seller’s key, and returns the browser', async () => {
    const { paymentId, orderId, url } = start(sellerA);
    const paid = await press(url, 'Pay');
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${publicUrl}/payment/return/autopay`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      ServiceID: sellerA.serviceId,
      OrderID: orderId,
      Hash: adapter.returnHash(sellerA.serviceId, orderId, sellerA.key),
    });

    await deliver();
    expect(await worker.pending()).toBe(0);
    expect(receiver.rejected).toEqual([]);
    expect(receiver.events.map((e) => e.status)).toEqual(['pending', 'paid']);
    const remoteId = receiver.events[0]!.operatorPaymentId;
    expect(receiver.events).toEqual([
      {
        paymentRef: paymentId,
        operatorPaymentId: remoteId,
        status: 'pending',
        amount: 2900,
        currency: 'PLN',
        eventKey: `${remoteId}:PENDING`,
      },
      {
        paymentRef: paymentId,
        operatorPaymentId: remoteId,
        status: 'paid',
        amount: 2900,
        currency: 'PLN',
        eventKey: `${remoteId}:SUCCESS`,
      },
    ]);
    const success = adapter.parseItn(inbound(receiver.bodies[1]!)).transactions[0]!;
    expect(success).toMatchObject({ gatewayId: '106', paymentStatusDetails: 'AUTHORIZED' });
    expect(success.paymentDate).toMatch(/^\d{14}$/);

    // The link again, a second click, or Cancel after Pay change nothing and send nothing.
    expect((await fetch(url)).status).toBe(400);
    const again = await fetch(`${publicUrl}/sandbox/autopay/payment/${orderId}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    const cancel = await fetch(`${publicUrl}/sandbox/autopay/payment/${orderId}/cancel`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancel.status).toBe(303);
    expect(await ctx.database.db.select().from(sandboxDeliveries)).toHaveLength(2);
  });

  it('Cancel and Fail send PENDING then FAILURE', async () => {
    const cancelled = start(sellerB, 12_345);
    expect((await press(cancelled.url, 'Cancel')).status).toBe(303);
    const failed = start(sellerA);
    expect((await press(failed.url, 'Fail')).status).toBe(303);
    await deliver();
    const byPayment = (id: string) =>
      receiver.events.filter((e) => e.paymentRef === id).map((e) => [e.status, e.amount]);
    expect(byPayment(cancelled.paymentId)).toEqual([
      ['pending', 12_345],
      ['failed', 12_345],
    ]);
    expect(byPayment(failed.paymentId)).toEqual([
      ['pending', 2900],
      ['failed', 2900],
    ]);
    const details = receiver.bodies
      .map((b) => adapter.parseItn(inbound(b)).transactions[0]!)
      .filter((t) => t.paymentStatus === 'FAILURE')
      .map((t) => t.paymentStatusDetails)
      .sort();
    expect(details).toEqual(['CANCELLED', 'INSUFFICIENT_FUNDS']);
  });

  it('refuses an ITN checked with another seller’s key, and one forged by another seller', async () => {
    const { paymentId, orderId, url } = start(sellerA);
    await press(url, 'Pay');
    await deliver();
    const parsed = adapter.parseItn(inbound(receiver.bodies[1]!));
    expect(() => adapter.verifyItn(parsed, sellerA.key)).not.toThrow();
    expect(() => adapter.verifyItn(parsed, sellerB.key)).toThrow(NotificationRejected);

    // Seller B signs "paid" for seller A's order with B's own key: once naming B's service, once A's.
    for (const serviceId of [sellerB.serviceId, sellerA.serviceId]) {
      const xml = itnXml(
        serviceId,
        [
          {
            orderID: orderId,
            remoteID: 'FORGED1',
            amount: '29.00',
            currency: 'PLN',
            paymentStatus: 'SUCCESS',
          },
        ],
        sellerB.key,
      );
      const forged = await fetch(`${publicUrl}/api/payments/notify/autopay`, {
        method: 'POST',
        headers: { 'content-type': FORM },
        body: itnBody(xml),
      });
      expect(forged.status).toBe(400);
    }
    expect(receiver.rejected).toHaveLength(2);
    expect(receiver.events.filter((e) => e.operatorPaymentId === 'FORGED1')).toEqual([]);
    expect(receiver.events.filter((e) => e.paymentRef === paymentId)).toHaveLength(2);
  });

  it('refuses an ITN with any one byte of its values or hash changed', async () => {
    const { url } = start(sellerA);
    await press(url, 'Pay');
    await deliver();
    const xml = decodeItn(receiver.bodies[1]!);
    // Every text node (each hashed value, and the hash itself) with its last character changed.
    const texts = [...xml.matchAll(/>([^<>\s][^<>]*)</g)];
    expect(texts.length).toBeGreaterThanOrEqual(10);
    for (const text of texts) {
      const at = text.index + text[0].length - 2;
      const changed = xml.slice(0, at) + (xml[at] === '1' ? '2' : '1') + xml.slice(at + 1);
      expect(
        () => adapter.verifyItn(adapter.parseItn(inbound(itnBody(changed))), sellerA.key),
        text[1],
      ).toThrow(NotificationRejected);
    }
  });

  it('retries until the receiver answers with a valid CONFIRMED', async () => {
    const { paymentId, url } = start(sellerA);
    receiver.mode = 'notconfirmed';
    await press(url, 'Pay');
    await deliver();
    expect(receiver.bodies).toHaveLength(2);
    expect(await worker.pending()).toBe(2);

    for (const mode of ['error', 'badhash'] as const) {
      receiver.mode = mode;
      await deliver(true);
      expect(await worker.pending(), mode).toBe(2);
    }
    const errors = (await ctx.database.db.select().from(sandboxDeliveries)).map((d) => d.lastError);
    expect(errors.every((e) => e?.startsWith('HTTP 200'))).toBe(true);

    receiver.mode = 'ok';
    await deliver(true);
    expect(await worker.pending()).toBe(0);
    expect(receiver.bodies).toHaveLength(8);
    expect(receiver.events.filter((e) => e.paymentRef === paymentId).map((e) => e.status)).toEqual([
      'pending',
      'paid',
    ]);
  });

  it('resends the same ITN with the same event key, and sends out-of-order ITNs on request', async () => {
    const { orderId, url } = start(sellerB);
    await press(url, 'Pay');
    await deliver();
    const last = receiver.events.at(-1)!;

    const resent = await control(orderId, 'resend');
    expect(resent.eventKey).toBe(last.eventKey);
    await deliver();
    expect(receiver.bodies.at(-1)).toBe(receiver.bodies.at(-2));
    expect(receiver.events.at(-1)).toEqual(last);

    // A PENDING after the SUCCESS: the same event as the first PENDING, for the service to ignore.
    const late = await control(orderId, 'itn', { status: 'PENDING' });
    expect(late.eventKey).toBe(`${last.operatorPaymentId}:PENDING`);
    await deliver();
    expect(receiver.events.at(-1)).toEqual(receiver.events[0]);

    // A corrupted hash is refused by the receiver and stays queued for retries.
    await control(orderId, 'itn', { status: 'SUCCESS', amount: '1.00', corruptHash: true });
    await deliver();
    expect(receiver.rejected).toEqual(['AutoPay ITN hash mismatch']);
    expect(await worker.pending()).toBe(1);

    // A correctly signed ITN with another amount reaches the service, which must not mark it paid.
    await control(orderId, 'itn', { status: 'SUCCESS', amount: '1.00' });
    await deliver();
    expect(receiver.events.at(-1)).toMatchObject({ status: 'paid', amount: 100 });
  });
});
