/**
 * Payment notifications as a property: for each operator, seeded random sequences of genuine,
 * duplicated, reordered, mismatched and foreign-key notifications over several makers' payments.
 * Whatever the sequence, an order is paid exactly when its operator says its own payment was
 * completed with the right amount, and the ledger holds, per maker, exactly what the operators
 * took for that maker's orders. Set PROPERTY_SEED to replay a failing run.
 */
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment } from '@kramik/contract';
import { ledgerEntries, orders } from '../../db/schema/index.js';
import {} from '../../../test/helpers.js';
import {
  addMaker,
  insertCategory,
  paymentsDepsOf,
  addBuyer,
  placeOrdersAs,
  pressOnOperatorPage,
  type Buyer,
  startPayment,
  type Maker,
  useEmulatorApp,
} from '../../../test/marketplace.js';
import {
  itnBody,
  itnXml,
  parseConfirmation,
  toOrderId,
  type AutopayPaymentStatus,
  type ItnTransactionFields,
} from './autopay/autopay.adapter.js';
import { applyEvent } from './notifications.js';
import { payuSignature } from './payu/payu.adapter.js';
import { PAYU_SANDBOX } from './sandbox/credentials.js';

const SEED = Number(process.env.PROPERTY_SEED ?? 20261126);
const SEQUENCES = 4;
const PAYMENTS_PER_SEQUENCE = 5;

/** mulberry32: a small seeded generator, so a failing sequence can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    chance: (p: number) => next() < p,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    shuffle: <T>(items: T[]) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
}
type Random = ReturnType<typeof generator>;

const ctx = useEmulatorApp();
let categoryId: string;
let makers: Maker[];
let buyers: Buyer[];
const tried = { sequences: 0, notifications: 0, payments: 0 };

beforeAll(async () => {
  categoryId = await insertCategory(ctx, 'property', 'Property');
  makers = [];
  for (let i = 0; i < 3; i++) makers.push(await addMaker(ctx, { autopay: true }));
  buyers = [await addBuyer(ctx), await addBuyer(ctx)];
});

afterAll(() => {
  console.log(
    `payment notification properties: ${tried.sequences} sequences over 3 operators, ` +
      `${tried.payments} payments, ${tried.notifications} notifications tried (seed ${SEED})`,
  );
});

interface Tracked {
  payment: Payment;
  maker: Maker;
  orderIds: string[];
  /** What the operator really did with this payment. */
  paid: boolean;
}

/** A buyer's orders with one or two makers, and a payment of them at the operator. */
async function newPayment(random: Random, operator: string, paid: boolean): Promise<Tracked> {
  const maker = random.pick(makers);
  const withTwo = operator !== 'autopay' && random.chance(0.3);
  const others = makers.filter((m) => m !== maker);
  const buyer = await placeOrdersAs(
    ctx,
    random.pick(buyers),
    categoryId,
    ...(withTwo ? [maker, random.pick(others)] : [maker]),
  );
  const orderIds = buyer.orders.map((o) => o._id);
  const payment = await startPayment(ctx, buyer.authorization, operator, orderIds);
  tried.payments += 1;
  return { payment, maker, orderIds, paid };
}

/** The invariant: paid orders are exactly the operator's completed ones, and so is the ledger. */
async function expectOrdersAndLedgerMatch(tracked: Tracked[]) {
  const allOrderIds = tracked.flatMap((t) => t.orderIds);
  const rows = await ctx.database.db.select().from(orders).where(inArray(orders.id, allOrderIds));
  const byId = new Map(rows.map((o) => [o.id, o]));
  for (const t of tracked) {
    for (const id of t.orderIds) {
      const order = byId.get(id)!;
      expect(
        { order: order.number, status: order.status },
        `operator ${t.payment.operator}, payment ${t.payment._id} ${t.paid ? 'paid' : 'not paid'}`,
      ).toEqual({ order: order.number, status: t.paid ? 'paid' : 'awaiting_payment' });
      expect(order.paidAmount).toBe(t.paid ? order.totalAmount : 0);
    }
  }
  const entries = await ctx.database.db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.orderId, allOrderIds));
  const taken = new Map<string, number>();
  for (const t of tracked.filter((x) => x.paid))
    for (const id of t.orderIds) {
      const order = byId.get(id)!;
      taken.set(order.companyId, (taken.get(order.companyId) ?? 0) + order.totalAmount);
    }
  const credited = new Map<string, number>();
  for (const e of entries.filter((x) => x.kind === 'buyer_payment'))
    credited.set(e.companyId, (credited.get(e.companyId) ?? 0) + e.amount);
  expect(Object.fromEntries(credited)).toEqual(Object.fromEntries(taken));
  // Each paid order has its three entries once, however often its payment was reported.
  const paidOrders = tracked.filter((t) => t.paid).flatMap((t) => t.orderIds);
  expect(entries).toHaveLength(paidOrders.length * 3);
}

async function deliverQueued() {
  for (let i = 0; i < 5 && (await ctx.app.sandbox.pending()) > 0; i += 1)
    await ctx.app.sandbox.drain();
}

// ---- PayU ----------------------------------------------------------------------------------------

interface PayuNotification {
  body: string;
  key: string;
  /** 200 when signed with our POS's key and about our POS, else 400. */
  expected: number;
}

function payuNotification(
  t: Tracked,
  status: string,
  options: { amount?: number; currency?: string; key?: string; posId?: string } = {},
): PayuNotification {
  const key = options.key ?? PAYU_SANDBOX.secondKey;
  const posId = options.posId ?? PAYU_SANDBOX.posId;
  const body = JSON.stringify({
    order: {
      orderId: new URL(t.payment.redirectUrl!).pathname.split('/').at(-1),
      extOrderId: t.payment._id,
      merchantPosId: posId,
      totalAmount: String(options.amount ?? t.payment.amount.amount),
      currencyCode: options.currency ?? t.payment.amount.currency,
      status,
    },
  });
  const genuine = key === PAYU_SANDBOX.secondKey && posId === PAYU_SANDBOX.posId;
  return { body, key, expected: genuine ? 200 : 400 };
}

function payuSequence(random: Random, tracked: Tracked[]) {
  const sent: PayuNotification[] = [];
  for (const t of tracked) {
    const final = t.paid ? 'COMPLETED' : random.pick(['CANCELED', null]);
    const genuine = [
      ...(random.chance(0.7) ? [payuNotification(t, 'PENDING')] : []),
      ...(random.chance(0.3) ? [payuNotification(t, 'WAITING_FOR_CONFIRMATION')] : []),
      ...(final ? [payuNotification(t, final)] : []),
    ];
    sent.push(...genuine);
    // Duplicates of any genuine notification.
    for (let i = random.int(3); i > 0 && genuine.length > 0; i--) sent.push(random.pick(genuine));
    // A signed COMPLETED with the wrong amount or currency: recorded apart, never paid.
    if (random.chance(0.7))
      sent.push(
        random.chance(0.5)
          ? payuNotification(t, 'COMPLETED', {
              amount: t.payment.amount.amount + 1 + random.int(500),
            })
          : payuNotification(t, 'COMPLETED', { currency: 'PLN' }),
      );
    // Foreign keys: another second key, or our key about another POS's order.
    if (random.chance(0.4))
      sent.push(payuNotification(t, 'COMPLETED', { key: `forged-${random.int(99)}` }));
    if (random.chance(0.2)) sent.push(payuNotification(t, 'COMPLETED', { posId: '999001' }));
  }
  return random.shuffle(sent);
}

// ---- AutoPay -------------------------------------------------------------------------------------

interface Itn {
  body: string;
  /** Per transaction: whether we must confirm it; null when the whole document must be refused. */
  expected: { orderId: string; confirmed: boolean }[] | null;
}

function transaction(
  t: Tracked,
  remoteId: string,
  status: AutopayPaymentStatus,
  amount = t.payment.amount.amount,
): ItnTransactionFields {
  return {
    orderID: toOrderId(t.payment._id),
    remoteID: remoteId,
    amount: (amount / 100).toFixed(2),
    currency: t.payment.amount.currency,
    paymentDate: '20261126120000',
    paymentStatus: status,
  };
}

function itn(
  signer: Maker,
  serviceId: string,
  items: { fields: ItnTransactionFields; confirmed: boolean }[],
  refused = false,
): Itn {
  return {
    body: itnBody(
      itnXml(
        serviceId,
        items.map((i) => i.fields),
        signer.bmKey,
      ),
    ),
    expected: refused
      ? null
      : items.map((i) => ({ orderId: i.fields.orderID, confirmed: i.confirmed })),
  };
}

function autopaySequence(random: Random, tracked: Tracked[]) {
  const sent: Itn[] = [];
  const remote = new Map(
    tracked.map((t) => [t, `R${randomUUID().replace(/-/g, '').slice(0, 12)}`]),
  );
  const genuineOf = (t: Tracked) => {
    const statuses: AutopayPaymentStatus[] = [
      ...(random.chance(0.7) ? (['PENDING'] as const) : []),
      ...(t.paid ? (['SUCCESS'] as const) : random.chance(0.5) ? (['FAILURE'] as const) : []),
    ];
    return statuses.map((s) => ({ fields: transaction(t, remote.get(t)!, s), confirmed: true }));
  };
  for (const maker of makers) {
    const own = tracked.filter((t) => t.maker === maker);
    // Genuine ITNs, some carrying several of the maker's transactions at once, some repeated.
    const genuine = own.flatMap(genuineOf);
    random.shuffle(genuine);
    while (genuine.length > 0) {
      const document = itn(maker, maker.serviceId, genuine.splice(0, 1 + random.int(3)));
      sent.push(document);
      if (random.chance(0.3)) sent.push(document);
    }
    for (const t of own) {
      // The owner's own SUCCESS with a wrong amount: confirmed as received, recorded apart.
      if (random.chance(0.4))
        sent.push(
          itn(maker, maker.serviceId, [
            {
              fields: transaction(
                t,
                remote.get(t)!,
                'SUCCESS',
                t.payment.amount.amount + 1 + random.int(900),
              ),
              confirmed: true,
            },
          ]),
        );
      // Another maker signs a SUCCESS for this payment under their own service id, beside one
      // of their own transactions (if any): ours is NOTCONFIRMED, theirs applies as usual.
      if (random.chance(0.5)) {
        const attacker = random.pick(makers.filter((m) => m !== maker));
        const theirs = tracked
          .filter((x) => x.maker === attacker)
          .flatMap(genuineOf)
          .slice(0, 1);
        const forged = {
          fields: transaction(t, `F${random.int(1e9)}`, 'SUCCESS'),
          confirmed: false,
        };
        // Naming none of the attacker's own payments, it verifies with nobody's key: refused.
        sent.push(
          itn(
            attacker,
            attacker.serviceId,
            random.shuffle([...theirs, forged]),
            theirs.length === 0,
          ),
        );
      }
      // Or signs it under this maker's service id: the document verifies with nobody's key.
      if (random.chance(0.3)) {
        const attacker = random.pick(makers.filter((m) => m !== maker));
        sent.push(
          itn(
            attacker,
            maker.serviceId,
            [{ fields: transaction(t, remote.get(t)!, 'SUCCESS'), confirmed: false }],
            true,
          ),
        );
      }
    }
  }
  return random.shuffle(sent);
}

// ---- PayPal ----------------------------------------------------------------------------------------

/** A webhook with made-up PAYPAL-* headers: PayPal's signature check answers FAILURE. */
function forgedPaypalWebhook(t: Tracked) {
  const event = {
    id: `WH-${randomUUID()}`,
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource_type: 'capture',
    resource: {
      id: `CAP${randomUUID().slice(0, 8)}`,
      status: 'COMPLETED',
      amount: {
        currency_code: t.payment.amount.currency,
        value: (t.payment.amount.amount / 100).toFixed(2),
      },
      custom_id: t.payment._id,
      supplementary_data: {
        related_ids: { order_id: new URL(t.payment.redirectUrl!).pathname.split('/').at(-1) },
      },
    },
  };
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/notify/paypal',
    headers: {
      'content-type': 'application/json',
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': `${ctx.config.publicUrl}/sandbox/paypal/v1/notifications/certs/CERT-360caa42-fca2a594-1d93a270`,
      'paypal-transmission-id': randomUUID(),
      'paypal-transmission-sig': Buffer.from(randomUUID()).toString('base64'),
      'paypal-transmission-time': new Date().toISOString(),
    },
    payload: JSON.stringify(event),
  });
}

const paypalOrderId = (t: Tracked) =>
  new URL(t.payment.redirectUrl!).searchParams.get('token') ??
  new URL(t.payment.redirectUrl!).pathname.split('/').at(-1)!;

describe('payment notifications, whatever their order, repeats, amounts and keys', () => {
  it('PayU: an order is paid exactly when PayU completed its payment with the right amount', async () => {
    for (let s = 0; s < SEQUENCES; s++) {
      const random = generator(SEED + s);
      const tracked: Tracked[] = [];
      for (let i = 0; i < PAYMENTS_PER_SEQUENCE; i++)
        tracked.push(await newPayment(random, 'payu', random.chance(0.5)));
      for (const n of payuSequence(random, tracked)) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/payments/notify/payu',
          headers: {
            'content-type': 'application/json',
            'openpayu-signature': `sender=checkout;signature=${payuSignature(n.body, n.key)};algorithm=MD5;content=DOCUMENT`,
          },
          payload: n.body,
        });
        expect(res.statusCode, `${n.body} → ${res.body}`).toBe(n.expected);
        tried.notifications += 1;
      }
      await expectOrdersAndLedgerMatch(tracked);
      tried.sequences += 1;
    }
  });

  it("AutoPay: only the owning maker's key pays an order, and only with the right amount", async () => {
    for (let s = 0; s < SEQUENCES; s++) {
      const random = generator(SEED + 100 + s);
      const tracked: Tracked[] = [];
      for (let i = 0; i < PAYMENTS_PER_SEQUENCE; i++)
        tracked.push(await newPayment(random, 'autopay', random.chance(0.5)));
      for (const n of autopaySequence(random, tracked)) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/payments/notify/autopay',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: n.body,
        });
        tried.notifications += 1;
        if (n.expected === null) {
          expect(res.statusCode, res.body).toBe(400);
          continue;
        }
        expect(res.statusCode, res.body).toBe(200);
        const answer = parseConfirmation(res.body).results.map((r) => ({
          orderId: r.orderId,
          confirmed: r.confirmation === 'CONFIRMED',
        }));
        expect(answer).toEqual(n.expected);
      }
      await expectOrdersAndLedgerMatch(tracked);
      tried.sequences += 1;
    }
  });

  it('PayPal: approvals, captures, repeats, forged webhooks and wrong amounts pay only what PayPal captured', async () => {
    const deps = paymentsDepsOf(ctx);
    for (let s = 0; s < SEQUENCES; s++) {
      const random = generator(SEED + 200 + s);
      const tracked: Tracked[] = [];
      for (let i = 0; i < PAYMENTS_PER_SEQUENCE; i++)
        tracked.push(await newPayment(random, 'paypal', random.chance(0.5)));
      const steps: (() => Promise<void>)[] = [];
      for (const t of tracked) {
        if (t.paid)
          steps.push(async () => {
            const approved = await pressOnOperatorPage(t.payment.redirectUrl!, 'Pay');
            // The buyer comes back (capture on return), or closes the window (the webhook captures).
            if (random.chance(0.6))
              await fetch(new URL(approved.headers.get('location')!, ctx.config.publicUrl), {
                redirect: 'manual',
              });
            tried.notifications += 1;
          });
        else if (random.chance(0.5))
          steps.push(async () => {
            const cancelled = await pressOnOperatorPage(t.payment.redirectUrl!, 'Cancel');
            await fetch(new URL(cancelled.headers.get('location')!, ctx.config.publicUrl), {
              redirect: 'manual',
            });
            tried.notifications += 1;
          });
        // Webhooks go out at any point, so they arrive before or after the buyer's return.
        steps.push(async () => {
          await deliverQueued();
        });
        if (random.chance(0.5))
          steps.push(async () => {
            // PayPal repeats its last webhook (a no-op when none was sent yet).
            await fetch(
              `${ctx.config.publicUrl}/sandbox/paypal/control/${paypalOrderId(t)}/resend`,
              { method: 'POST' },
            );
            tried.notifications += 1;
          });
        if (random.chance(0.5))
          steps.push(async () => {
            expect((await forgedPaypalWebhook(t)).statusCode).toBe(400);
            tried.notifications += 1;
          });
        if (random.chance(0.4))
          steps.push(async () => {
            // A verified capture event whose amount is not the payment's (as the adapter would
            // hand it over): recorded apart, never paid.
            const outcome = await applyEvent(
              deps,
              'paypal',
              {
                paymentRef: t.payment._id,
                operatorPaymentId: paypalOrderId(t),
                status: 'paid',
                amount: t.payment.amount.amount - 1 - random.int(900),
                currency: t.payment.amount.currency,
                eventKey: `WH-${randomUUID()}`,
                captureId: `CAP-${random.int(1e6)}`,
              },
              '{}',
            );
            expect(['mismatch', 'ignored', 'unknown']).toContain(outcome);
            tried.notifications += 1;
          });
      }
      for (const step of random.shuffle(steps)) await step();
      await deliverQueued();
      await expectOrdersAndLedgerMatch(tracked);
      tried.sequences += 1;
    }
  });
});
