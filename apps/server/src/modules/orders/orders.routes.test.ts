import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderDetail, OrderPage } from '@kramik/contract';
import { orders } from '../../db/schema/index.js';
import {
  createUser,
  expectPagedToTheMicrosecond,
  latestMail,
  loginAs,
  mailCount,
} from '../../../test/helpers.js';
import {
  ADDRESS,
  buyer,
  call,
  ctx,
  makerA,
  makerB,
  makerNoShop,
  markPaid,
  pickupB,
  placedFor,
  productOf,
  productQuantity,
  useOrdersApp,
} from './orders.fixtures.js';
import * as orderLifecycle from './order-lifecycle.js';
import { applyCarrierReport, expireUnpaidOrders } from './orders.service.js';

useOrdersApp();

describe('order views and status', () => {
  it('shows each order only to its buyer, its maker and admins', async () => {
    const { order, authorization } = await placedFor('delivery');
    const stranger = await buyer();
    expect((await call('GET', `/api/orders/${order._id}`, stranger.authorization)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/orders/${order._id}`, authorization)).statusCode).toBe(200);
    expect(
      (await call('GET', `/api/seller/orders/${order._id}`, makerB.authorization)).statusCode,
    ).toBe(404);
    const mine = await call('GET', `/api/seller/orders/${order._id}`, makerA.authorization);
    expect(mine.statusCode).toBe(200);
    const othersList = (
      await call('GET', '/api/seller/orders?limit=100', makerB.authorization)
    ).json<OrderPage>();
    expect(othersList.items.some((o) => o._id === order._id)).toBe(false);

    // Wrong roles.
    expect((await call('GET', '/api/seller/orders', authorization)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/orders', makerA.authorization)).statusCode).toBe(403);
    expect((await call('GET', '/api/seller/customers', authorization)).statusCode).toBe(403);
    expect(
      (
        await call('POST', `/api/seller/orders/${order._id}/status`, authorization, {
          status: 'in_progress',
        })
      ).statusCode,
    ).toBe(403);

    const admin = await createUser(ctx, { permissions: 'admin' });
    const adminAuth = (await loginAs(ctx, admin)).authorization;
    const all = (
      await call('GET', `/api/admin/orders?number=${order.number}`, adminAuth)
    ).json<OrderPage>();
    expect(all.items.map((o) => o._id)).toEqual([order._id]);
    const bySeller = (
      await call('GET', `/api/admin/orders?seller=${makerB.companyId}&limit=100`, adminAuth)
    ).json<OrderPage>();
    expect(bySeller.items.every((o) => o.seller._id === makerB.companyId)).toBe(true);
    expect((await call('GET', `/api/admin/orders/${order._id}`, adminAuth)).json()).toMatchObject({
      payout: { commission: { amount: 800 } },
    });
  });

  it("names the items in the maker's language for the maker, as bought for the buyer", async () => {
    const { order, authorization } = await placedFor('delivery');
    const asBuyer = (
      await call('GET', `/api/orders/${order._id}`, authorization)
    ).json<OrderDetail>();
    expect(asBuyer.lines.map((l) => l.name)).toEqual(['Plate']);
    const asMaker = (
      await call('GET', `/api/seller/orders/${order._id}`, makerA.authorization, undefined, {
        'accept-language': 'pl-PL',
      })
    ).json<OrderDetail>();
    expect(asMaker.lines.map((l) => l.name)).toEqual(['Plate PL']);
  });

  it("gives the maker the payment summary with the platform's commission", async () => {
    const { order } = await placedFor('delivery');
    await markPaid(order._id);
    const detail = (
      await call('GET', `/api/seller/orders/${order._id}`, makerA.authorization)
    ).json<OrderDetail>();
    // Products 100.00 (delivery free from 100.00): 8 % of the products is 8.00.
    expect(detail.payout).toEqual({
      orderAmount: { amount: 10000, currency: 'EUR' },
      paidAmount: { amount: 10000, currency: 'EUR' },
      commissionPercent: 8,
      commission: { amount: 800, currency: 'EUR' },
      youWillReceive: { amount: 9200, currency: 'EUR' },
    });
    expect(detail.customer).toMatchObject({ name: 'Test User' });
    expect(detail.nextStatuses).toEqual(['in_progress', 'cancelled']);
  });

  it('moves a delivery order to shipped with tracking, and the buyer sees it', async () => {
    const { order, authorization, user } = await placedFor('delivery');
    await markPaid(order._id);
    const move = (body: Record<string, unknown>) =>
      call('POST', `/api/seller/orders/${order._id}/status`, makerA.authorization, body);
    expect((await move({ status: 'shipped' })).statusCode).toBe(409);
    expect((await move({ status: 'ready_for_pickup' })).json().code).toBe('ORDER_STATE');
    expect((await move({ status: 'in_progress' })).statusCode).toBe(200);
    const missing = await move({ status: 'shipped' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      carrier: 'This field is required',
      trackingNumber: 'This field is required',
    });
    const shipped = await move({
      status: 'shipped',
      carrier: 'inpost_courier',
      trackingNumber: '620000000000000000000001',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const seen = (await call('GET', `/api/orders/${order._id}`, authorization)).json<OrderDetail>();
    expect(seen.status).toBe('shipped');
    expect(seen.tracking).toEqual({
      carrier: 'inpost_courier',
      number: '620000000000000000000001',
      url: 'https://inpost.pl/sledzenie-przesylek?number=620000000000000000000001',
    });
    expect(seen.history.map((h) => h.status)).toEqual([
      'awaiting_payment',
      'in_progress',
      'shipped',
    ]);
    expect(seen.history[2]).toMatchObject({ actor: 'seller' });
    const mail = await latestMail(ctx, user.email);
    expect(mail.subject).toBe(`Order ${order.number}: shipped`);
    expect(mail.links).toContain(seen.tracking!.url);
  });

  it('moves a pick-up order through ready for pick-up to picked up', async () => {
    const { order } = await placedFor('pickup');
    await markPaid(order._id);
    const move = (status: string) =>
      call('POST', `/api/seller/orders/${order._id}/status`, makerA.authorization, { status });
    expect((await move('in_progress')).json<OrderDetail>().nextStatuses).toEqual([
      'ready_for_pickup',
    ]);
    expect((await move('shipped')).statusCode).toBe(409);
    expect((await move('ready_for_pickup')).statusCode).toBe(200);
    expect((await move('picked_up')).json<OrderDetail>().nextStatuses).toEqual(['completed']);
  });

  it('lets the buyer cancel an unpaid order, returning the stock, but not a paid one', async () => {
    const first = await placedFor('delivery');
    expect(await productQuantity(first.productId)).toBe(2);
    const res = await call('POST', `/api/orders/${first.order._id}/cancel`, first.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json<OrderDetail>()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
      canPay: false,
    });
    expect(await productQuantity(first.productId)).toBe(4);
    const twice = await call('POST', `/api/orders/${first.order._id}/cancel`, first.authorization);
    expect(twice.statusCode).toBe(409);

    const paid = await placedFor('delivery');
    await markPaid(paid.order._id);
    const refused = await call('POST', `/api/orders/${paid.order._id}/cancel`, paid.authorization);
    expect(refused.statusCode).toBe(409);
    const stranger = await buyer();
    expect(
      (await call('POST', `/api/orders/${paid.order._id}/cancel`, stranger.authorization))
        .statusCode,
    ).toBe(404);
  });

  it('filters lists by status and day, and pages without repeats', async () => {
    const b = await buyer();
    for (let i = 0; i < 3; i += 1) {
      const p = await productOf(makerB, 1000, 1);
      await call('POST', '/api/cart/items', b.authorization, { productId: p, quantity: 1 });
      await call('POST', '/api/orders', b.authorization, {
        groups: [pickupB()],
      });
    }
    const today = new Date().toISOString().slice(0, 10);
    const page1 = (
      await call('GET', `/api/orders?limit=2&from=${today}&to=${today}`, b.authorization)
    ).json<OrderPage>();
    expect(page1.items).toHaveLength(2);
    const page2 = (
      await call('GET', `/api/orders?limit=2&cursor=${page1.nextCursor}`, b.authorization)
    ).json<OrderPage>();
    expect(page2.items).toHaveLength(1);
    expect(new Set([...page1.items, ...page2.items].map((o) => o._id)).size).toBe(3);
    // The orders of one checkout share their transaction's time, to the microsecond: a cursor in
    // milliseconds skipped the ones after a page's last.
    await expectPagedToTheMicrosecond(
      ctx,
      orders.createdAt,
      orders.id,
      [...page1.items, ...page2.items].map((o) => o._id),
      '/api/orders',
      b.authorization,
    );
    const none = (
      await call('GET', '/api/orders?from=2001-01-01&to=2001-01-02', b.authorization)
    ).json<OrderPage>();
    expect(none.items).toHaveLength(0);
    const shipped = (
      await call('GET', '/api/seller/orders?status=shipped&limit=100', makerB.authorization)
    ).json<OrderPage>();
    expect(shipped.items.every((o) => o.status === 'shipped')).toBe(true);
    expect((await call('GET', '/api/orders?status=lost', b.authorization)).statusCode).toBe(400);
    expect((await call('GET', '/api/orders?from=yesterday', b.authorization)).statusCode).toBe(400);
    expect((await call('GET', '/api/orders?cursor=nonsense', b.authorization)).statusCode).toBe(
      400,
    );
  });

  it("lists the maker's customers with the count and total of their orders not cancelled", async () => {
    const b = await buyer();
    for (let i = 0; i < 2; i += 1) {
      const p = await productOf(makerNoShop, 1000, 1);
      await call('POST', '/api/cart/items', b.authorization, { productId: p, quantity: 1 });
      await call('POST', '/api/orders', b.authorization, {
        groups: [{ sellerId: makerNoShop.companyId, deliveryOptionId: makerNoShop.courierId }],
        shippingAddress: ADDRESS,
      });
    }
    const customers = async () => {
      const res = await call('GET', '/api/seller/customers', makerNoShop.authorization);
      expect(res.statusCode).toBe(200);
      return res.json<{ items: { _id: string }[] }>().items.filter((c) => c._id === b.user.id);
    };
    expect(await customers()).toMatchObject([
      { name: 'Test User', orderCount: 2, total: { amount: 2 * (1000 + 1500) } },
    ]);
    // A cancelled order leaves both figures, so that they always speak of the same orders.
    const mine = (await call('GET', '/api/orders', b.authorization)).json<OrderPage>();
    const [first, second] = mine.items.filter((o) => o.seller._id === makerNoShop.companyId);
    await call('POST', `/api/orders/${first!._id}/cancel`, b.authorization);
    expect(await customers()).toMatchObject([{ orderCount: 1, total: { amount: 1000 + 1500 } }]);
    await call('POST', `/api/orders/${second!._id}/cancel`, b.authorization);
    expect(await customers()).toEqual([]);
  });
});

describe("a carrier's reports", () => {
  it('keep their order in the history when several come at the same moment', async () => {
    const { order } = await placedFor('delivery');
    await markPaid(order._id);
    // A carrier's clock ticks in seconds: several scans of one parcel may share a time.
    const at = new Date(Date.now() - 60_000);
    at.setMilliseconds(0);
    const notes = ['scan 1', 'scan 2', 'scan 3', 'scan 4', 'scan 5', 'scan 6'];
    for (const note of notes) {
      await ctx.database.db.transaction((tx) =>
        applyCarrierReport(tx, 'http://kramik.test', order._id, {
          note,
          moveTo: note === 'scan 3' ? 'shipped' : null,
          tracking: null,
          waiting: null,
          at,
        }),
      );
    }
    const seen = (
      await call('GET', `/api/seller/orders/${order._id}`, makerA.authorization)
    ).json<OrderDetail>();
    expect(seen.status).toBe('shipped');
    expect(seen.history.map((h) => h.note).filter((n) => n?.startsWith('scan'))).toEqual(notes);
  });
});

describe("the maker's order mails", () => {
  const makerMail = async () => {
    const mail = await latestMail(ctx, makerA.user.email);
    return { subject: mail.subject, links: mail.links };
  };

  it('announce a new order as awaiting payment, then paid, each linking to the order', async () => {
    const { order } = await placedFor('delivery');
    const link = `${ctx.config.publicUrl}/orders?order=${order._id}`;
    expect(await makerMail()).toEqual({
      subject: `New order ${order.number} — awaiting payment`,
      links: [link],
    });
    await ctx.database.db.transaction(async (tx) => {
      const [row] = await tx.select().from(orders).where(eq(orders.id, order._id));
      const now = new Date();
      const paid = { operator: 'payu', now, publicUrl: ctx.config.publicUrl };
      expect(await orderLifecycle.markPaid(tx, row!, paid)).toBe(true);
    });
    expect(await makerMail()).toEqual({
      subject: `Order ${order.number} paid — ready to prepare`,
      links: [link],
    });
  });

  it('say a cash-on-delivery order is ready to prepare at once', async () => {
    const b = await buyer();
    const p = await productOf(makerA, 3000, 2);
    await call('POST', '/api/cart/items', b.authorization, { productId: p, quantity: 1 });
    const res = await call('POST', '/api/orders', b.authorization, {
      groups: [{ sellerId: makerA.companyId, deliveryOptionId: makerA.codId }],
      shippingAddress: ADDRESS,
    });
    const placed = res.json<{ orders: { _id: string; number: string }[] }>().orders[0]!;
    expect((await makerMail()).subject).toBe(`New order ${placed.number} — ready to prepare`);
  });

  it('tell of a cancellation by the buyer, the 72-hour expiry or an admin, not by the maker', async () => {
    const byBuyer = await placedFor('delivery');
    await call('POST', `/api/orders/${byBuyer.order._id}/cancel`, byBuyer.authorization);
    expect(await makerMail()).toEqual({
      subject: `Order ${byBuyer.order.number} cancelled`,
      links: [`${ctx.config.publicUrl}/orders?order=${byBuyer.order._id}`],
    });
    expect((await latestMail(ctx, makerA.user.email)).textBody).toContain('before paying');

    const unpaid = await placedFor('delivery');
    const deps = { db: ctx.database.db, config: ctx.config, kickMail: () => undefined };
    await expireUnpaidOrders(deps, new Date(Date.now() + 73 * 3_600_000));
    expect((await makerMail()).subject).toBe(`Order ${unpaid.order.number} cancelled`);
    expect((await latestMail(ctx, makerA.user.email)).textBody).toContain('within 72 hours');

    const admin = await loginAs(ctx, await createUser(ctx, { permissions: 'admin' }));
    const byAdmin = await placedFor('delivery');
    const cancelled = await call(
      'POST',
      `/api/admin/orders/${byAdmin.order._id}/status`,
      admin.authorization,
      { status: 'cancelled' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await makerMail()).subject).toBe(`Order ${byAdmin.order.number} cancelled`);
    expect((await latestMail(ctx, makerA.user.email)).textBody).toContain('An administrator');

    const byMaker = await placedFor('delivery');
    const before = await mailCount(ctx, makerA.user.email);
    const own = await call(
      'POST',
      `/api/seller/orders/${byMaker.order._id}/status`,
      makerA.authorization,
      { status: 'cancelled' },
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(await mailCount(ctx, makerA.user.email)).toBe(before);
  });

  it("link the buyer's status mail to the order itself", async () => {
    const { order, user } = await placedFor('pickup');
    await markPaid(order._id);
    await call('POST', `/api/seller/orders/${order._id}/status`, makerA.authorization, {
      status: 'in_progress',
    });
    expect((await latestMail(ctx, user.email)).links).toEqual([
      `${ctx.config.publicUrl}/userorders?order=${order._id}`,
    ]);
  });
});

describe('unpaid orders', () => {
  it('are cancelled after 72 hours with their stock returned', async () => {
    const { order, productId } = await placedFor('delivery');
    const deps = { db: ctx.database.db, config: ctx.config, kickMail: () => undefined };
    await expireUnpaidOrders(deps, new Date(Date.now() + 71 * 3_600_000));
    const [before] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(before!.status).toBe('awaiting_payment');
    expect(await expireUnpaidOrders(deps, new Date(Date.now() + 73 * 3_600_000))).toBeGreaterThan(
      0,
    );
    const [after] = await ctx.database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(after!.status).toBe('cancelled');
    expect(await productQuantity(productId)).toBe(4);
  });
});
