import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  InpostConnection,
  LogisticsSettings,
  OrderDetail,
  PlacedOrders,
  Shipment,
  ShipmentPage,
} from '@kramik/contract';
import { mailOutbox, orders, shipmentEvents, shipments } from '../../db/schema/index.js';
import {
  callerOf,
  expectPagedToTheMicrosecond,
  latestMail,
  signedIn,
} from '../../../test/helpers.js';
import {
  addBuyer,
  insertCategory,
  insertCourier,
  insertProduct,
  TEST_SHIPPING_ADDRESS,
  useEmulatorApp,
} from '../../../test/marketplace.js';
import { sandboxShipxToken } from './sandbox/shipx.emulator.js';

/**
 * Shipments through the API (issue 19): the maker creates an InPost shipment from an order, gets
 * its label, cancels it while InPost allows, and tracking (webhook and polling) moves the order.
 */
const ctx = useEmulatorApp();
const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(ctx)(...args);

interface TestMaker {
  authorization: string;
  companyId: string;
  organizationId: string;
  lockerId: string;
  courierId: string;
  dpdId: string;
}
let categoryId: string;
let maker: TestMaker;
let otherMaker: TestMaker;
let organizationSeq = 5100;

async function addShippingMaker(token?: string): Promise<TestMaker> {
  const { user, authorization } = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  const companyId = user.companyId!;
  const organizationId = String(organizationSeq++);
  const saved = await call('PUT', '/api/seller/settings', authorization, {
    inpostOrganizationId: organizationId,
    inpostApiKey: token ?? sandboxShipxToken(organizationId),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const tag = companyId.slice(0, 8);
  return {
    authorization,
    companyId,
    organizationId,
    lockerId: await insertCourier(ctx, companyId, {
      carrier: 'inpost_locker',
      priceAmount: 999,
      externalId: `locker-${tag}`,
    }),
    courierId: await insertCourier(ctx, companyId, {
      carrier: 'inpost_courier',
      priceAmount: 1599,
      externalId: `courier-${tag}`,
    }),
    dpdId: await insertCourier(ctx, companyId, { externalId: `dpd-${tag}` }),
  };
}

/** A buyer's paid order from the maker, by locker (KRA01M), InPost courier or DPD. */
async function paidOrder(m: TestMaker, how: 'locker' | 'courier' | 'dpd' = 'locker') {
  const buyer = await addBuyer(ctx);
  const productId = await insertProduct(ctx, {
    companyId: m.companyId,
    categoryId,
    price: 4000,
    quantity: 5,
  });
  await call('POST', '/api/cart/items', buyer.authorization, { productId, quantity: 1 });
  const group =
    how === 'locker'
      ? { sellerId: m.companyId, deliveryOptionId: m.lockerId, pointCode: 'KRA01M' }
      : { sellerId: m.companyId, deliveryOptionId: how === 'dpd' ? m.dpdId : m.courierId };
  const placed = await call('POST', '/api/orders', buyer.authorization, {
    groups: [group],
    shippingAddress: { ...TEST_SHIPPING_ADDRESS, phone: '+48 600 100 200' },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json<PlacedOrders>().orders[0]!;
  // Stands in for the payment (tested in the payments module).
  await ctx.database.db
    .update(orders)
    .set({
      status: 'paid',
      paymentStatus: 'paid',
      paidAmount: order.total.amount,
      paidAt: new Date(),
    })
    .where(eq(orders.id, order._id));
  return { ...buyer, order };
}

async function externalIdOf(shipmentId: string) {
  const [row] = await ctx.database.db
    .select({ externalId: shipments.externalId })
    .from(shipments)
    .where(eq(shipments.id, shipmentId));
  return row!.externalId!;
}

/** The emulator's control: InPost moves the parcel on at once (one step, or up to `to`). */
async function advance(shipment: Shipment, to?: string) {
  const response = await fetch(
    `${ctx.base}/sandbox/inpost/control/shipments/${await externalIdOf(shipment._id)}/advance`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(to ? { to } : {}),
    },
  );
  expect(response.status).toBe(200);
}

async function setWebhook(m: TestMaker) {
  const response = await fetch(
    `${ctx.base}/sandbox/inpost/control/organizations/${m.organizationId}/webhook`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: `${ctx.base}/api/logistics/inpost/notify` }),
    },
  );
  expect(response.status).toBe(204);
}

const sellerOrder = async (m: TestMaker, id: string) =>
  (await call('GET', `/api/seller/orders/${id}`, m.authorization)).json<OrderDetail>();

beforeAll(async () => {
  categoryId = await insertCategory(ctx, 'ceramics', 'Ceramics');
  maker = await addShippingMaker();
  otherMaker = await addShippingMaker();
});

describe('creating a shipment', () => {
  it('creates the locker shipment, refuses a second, and tracks it to delivery by webhook', async () => {
    await setWebhook(maker);
    const { order, user, authorization } = await paidOrder(maker);
    const url = `/api/seller/orders/${order._id}/shipments`;
    const created = await call('POST', url, maker.authorization, { parcelSize: 'B' });
    expect(created.statusCode, created.body).toBe(201);
    const shipment = created.json<Shipment>();
    expect(shipment).toMatchObject({
      carrier: 'inpost_locker',
      status: 'created',
      parcel: { size: 'B' },
      cod: null,
      labelReady: false,
      canCancel: true,
    });
    expect((await call('POST', url, maker.authorization, {})).statusCode).toBe(409);

    // The label waits for InPost's confirmation.
    const early = await call('GET', `/api/seller/orders/${order._id}/label`, maker.authorization);
    expect(early.statusCode, early.body).toBe(409);
    await advance(shipment);
    for (const size of ['A6', 'A4']) {
      const label = await call(
        'GET',
        `/api/seller/orders/${order._id}/label?size=${size}`,
        maker.authorization,
      );
      expect(label.statusCode).toBe(200);
      expect(label.headers['content-type']).toBe('application/pdf');
      expect(label.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    }
    // Confirmed: InPost no longer cancels it.
    const cancel = await call(
      'POST',
      `/api/seller/orders/${order._id}/shipments/cancel`,
      maker.authorization,
    );
    expect(cancel.statusCode, cancel.body).toBe(409);

    // Collected (webhook): the order is shipped, with the tracking link and the buyer's mail.
    await advance(shipment, 'collected_from_sender');
    const shipped = await sellerOrder(maker, order._id);
    expect(shipped.status).toBe('shipped');
    expect(shipped.tracking?.url).toMatch(
      /^https:\/\/inpost\.pl\/sledzenie-przesylek\?number=\d{24}$/,
    );
    expect(shipped.history.at(-1)?.note).toBe(
      'InPost: Collected from the sender (collected_from_sender)',
    );
    expect((await latestMail(ctx, user.email)).subject).toContain(order.number);

    // Waiting in the locker: a mail with the pick-up code; the order stays shipped.
    await advance(shipment, 'ready_to_pickup');
    const waitingMail = await latestMail(ctx, user.email);
    expect(waitingMail.textBody).toMatch(/pick-up code: \d{6}/);
    expect((await sellerOrder(maker, order._id)).status).toBe('shipped');

    await advance(shipment, 'delivered');
    const delivered = await sellerOrder(maker, order._id);
    expect(delivered.status).toBe('delivered');

    // The buyer's timeline: every carrier event once, oldest first.
    const buyerView = (
      await call('GET', `/api/orders/${order._id}/shipments`, authorization)
    ).json<{ items: Shipment[] }>();
    expect(buyerView.items[0]!.events.map((e) => e.carrierStatus)).toEqual([
      'created',
      'confirmed',
      'dispatched_by_sender',
      'collected_from_sender',
      'adopted_at_sorting_center',
      'out_for_delivery',
      'ready_to_pickup',
      'delivered',
    ]);
    expect(buyerView.items[0]!.status).toBe('delivered');
  });

  it('changes nothing twice for a repeated webhook or a late poll', async () => {
    const { order, user } = await paidOrder(maker);
    const shipment = (
      await call('POST', `/api/seller/orders/${order._id}/shipments`, maker.authorization, {})
    ).json<Shipment>();
    await advance(shipment, 'collected_from_sender');
    const before = await sellerOrder(maker, order._id);
    const mails = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, user.email));
    const events = await ctx.database.db
      .select()
      .from(shipmentEvents)
      .where(eq(shipmentEvents.shipmentId, shipment._id));

    // The same webhook again, and an old status sent late: nothing new.
    for (const status of ['collected_from_sender', 'created']) {
      const again = await call('POST', '/api/logistics/inpost/notify', undefined, {
        event: 'shipment_status_changed',
        payload: { shipment_id: await externalIdOf(shipment._id), status },
      });
      expect(again.statusCode, again.body).toBe(200);
    }
    expect(await ctx.app.tracking.runOnce(0)).toBeGreaterThan(0);
    const after = await sellerOrder(maker, order._id);
    expect(after.history).toEqual(before.history);
    expect(after.status).toBe('shipped');
    expect(
      await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email)),
    ).toHaveLength(mails.length);
    expect(
      await ctx.database.db
        .select()
        .from(shipmentEvents)
        .where(eq(shipmentEvents.shipmentId, shipment._id)),
    ).toHaveLength(events.length);
    // An unknown shipment is acknowledged and ignored.
    const unknown = await call('POST', '/api/logistics/inpost/notify', undefined, {
      payload: { shipment_id: 1 },
    });
    expect(unknown.json()).toEqual({ received: true });
  });

  it('moves the order by polling where no webhook comes', async () => {
    const { order } = await paidOrder(otherMaker);
    const shipment = (
      await call('POST', `/api/seller/orders/${order._id}/shipments`, otherMaker.authorization, {})
    ).json<Shipment>();
    await advance(shipment, 'delivered');
    expect((await sellerOrder(otherMaker, order._id)).status).toBe('paid');
    await ctx.app.tracking.runOnce(0);
    const polled = await sellerOrder(otherMaker, order._id);
    expect(polled.status).toBe('delivered');
    // Shipped, then delivered, each once.
    expect(
      polled.history.filter((h) => h.status === 'shipped' && h.actor === 'system').length,
    ).toBeGreaterThan(0);
    expect(polled.history.filter((h) => h.status === 'delivered')).toHaveLength(1);
  });

  it('cancels before confirmation, and a new shipment can follow', async () => {
    const { order } = await paidOrder(maker, 'courier');
    const url = `/api/seller/orders/${order._id}/shipments`;
    const missing = await call('POST', url, maker.authorization, { weightGrams: 1200 });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['heightMm', 'lengthMm', 'widthMm']);
    const body = {
      weightGrams: 1200,
      lengthMm: 300,
      widthMm: 200,
      heightMm: 100,
      insuranceAmount: 5000,
    };
    const created = await call('POST', url, maker.authorization, body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Shipment>()).toMatchObject({
      carrier: 'inpost_courier',
      insurance: { amount: 5000 },
      parcel: { weightGrams: 1200 },
    });
    const cancelled = await call('POST', `${url}/cancel`, maker.authorization);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Shipment>().status).toBe('cancelled');
    expect((await call('POST', url, maker.authorization, body)).statusCode).toBe(201);
    const list = (await call('GET', url, maker.authorization)).json<{ items: Shipment[] }>();
    expect(list.items.map((s) => s.status)).toEqual(['created', 'cancelled']);
  });

  it('keeps the order from being cancelled until its shipment is', async () => {
    const { order } = await paidOrder(maker);
    const url = `/api/seller/orders/${order._id}/shipments`;
    expect((await call('POST', url, maker.authorization, {})).statusCode).toBe(201);
    const admin = await signedIn(ctx, { permissions: 'admin' });
    const blocked = {
      code: 'ORDER_STATE',
      error:
        'Cancel this order’s InPost shipment first. A shipment InPost has already confirmed can only be cancelled by InPost.',
    };
    for (const [path, authorization] of [
      [`/api/seller/orders/${order._id}/status`, maker.authorization],
      [`/api/admin/orders/${order._id}/status`, admin.authorization],
    ] as const) {
      const refused = await call('POST', path, authorization, { status: 'cancelled' });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject(blocked);
    }
    // The order's page does not offer what would be refused, and offers it again after.
    const page = await sellerOrder(maker, order._id);
    expect(page).toMatchObject({ status: 'paid', canCancel: false });
    expect(page.nextStatuses).not.toContain('cancelled');
    const adminPage = await call('GET', `/api/admin/orders/${order._id}`, admin.authorization);
    expect(adminPage.json<OrderDetail>()).toMatchObject({ canCancel: false });

    expect((await call('POST', `${url}/cancel`, maker.authorization)).statusCode).toBe(200);
    expect(await sellerOrder(maker, order._id)).toMatchObject({
      canCancel: true,
      nextStatuses: expect.arrayContaining(['cancelled']) as string[],
    });
    const cancelled = await call(
      'POST',
      `/api/seller/orders/${order._id}/status`,
      maker.authorization,
      {
        status: 'cancelled',
      },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<OrderDetail>().status).toBe('cancelled');
  });

  it("puts several orders' labels in one PDF, and names the ones without", async () => {
    const first = await paidOrder(maker);
    const second = await paidOrder(maker);
    const ids = [first.order._id, second.order._id];
    for (const id of ids) {
      const s = await call('POST', `/api/seller/orders/${id}/shipments`, maker.authorization, {});
      await advance(s.json<Shipment>());
    }
    const third = await paidOrder(maker);
    const notReady = await call(
      'GET',
      `/api/seller/shipments/labels?orders=${[...ids, third.order._id].join(',')}`,
      maker.authorization,
    );
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().error).toContain(third.order.number);
    const merged = await call(
      'GET',
      `/api/seller/shipments/labels?orders=${ids.join(',')}&size=A4`,
      maker.authorization,
    );
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await PDFDocument.load(merged.rawPayload)).getPageCount()).toBe(2);
    const page = (
      await call('GET', '/api/seller/shipments?limit=2', maker.authorization)
    ).json<ShipmentPage>();
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).not.toBeNull();
    const next = await call(
      'GET',
      `/api/seller/shipments?limit=2&cursor=${page.nextCursor}`,
      maker.authorization,
    );
    expect(next.statusCode).toBe(200);
  });

  it('goes on with the shipments created in the same microsecond as the last one of a page', async () => {
    const own = await addShippingMaker();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { order } = await paidOrder(own);
      const s = await call(
        'POST',
        `/api/seller/orders/${order._id}/shipments`,
        own.authorization,
        {},
      );
      ids.push(s.json<Shipment>()._id);
    }
    // Shipments of the same microsecond: a cursor in milliseconds skipped the ones after the
    // page's last.
    await expectPagedToTheMicrosecond(
      ctx,
      shipments.createdAt,
      shipments.id,
      ids,
      '/api/seller/shipments',
      own.authorization,
    );
  });
});

describe('who may do what', () => {
  it('answers 403 to buyers, 404 for another maker’s order and 400 for bad input', async () => {
    const { order, authorization } = await paidOrder(maker);
    const paths = [
      ['POST', `/api/seller/orders/${order._id}/shipments`],
      ['GET', `/api/seller/orders/${order._id}/shipments`],
      ['POST', `/api/seller/orders/${order._id}/shipments/cancel`],
      ['GET', `/api/seller/orders/${order._id}/label`],
    ] as const;
    for (const [method, path] of paths) {
      expect(
        (await call(method, path, authorization, method === 'POST' ? {} : undefined)).statusCode,
      ).toBe(403);
      expect(
        (await call(method, path, otherMaker.authorization, method === 'POST' ? {} : undefined))
          .statusCode,
      ).toBe(404);
    }
    for (const path of ['/api/seller/shipments', '/api/seller/logistics']) {
      expect((await call('GET', path, authorization)).statusCode).toBe(403);
    }
    expect(
      (await call('GET', `/api/orders/${order._id}/shipments`, otherMaker.authorization))
        .statusCode,
    ).toBe(404);
    const stranger = await addBuyer(ctx);
    expect(
      (await call('GET', `/api/orders/${order._id}/shipments`, stranger.authorization)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/orders/${order._id}/shipments`, authorization)).json()).toEqual(
      {
        items: [],
      },
    );

    const url = `/api/seller/orders/${order._id}/shipments`;
    for (const body of [
      { parcelSize: 'D' },
      { weightGrams: -1 },
      { weightGrams: 'heavy' },
      { insuranceAmount: 1.5 },
      [],
    ]) {
      const bad = await call('POST', url, maker.authorization, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const query of ['size=A5', 'size=']) {
      expect(
        (await call('GET', `/api/seller/orders/${order._id}/label?${query}`, maker.authorization))
          .statusCode,
      ).toBe(400);
    }
    for (const query of ['', 'orders=', 'orders=nope', `orders=${order._id}&size=B5`]) {
      expect(
        (await call('GET', `/api/seller/shipments/labels?${query}`, maker.authorization))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (await call('GET', `/api/seller/orders/not-a-uuid/shipments`, maker.authorization))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('GET', '/api/seller/shipments?cursor=zzz', maker.authorization)).statusCode,
    ).toBe(400);
    // Text instead of JSON is refused as such, never a 500.
    expect((await call('POST', url, maker.authorization, 'x')).statusCode).toBe(415);
    for (const body of [{}, { payload: {} }, { payload: { shipment_id: 'x' } }]) {
      expect((await call('POST', '/api/logistics/inpost/notify', undefined, body)).statusCode).toBe(
        400,
      );
    }
  });

  it('refuses DPD orders, unpaid orders and InPost without or with a refused key', async () => {
    const dpd = await paidOrder(maker, 'dpd');
    const manual = await call(
      'POST',
      `/api/seller/orders/${dpd.order._id}/shipments`,
      maker.authorization,
      {},
    );
    expect(manual.statusCode).toBe(400);
    expect(manual.json().error).toContain('DPD');

    const { order } = await paidOrder(maker);
    await ctx.database.db
      .update(orders)
      .set({ status: 'awaiting_payment', paymentStatus: 'pending', paidAmount: 0 })
      .where(eq(orders.id, order._id));
    expect(
      (await call('POST', `/api/seller/orders/${order._id}/shipments`, maker.authorization, {}))
        .statusCode,
    ).toBe(409);

    const badKey = await addShippingMaker('wrong-key');
    const theirs = await paidOrder(badKey);
    const refused = await call(
      'POST',
      `/api/seller/orders/${theirs.order._id}/shipments`,
      badKey.authorization,
      {},
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toContain('check the ShipX key');
    // Nothing was kept of the refused shipment.
    expect(
      (
        await call('GET', `/api/seller/orders/${theirs.order._id}/shipments`, badKey.authorization)
      ).json(),
    ).toEqual({ items: [] });
    const test = await call('POST', '/api/seller/logistics/inpost-test', badKey.authorization);
    expect(test.statusCode).toBe(400);
    expect(test.json().error).toContain('check the ShipX key');

    const unset = await signedIn(ctx, { permissions: 'seller', withCompany: true });
    const none = await call('POST', '/api/seller/logistics/inpost-test', unset.authorization);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toContain('organisation ID');
  });
});

describe('logistics settings', () => {
  it('saves the default size and sender, and tests the connection', async () => {
    const initial = (
      await call('GET', '/api/seller/logistics', maker.authorization)
    ).json<LogisticsSettings>();
    expect(initial).toMatchObject({
      defaultParcelSize: 'A',
      sender: null,
      inpost: { configured: true, organizationId: maker.organizationId, connectedAs: null },
    });
    const tested = await call('POST', '/api/seller/logistics/inpost-test', maker.authorization);
    expect(tested.statusCode, tested.body).toBe(200);
    expect(tested.json<InpostConnection>().connectedAs).toBe(
      `Sandbox organisation ${maker.organizationId}`,
    );
    const sender = {
      name: 'Pracownia',
      street: 'ul. Garncarska',
      buildingNumber: '1',
      city: 'Bolesławiec',
      postalCode: '59-700',
      phone: '+48 500 000 111',
      email: 'studio@example.com',
    };
    const saved = await call('PUT', '/api/seller/logistics', maker.authorization, {
      defaultParcelSize: 'C',
      sender,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<LogisticsSettings>()).toMatchObject({ defaultParcelSize: 'C', sender });

    const bad = await call('PUT', '/api/seller/logistics', maker.authorization, {
      defaultParcelSize: 'C',
      sender: { ...sender, postalCode: '59700', phone: 'call me', email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'sender.email',
      'sender.phone',
      'sender.postalCode',
    ]);
    const missing = await call('PUT', '/api/seller/logistics', maker.authorization, {
      defaultParcelSize: 'C',
      sender: { ...sender, city: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect((await call('PUT', '/api/seller/logistics', maker.authorization, {})).statusCode).toBe(
      400,
    );

    // The default size is what a locker shipment gets when none is chosen.
    const { order } = await paidOrder(maker);
    const created = await call(
      'POST',
      `/api/seller/orders/${order._id}/shipments`,
      maker.authorization,
      {},
    );
    expect(created.json<Shipment>().parcel.size).toBe('C');
  });
});
