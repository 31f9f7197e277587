import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, Payment, PaymentOptions } from '@kramik/contract';
import { ledgerEntries, orders, paymentNotifications, refunds } from '../../db/schema/index.js';
import { createUser, latestMail, mailCount, signedIn, callerOf } from '../../../test/helpers.js';
import {
  addMaker,
  insertCategory,
  paymentsDepsOf,
  placeOrders,
  pressOnOperatorPage,
  startPayment,
  type Maker,
  useEmulatorApp,
} from '../../../test/marketplace.js';
import { expireUnpaidOrders } from '../orders/orders.service.js';
import {
  autopayHash,
  itnBody,
  itnXml,
  parseConfirmation,
  toOrderId,
} from './autopay/autopay.adapter.js';
import { PAYU_SANDBOX } from './sandbox/credentials.js';
import { payuSignature } from './payu/payu.adapter.js';
import { reconcilePending } from './reconciliation.js';

const ctx = useEmulatorApp();
let categoryId: string;

const maker = (autopay: boolean) => addMaker(ctx, { autopay });
const placed = (...makers: Maker[]) => placeOrders(ctx, categoryId, ...makers);
const start = (authorization: string, operator: string, orderIds: string[]) =>
  startPayment(ctx, authorization, operator, orderIds);
const press = pressOnOperatorPage;
const paymentsDeps = () => paymentsDepsOf(ctx);

const call = callerOf(ctx);

async function deliverAll() {
  for (let i = 0; i < 5 && (await ctx.app.sandbox.pending()) > 0; i += 1)
    await ctx.app.sandbox.drain();
}

async function order(id: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function ledgerOf(orderId: string) {
  return ctx.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));
}

let makerA: Maker;
let makerB: Maker;
let makerNoAutopay: Maker;

beforeAll(async () => {
  categoryId = await insertCategory(ctx, 'ceramics', 'Ceramics');
  makerA = await maker(true);
  makerB = await maker(true);
  makerNoAutopay = await maker(false);
});

describe('payment options', () => {
  it('offers PayU and PayPal for all orders and AutoPay per order of makers who set it up', async () => {
    const b = await placed(makerA, makerNoAutopay);
    const ids = b.orders.map((o) => o._id).join(',');
    const res = await call('GET', `/api/payments/operators?orders=${ids}`, b.authorization);
    expect(res.statusCode, res.body).toBe(200);
    const options = res.json<PaymentOptions>();
    expect(options.operators).toEqual(['payu', 'paypal']);
    expect(options.total.amount).toBe(2 * 5500);
    const byMaker = new Map(options.orders.map((o) => [o.seller._id, o.autopay]));
    expect(byMaker.get(makerA.companyId)).toBe(true);
    expect(byMaker.get(makerNoAutopay.companyId)).toBe(false);
    // Another buyer's orders are simply not theirs to pay.
    const stranger = await placed(makerA);
    const other = await call(
      'GET',
      `/api/payments/operators?orders=${ids}`,
      stranger.authorization,
    );
    expect(other.json<PaymentOptions>().orders).toEqual([]);
    const autopayTwo = await call('POST', '/api/payments', b.authorization, {
      operator: 'autopay',
      orderIds: b.orders.map((o) => o._id),
    });
    expect(autopayTwo.statusCode).toBe(409);
    const noAutopay = b.orders.find((o) => o.seller._id === makerNoAutopay.companyId)!;
    const refused = await call('POST', '/api/payments', b.authorization, {
      operator: 'autopay',
      orderIds: [noAutopay._id],
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('PayU through its emulator', () => {
  it('pays two orders at once, writes the ledger, and ignores repeats and late statuses', async () => {
    const b = await placed(makerA, makerB);
    const payment = await start(
      b.authorization,
      'payu',
      b.orders.map((o) => o._id),
    );
    expect(payment).toMatchObject({ status: 'pending', amount: { amount: 11000 } });
    expect(payment.redirectUrl).toContain('/sandbox/payu/');
    const done = await press(payment.redirectUrl!, 'Pay');
    expect(done.status).toBe(303);
    await deliverAll();
    const after = (
      await call('GET', `/api/payments/${payment._id}`, b.authorization)
    ).json<Payment>();
    expect(after.status).toBe('paid');
    for (const o of b.orders) {
      const row = await order(o._id);
      expect(row).toMatchObject({ status: 'paid', paymentStatus: 'paid', paidAmount: 5500 });
      const ledger = await ledgerOf(o._id);
      expect(Object.fromEntries(ledger.map((e) => [e.kind, e.amount]))).toEqual({
        buyer_payment: 5500,
        commission: 320,
        seller_due: 5180,
      });
    }
    const ofMakerA = b.orders.find((o) => o.seller._id === makerA.companyId)!;
    const seller = (
      await call('GET', `/api/seller/orders/${ofMakerA._id}`, makerA.authorization)
    ).json<OrderDetail>();
    expect(seller.payout).toMatchObject({
      paidAmount: { amount: 5500 },
      youWillReceive: { amount: 5180 },
    });

    // The operator sends the COMPLETED notification again, and a late PENDING one.
    const operatorId = new URL(payment.redirectUrl!).pathname.split('/').at(-1)!;
    await fetch(`${ctx.base}/sandbox/payu/control/${operatorId}/resend`, { method: 'POST' });
    await fetch(`${ctx.base}/sandbox/payu/control/${operatorId}/notify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'PENDING' }),
    });
    await deliverAll();
    expect(await ledgerOf(b.orders[0]!._id)).toHaveLength(3);
    expect((await order(b.orders[0]!._id)).status).toBe('paid');
  });

  it('keeps orders unpaid when the buyer cancels, so another operator can be chosen', async () => {
    const b = await placed(makerA);
    const payment = await start(b.authorization, 'payu', [b.orders[0]!._id]);
    await press(payment.redirectUrl!, 'Cancel');
    await deliverAll();
    expect(
      (await call('GET', `/api/payments/${payment._id}`, b.authorization)).json(),
    ).toMatchObject({
      status: 'cancelled',
    });
    expect(await order(b.orders[0]!._id)).toMatchObject({
      status: 'awaiting_payment',
      paymentStatus: 'cancelled',
    });
    const again = await start(b.authorization, 'paypal', [b.orders[0]!._id]);
    expect(again.redirectUrl).toContain('/sandbox/paypal/');
  });

  it('rejects a forged or altered notification and never pays a wrong amount', async () => {
    const b = await placed(makerA);
    const payment = await start(b.authorization, 'payu', [b.orders[0]!._id]);
    const operatorId = new URL(payment.redirectUrl!).pathname.split('/').at(-1)!;
    const body = JSON.stringify({
      order: {
        orderId: operatorId,
        extOrderId: payment._id,
        totalAmount: '100',
        currencyCode: 'EUR',
        status: 'COMPLETED',
      },
    });
    const signed = (text: string, key: string) => ({
      'content-type': 'application/json',
      'openpayu-signature': `sender=checkout;signature=${payuSignature(text, key)};algorithm=MD5;content=DOCUMENT`,
    });
    const forged = await fetch(`${ctx.base}/api/payments/notify/payu`, {
      method: 'POST',
      headers: signed(body, 'not-the-key'),
      body,
    });
    expect(forged.status).toBe(400);
    const altered = await fetch(`${ctx.base}/api/payments/notify/payu`, {
      method: 'POST',
      headers: signed(body, PAYU_SANDBOX.secondKey),
      body: body.replace('"100"', '"101"'),
    });
    expect(altered.status).toBe(400);
    const wrongAmount = await fetch(`${ctx.base}/api/payments/notify/payu`, {
      method: 'POST',
      headers: signed(body, PAYU_SANDBOX.secondKey),
      body,
    });
    expect(wrongAmount.status).toBe(200);
    const [note] = await ctx.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentId, payment._id));
    expect(note!.outcome).toBe('mismatch');
    expect((await order(b.orders[0]!._id)).status).toBe('awaiting_payment');
  });

  it('keeps the event key free after a wrong-amount COMPLETED: the correct one still pays, the admins are told', async () => {
    const admin = await createUser(ctx, { permissions: 'admin' });
    const adminMails = await mailCount(ctx, admin.email);
    const b = await placed(makerA);
    const payment = await start(b.authorization, 'payu', [b.orders[0]!._id]);
    const operatorId = new URL(payment.redirectUrl!).pathname.split('/').at(-1)!;
    const notify = (totalAmount: string) => {
      const body = JSON.stringify({
        order: {
          orderId: operatorId,
          extOrderId: payment._id,
          merchantPosId: PAYU_SANDBOX.posId,
          totalAmount,
          currencyCode: 'EUR',
          status: 'COMPLETED',
        },
      });
      return fetch(`${ctx.base}/api/payments/notify/payu`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'openpayu-signature': `sender=checkout;signature=${payuSignature(body, PAYU_SANDBOX.secondKey)};algorithm=MD5;content=DOCUMENT`,
        },
        body,
      });
    };
    expect((await notify('100')).status).toBe(200);
    expect((await notify('100')).status).toBe(200); // its repeat is a duplicate of it alone
    expect(await order(b.orders[0]!._id)).toMatchObject({ status: 'awaiting_payment' });
    const notes = await ctx.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentId, payment._id));
    expect(notes.map((n) => [n.outcome, n.amount])).toEqual([['mismatch', 100]]);
    expect(await mailCount(ctx, admin.email)).toBe(adminMails + 1);
    const alert = await latestMail(ctx, admin.email);
    expect(alert.subject).toContain('PayU');
    expect(alert.textBody).toContain(payment._id);

    expect((await notify('5500')).status).toBe(200);
    expect(await order(b.orders[0]!._id)).toMatchObject({ status: 'paid', paidAmount: 5500 });
    expect(await ledgerOf(b.orders[0]!._id)).toHaveLength(3);
  });

  it('settles a payment that got a wrong-amount COMPLETED by asking PayU at the next reconciliation', async () => {
    const b = await placed(makerB);
    const payment = await start(b.authorization, 'payu', [b.orders[0]!._id]);
    await press(payment.redirectUrl!, 'Pay');
    const operatorId = new URL(payment.redirectUrl!).pathname.split('/').at(-1)!;
    const body = JSON.stringify({
      order: { orderId: operatorId, totalAmount: '1', currencyCode: 'EUR', status: 'COMPLETED' },
    });
    const wrong = await fetch(`${ctx.base}/api/payments/notify/payu`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'openpayu-signature': `signature=${payuSignature(body, PAYU_SANDBOX.secondKey)};algorithm=MD5`,
      },
      body,
    });
    expect(wrong.status).toBe(200);
    // The genuine notification is lost; the payment is minutes old, yet the next run asks PayU.
    const deps = paymentsDeps();
    expect(await reconcilePending(deps)).toBeGreaterThanOrEqual(1);
    expect(await order(b.orders[0]!._id)).toMatchObject({ status: 'paid', paidAmount: 5500 });
    await reconcilePending(deps);
    await deliverAll();
    expect(await ledgerOf(b.orders[0]!._id)).toHaveLength(3);
  });

  it('marks a payment paid once through reconciliation when its notification is lost', async () => {
    const b = await placed(makerB);
    const payment = await start(b.authorization, 'payu', [b.orders[0]!._id]);
    await press(payment.redirectUrl!, 'Pay');
    // The notifications never arrive (as if our server had been down): reconciliation asks PayU.
    const deps = paymentsDeps();
    expect(await reconcilePending(deps, 0)).toBe(1);
    expect(await reconcilePending(deps, 0)).toBe(0);
    await deliverAll();
    expect(await order(b.orders[0]!._id)).toMatchObject({ status: 'paid' });
    expect(await ledgerOf(b.orders[0]!._id)).toHaveLength(3);
  });

  it('refunds a paid order the maker cancels, once, and reverses the ledger', async () => {
    const b = await placed(makerA);
    const payment = await start(b.authorization, 'payu', [b.orders[0]!._id]);
    await press(payment.redirectUrl!, 'Pay');
    await deliverAll();
    const cancel = await call(
      'POST',
      `/api/seller/orders/${b.orders[0]!._id}/status`,
      makerA.authorization,
      { status: 'cancelled' },
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    await ctx.app.payments.runOnce();
    await ctx.app.payments.runOnce();
    const [refund] = await ctx.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, b.orders[0]!._id));
    expect(refund).toMatchObject({ status: 'done', amount: 5500 });
    expect(await order(b.orders[0]!._id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    const ledger = await ledgerOf(b.orders[0]!._id);
    expect(ledger.reduce((sum, e) => sum + (e.kind.includes('seller_due') ? e.amount : 0), 0)).toBe(
      0,
    );
    // The maker's "You will receive" reads the ledger: nothing is due for a refunded order.
    const seen = (
      await call('GET', `/api/seller/orders/${b.orders[0]!._id}`, makerA.authorization)
    ).json<OrderDetail>();
    expect(seen.payout?.youWillReceive.amount).toBe(0);
    const payouts = await call('GET', '/api/admin/payouts', makerA.authorization);
    expect(payouts.statusCode).toBe(403);
  });

  it('refunds money that arrives for an order cancelled meanwhile', async () => {
    const b = await placed(makerB);
    const payment = await start(b.authorization, 'payu', [b.orders[0]!._id]);
    await expireUnpaidOrders(
      { db: ctx.database.db, config: ctx.config, kickMail: () => undefined },
      new Date(Date.now() + 73 * 3_600_000),
    );
    await press(payment.redirectUrl!, 'Pay');
    await deliverAll();
    expect((await order(b.orders[0]!._id)).status).toBe('cancelled');
    const [refund] = await ctx.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, b.orders[0]!._id));
    expect(refund).toMatchObject({ amount: 5500 });
  });
});

describe('PayPal through its emulator', () => {
  it('captures on return and pays the order once, whatever the webhooks repeat', async () => {
    const b = await placed(makerA);
    const payment = await start(b.authorization, 'paypal', [b.orders[0]!._id]);
    const approved = await press(payment.redirectUrl!, 'Pay');
    expect(approved.status).toBe(303);
    const back = await fetch(new URL(approved.headers.get('location')!, ctx.base), {
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/payment/return/paypal?payment=${payment._id}`);
    await deliverAll();
    expect(await order(b.orders[0]!._id)).toMatchObject({ status: 'paid', paidAmount: 5500 });
    expect(await ledgerOf(b.orders[0]!._id)).toHaveLength(3);
  });

  it('ends the payment when the buyer cancels in the PayPal window', async () => {
    const b = await placed(makerA);
    const payment = await start(b.authorization, 'paypal', [b.orders[0]!._id]);
    const cancelled = await press(payment.redirectUrl!, 'Cancel');
    const back = await fetch(new URL(cancelled.headers.get('location')!, ctx.base), {
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe(
      `/payment/return/paypal?payment=${payment._id}&cancelled=1`,
    );
    expect(
      (await call('GET', `/api/payments/${payment._id}`, b.authorization)).json(),
    ).toMatchObject({
      status: 'cancelled',
    });
  });
});

describe('AutoPay through its emulator', () => {
  it("pays one maker's order with that maker's key, and refuses another maker's key", async () => {
    const b = await placed(makerA);
    const payment = await start(b.authorization, 'autopay', [b.orders[0]!._id]);
    expect(payment.redirectUrl).toContain('/sandbox/autopay/payment?');
    const done = await press(payment.redirectUrl!, 'Pay');
    expect(done.status).toBe(303);
    await deliverAll();
    expect(await order(b.orders[0]!._id)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });

    // An ITN about this payment signed with maker B's key is refused.
    const c = await placed(makerA);
    const second = await start(c.authorization, 'autopay', [c.orders[0]!._id]);
    const serviceId = new URL(second.redirectUrl!).searchParams.get('ServiceID')!;
    const orderId = second._id.replace(/-/g, '');
    const values = [
      serviceId,
      orderId,
      'R1',
      '55.00',
      'EUR',
      '',
      '20261122101010',
      'SUCCESS',
      'AUTHORIZED',
    ];
    const xml = `<?xml version="1.0" encoding="UTF-8"?><transactionList><serviceID>${serviceId}</serviceID><transactions><transaction><orderID>${orderId}</orderID><remoteID>R1</remoteID><amount>55.00</amount><currency>EUR</currency><paymentDate>20261122101010</paymentDate><paymentStatus>SUCCESS</paymentStatus><paymentStatusDetails>AUTHORIZED</paymentStatusDetails></transaction></transactions><hash>${autopayHash(values, makerB.bmKey)}</hash></transactionList>`;
    const forged = await fetch(`${ctx.base}/api/payments/notify/autopay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `transactions=${encodeURIComponent(Buffer.from(xml).toString('base64'))}`,
    });
    expect(forged.status).toBe(400);
    expect((await order(c.orders[0]!._id)).status).toBe('awaiting_payment');
  });
});

describe('AutoPay ITNs listing several payments', () => {
  /** An ITN, signed with `key`, reporting each payment SUCCESS with its full amount. */
  function itnFor(serviceId: string, paymentsPaid: Payment[], key: string) {
    const xml = itnXml(
      serviceId,
      paymentsPaid.map((p, i) => ({
        orderID: toOrderId(p._id),
        remoteID: `RMT${i}${p._id.slice(0, 6)}`,
        amount: (p.amount.amount / 100).toFixed(2),
        currency: p.amount.currency,
        paymentDate: '20261126101010',
        paymentStatus: 'SUCCESS' as const,
        paymentStatusDetails: 'AUTHORIZED',
      })),
      key,
    );
    return fetch(`${ctx.base}/api/payments/notify/autopay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: itnBody(xml),
    });
  }

  it("applies only the signing maker's own payments: another maker's is NOTCONFIRMED and stays unpaid", async () => {
    // Maker B, who has their own AutoPay key, buys from themselves; a victim buys from maker A.
    const attacker = await placed(makerB);
    const own = await start(attacker.authorization, 'autopay', [attacker.orders[0]!._id]);
    const victim = await placed(makerA);
    const theirs = await start(victim.authorization, 'autopay', [victim.orders[0]!._id]);
    const serviceB = new URL(own.redirectUrl!).searchParams.get('ServiceID')!;
    const victimMails = await mailCount(ctx, victim.user.email);

    const answer = await itnFor(serviceB, [own, theirs], makerB.bmKey);
    expect(answer.status).toBe(200);
    const confirmation = parseConfirmation(await answer.text());
    expect(confirmation.results).toEqual([
      { orderId: toOrderId(own._id), confirmation: 'CONFIRMED' },
      { orderId: toOrderId(theirs._id), confirmation: 'NOTCONFIRMED' },
    ]);
    // The answer is signed with the key that verified the document.
    expect(autopayHash(confirmation.hashedValues, makerB.bmKey)).toBe(confirmation.hash);

    await deliverAll();
    expect(await order(victim.orders[0]!._id)).toMatchObject({
      status: 'awaiting_payment',
      paidAmount: 0,
    });
    expect(await ledgerOf(victim.orders[0]!._id)).toEqual([]);
    const recorded = await ctx.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.paymentId, theirs._id));
    expect(recorded).toEqual([]);
    expect(
      (await call('GET', `/api/payments/${theirs._id}`, victim.authorization)).json<Payment>()
        .status,
    ).toBe('pending');
    // The victim was sent no "paid" mail.
    expect(await mailCount(ctx, victim.user.email)).toBe(victimMails);

    // Listing the victim's payment first changes nothing either: the key still decides.
    const first = await itnFor(serviceB, [theirs, own], makerB.bmKey);
    expect(first.status).toBe(200);
    expect(parseConfirmation(await first.text()).results[0]).toEqual({
      orderId: toOrderId(theirs._id),
      confirmation: 'NOTCONFIRMED',
    });
    // Under the victim's service id, maker B's key verifies nothing.
    const serviceA = new URL(theirs.redirectUrl!).searchParams.get('ServiceID')!;
    expect((await itnFor(serviceA, [theirs], makerB.bmKey)).status).toBe(400);
    expect((await order(victim.orders[0]!._id)).status).toBe('awaiting_payment');

    // The genuine ITN from maker A's service still pays the victim's order.
    const genuine = await itnFor(serviceA, [theirs], makerA.bmKey);
    expect(parseConfirmation(await genuine.text()).results).toEqual([
      { orderId: toOrderId(theirs._id), confirmation: 'CONFIRMED' },
    ]);
    expect(await order(victim.orders[0]!._id)).toMatchObject({ status: 'paid' });
  });
});

describe('operator settings (admin)', () => {
  it('stores credentials write-only and takes a disabled operator out of the options', async () => {
    const { authorization } = await signedIn(ctx, { permissions: 'admin' });
    const list = await call('GET', '/api/admin/payment-operators', authorization);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((s: { operator: string }) => s.operator)).toEqual([
      'payu',
      'paypal',
      'autopay',
    ]);
    const saved = await call('PUT', '/api/admin/payment-operators/paypal', authorization, {
      enabled: false,
      config: { clientId: 'platform-client' },
      secrets: { clientSecret: 'very-secret' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: false, secretsSet: ['clientSecret'] });
    expect(saved.body).not.toContain('very-secret');
    const b = await placed(makerA);
    const options = (
      await call('GET', `/api/payments/operators?orders=${b.orders[0]!._id}`, b.authorization)
    ).json<PaymentOptions>();
    expect(options.operators).toEqual(['payu']);
    await call('PUT', '/api/admin/payment-operators/paypal', authorization, { enabled: true });
    expect(
      (await call('GET', '/api/admin/payment-operators', makerA.authorization)).statusCode,
    ).toBe(403);
    const payouts = await call('GET', '/api/admin/payouts', authorization);
    expect(payouts.statusCode).toBe(200);
    expect(payouts.json().items.length).toBeGreaterThan(0);
  });
});
