import { eq } from 'drizzle-orm';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, DeliveryPointList, OrderDetail, PlacedOrders } from '@kramik/contract';
import { addresses, users } from '../../db/schema/index.js';
import {
  callerOf,
  createTestApp,
  signedIn,
  useTestApp,
  type TestContext,
} from '../../../test/helpers.js';
import {
  addMaker,
  addProduct,
  freePort,
  insertCategory,
  insertCourier,
  TEST_SHIPPING_ADDRESS,
  type Maker,
} from '../../../test/marketplace.js';

const ctx = useTestApp();
const call = callerOf(ctx);
/** Kraków, ul. Mostowa: the demo buyer's street, a few metres from KRA01M. */
const MOSTOWA = '50.0496,19.9455';

let buyer: { authorization: string };
beforeAll(async () => {
  buyer = await signedIn(ctx);
});

describe('the InPost Points API emulator (/sandbox/inpost/v1/points)', () => {
  it('answers InPost’s paginated shape with every filter', async () => {
    const all = await call('GET', '/sandbox/inpost/v1/points?per_page=500');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.count).toBeGreaterThanOrEqual(50);
    expect(body).toMatchObject({ page: 1, per_page: 500, total_pages: 1 });
    const kra01m = body.items.find((p: { name: string }) => p.name === 'KRA01M');
    expect(kra01m).toMatchObject({
      type: ['parcel_locker'],
      status: 'Operating',
      location_247: true,
      opening_hours: '24/7',
      address: { line1: 'Mostowa 5', line2: '31-061 Kraków' },
      address_details: { city: 'Kraków', post_code: '31-061', street: 'Mostowa' },
    });
    expect(kra01m.location.latitude).toBeCloseTo(50.0497, 3);

    const byName = await call('GET', '/sandbox/inpost/v1/points?name=kra01m,WAW53AP');
    expect(byName.json().items.map((p: { name: string }) => p.name)).toEqual(['KRA01M', 'WAW53AP']);

    const pops = (await call('GET', '/sandbox/inpost/v1/points?type=pop&city=krakow')).json();
    expect(pops.count).toBeGreaterThan(0);
    for (const p of pops.items) {
      expect(p.type).toEqual(['pop']);
      expect(p.address_details.city).toBe('Kraków');
    }

    const near = (
      await call(
        'GET',
        `/sandbox/inpost/v1/points?relative_point=${MOSTOWA}&sort_by=distance_asc&type=parcel_locker&per_page=5`,
      )
    ).json();
    expect(near.items[0].name).toBe('KRA01M');
    const distances = near.items.map((p: { distance: number }) => p.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(near.total_pages).toBeGreaterThan(1);

    const page2 = (
      await call(
        'GET',
        `/sandbox/inpost/v1/points?relative_point=${MOSTOWA}&type=parcel_locker&per_page=5&page=2`,
      )
    ).json();
    expect(page2.page).toBe(2);
    expect(page2.items[0].distance).toBeGreaterThanOrEqual(distances[4]);

    const close = (
      await call('GET', `/sandbox/inpost/v1/points?relative_point=${MOSTOWA}&max_distance=400`)
    ).json();
    for (const p of close.items) expect(p.distance).toBeLessThanOrEqual(400);

    expect((await call('GET', '/sandbox/inpost/v1/points/KRA01M')).json().name).toBe('KRA01M');
    const missing = await call('GET', '/sandbox/inpost/v1/points/XYZ99M');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'resource_not_found' });
  });

  it('refuses bad parameters as InPost does', async () => {
    for (const query of [
      'relative_point=north',
      'relative_point=95,10',
      'per_page=0',
      'per_page=501',
      'page=-1',
      'sort_by=distance_asc',
      'sort_by=price',
      'max_distance=-5',
    ]) {
      const res = await call('GET', `/sandbox/inpost/v1/points?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ error: 'invalid_parameter' });
    }
  });

  it('serves DPD Pickup points nearest first (our own shape)', async () => {
    const res = await call('GET', `/sandbox/dpd/points?near=${MOSTOWA}&per_page=3`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items).toHaveLength(3);
    expect(body.items[0]).toMatchObject({ id: 'PL11033', city: 'Kraków', cod: true });
    expect((await call('GET', '/sandbox/dpd/points?id=pl11033')).json().total).toBe(1);
    expect((await call('GET', '/sandbox/dpd/points?near=x')).statusCode).toBe(400);
    // A parameter given twice counts once, never a 500.
    const twice = await call('GET', '/sandbox/inpost/v1/points?name=KRA01M&name=WAW53AP');
    expect(twice.json().items.map((p: { name: string }) => p.name)).toEqual(['KRA01M']);
    expect((await call('GET', '/sandbox/dpd/points?city=a&city=b')).statusCode).toBe(200);
  });
});

describe('GET /api/delivery-points', () => {
  const list = (query: string, authorization = buyer.authorization) =>
    call('GET', `/api/delivery-points?${query}`, authorization);

  it('lists lockers nearest first from a location', async () => {
    const res = await list(`carrier=inpost_locker&near=${MOSTOWA}&limit=5`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<DeliveryPointList>();
    expect(body.origin).toBeNull();
    expect(body.items).toHaveLength(5);
    expect(body.items[0]).toEqual({
      code: 'KRA01M',
      network: 'inpost',
      kind: 'locker',
      description: 'Przy sklepie Lewiatan',
      address: { street: 'Mostowa 5', postalCode: '31-061', city: 'Kraków' },
      location: { lat: 50.04968, lng: 19.94561 },
      openingHours: '24/7',
      open247: true,
      distance: expect.any(Number),
    });
    // Only parcel lockers for the locker carrier, never the POP shops.
    for (const point of body.items) expect(point.kind).toBe('locker');
    const mall = body.items.find((p) => !p.open247);
    if (mall) expect(mall.openingHours).toMatch(/\d{2}:\d{2}/);
  });

  it('finds a typed place (geocoded) or a point code', async () => {
    const place = (await list('carrier=inpost_locker&q=Gdańsk')).json<DeliveryPointList>();
    expect(place.origin?.label).toMatch(/^Gdańsk/);
    expect(place.items[0]!.address.city).toBe('Gdańsk');

    const street = (
      await list(`carrier=inpost_locker&q=${encodeURIComponent('ul. Mostowa 14/3, Kraków')}`)
    ).json<DeliveryPointList>();
    // The gazetteer knows towns only: the lockers of the typed street come first all the same.
    expect(street.items[0]!.code).toBe('KRA01M');
    const dluga = (
      await list(`carrier=inpost_locker&q=${encodeURIComponent('Długa 52, Kraków')}`)
    ).json<DeliveryPointList>();
    expect(dluga.items[0]!.code).toBe('KRA07M');
    expect(dluga.items[1]!.address.city).toBe('Kraków');

    const code = (await list('carrier=inpost_locker&q=waw53ap&limit=3')).json<DeliveryPointList>();
    expect(code.items.map((p) => p.code)[0]).toBe('WAW53AP');
    expect(code.items).toHaveLength(3);

    const dpd = (
      await list('carrier=dpd_pickup_point_cod&q=Bolesławiec')
    ).json<DeliveryPointList>();
    expect(dpd.items[0]).toMatchObject({ network: 'dpd', kind: 'point' });
    expect(dpd.items.slice(0, 2).map((p) => p.address.city)).toEqual([
      'Bolesławiec',
      'Bolesławiec',
    ]);
  });

  it('answers each bad query with its message, never a 500', async () => {
    const expectField = async (query: string, field: string, message: RegExp) => {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields?.[field], query).toMatch(message);
    };
    await expectField('carrier=inpost_locker', 'q', /town, street or point code/);
    await expectField(
      `carrier=dpd_courier&near=${MOSTOWA}`,
      'carrier',
      /does not deliver to pick-up/,
    );
    await expectField(`carrier=ufo&near=${MOSTOWA}`, 'carrier', /not valid/);
    await expectField('carrier=inpost_locker&near=91,10', 'near', /not valid/);
    await expectField('carrier=inpost_locker&near=abc', 'near', /not valid/);
    await expectField('carrier=inpost_locker&q=x', 'q', /not valid/);
    await expectField(`carrier=inpost_locker&near=${MOSTOWA}&limit=500`, 'limit', /not valid/);
    const unknown = await list('carrier=inpost_locker&q=Qwxzvbnm');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.q).toMatch(/could not find that place/);
    const polish = await call(
      'GET',
      '/api/delivery-points?carrier=inpost_locker',
      buyer.authorization,
      undefined,
      {
        'accept-language': 'pl-PL',
      },
    );
    expect(polish.json().fields.q).toMatch(/Wpisz miejscowość/);
  });

  it('is for signed-in callers', async () => {
    const res = await call('GET', `/api/delivery-points?carrier=inpost_locker&near=${MOSTOWA}`);
    expect(res.statusCode).toBe(401);
  });
});

describe('live mode: the carriers’ hosts over HTTP', () => {
  let live: TestContext;
  let broken: TestContext;
  let hits = 0;
  beforeAll(async () => {
    // The emulator's points behind a plain HTTP host that counts its requests.
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const host = http.createServer((request, response) => {
      hits++;
      void ctx.app.inject({ method: 'GET', url: request.url ?? '/' }).then((answer) => {
        response.writeHead(answer.statusCode, { 'content-type': 'application/json' });
        response.end(answer.body);
      });
    });
    await new Promise<void>((resolve) => host.listen(port, '127.0.0.1', resolve));
    afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));
    live = await createTestApp({
      PAYMENTS_MODE: 'live',
      INPOST_POINTS_URL: `${base}/sandbox/inpost/v1/`,
      DPD_POINTS_URL: `${base}/sandbox/dpd`,
    });
    broken = await createTestApp({
      PAYMENTS_MODE: 'live',
      INPOST_POINTS_URL: 'http://127.0.0.1:9/v1',
    });
  });

  it('reads InPost’s and DPD’s points, keeping the answers for a while', async () => {
    const { authorization } = await signedIn(live);
    const get = (query: string) =>
      live.app.inject({
        method: 'GET',
        url: `/api/delivery-points?${query}`,
        headers: { authorization },
      });
    const before = hits;
    const first = await get(`carrier=inpost_locker&near=${MOSTOWA}&limit=3`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<DeliveryPointList>().items[0]!.code).toBe('KRA01M');
    expect(hits).toBe(before + 1);
    const again = await get(`carrier=inpost_locker&near=${MOSTOWA}&limit=3`);
    expect(again.json()).toEqual(first.json());
    expect(hits).toBe(before + 1);
    const dpd = await get(`carrier=dpd_pickup_point&near=${MOSTOWA}&limit=3`);
    expect(dpd.json<DeliveryPointList>().items[0]!.code).toBe('PL11033');
  });

  it('answers 502 when the host cannot be reached, 503 for a network with no source', async () => {
    const { authorization } = await signedIn(broken);
    const get = (query: string) =>
      broken.app.inject({
        method: 'GET',
        url: `/api/delivery-points?${query}`,
        headers: { authorization },
      });
    const down = await get(`carrier=inpost_locker&near=${MOSTOWA}`);
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({
      code: 'BAD_GATEWAY',
      error: expect.stringMatching(/cannot be reached/),
    });
    const none = await get(`carrier=dpd_pickup_point&near=${MOSTOWA}`);
    expect(none.statusCode).toBe(503);
  });
});

describe('checkout with a locker (issue 19) and the recipient (issue 22)', () => {
  let maker: Maker;
  let lockerId: string;
  let categoryId: string;

  beforeAll(async () => {
    categoryId = await insertCategory(ctx, 'lockers', 'Lockers');
    maker = await addMaker(ctx, { autopay: false });
    lockerId = await insertCourier(ctx, maker.companyId, {
      carrier: 'inpost_locker',
      priceAmount: 1299,
      externalId: 'inpost-1',
    });
  });

  async function buyerWithCart(phone: string | null = null) {
    const b = await signedIn(ctx);
    await ctx.database.db.update(users).set({ phone }).where(eq(users.id, b.user.id));
    const productId = await addProduct(ctx, maker, categoryId, 4000);
    const added = await call('POST', '/api/cart/items', b.authorization, {
      productId,
      quantity: 1,
    });
    expect(added.statusCode).toBe(200);
    return b;
  }
  const locker = (pointCode: string | null) => ({
    sellerId: maker.companyId,
    deliveryOptionId: lockerId,
    pointCode,
  });

  it('keeps the point’s code, name and address on the order, shown to buyer and maker', async () => {
    const b = await buyerWithCart();
    const res = await call('POST', '/api/orders', b.authorization, {
      groups: [locker('kra01m')],
      shippingAddress: {
        ...TEST_SHIPPING_ADDRESS,
        recipientName: 'Ola Nowak',
        phone: '+48 600 123 456',
      },
      saveShippingAddress: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [placed] = res.json<PlacedOrders>().orders;
    const detail = (
      await call('GET', `/api/orders/${placed!._id}`, b.authorization)
    ).json<OrderDetail>();
    expect(detail.receiving).toMatchObject({
      carrier: 'inpost_locker',
      pointCode: 'KRA01M',
      pointName: 'Przy sklepie Lewiatan',
      pointAddress: 'Mostowa 5, 31-061 Kraków',
    });
    expect(detail.shippingAddress).toMatchObject({
      recipientName: 'Ola Nowak',
      phone: '+48 600 123 456',
    });
    const seen = (
      await call('GET', `/api/seller/orders/${placed!._id}`, maker.authorization)
    ).json<OrderDetail>();
    expect(seen.receiving.pointAddress).toBe('Mostowa 5, 31-061 Kraków');
    expect(seen.shippingAddress?.phone).toBe('+48 600 123 456');
    const [saved] = await ctx.database.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, b.user.id));
    expect(saved).toMatchObject({ recipientName: 'Ola Nowak', phone: '+48 600 123 456' });
    const book = (await call('GET', '/api/users/me/addresses', b.authorization)).json();
    expect(book.items[0]).toMatchObject({ recipientName: 'Ola Nowak', phone: '+48 600 123 456' });
  });

  it('refuses an unknown point with a message naming it', async () => {
    const b = await buyerWithCart('+48 600 000 001');
    const res = await call('POST', '/api/checkout/quote', b.authorization, {
      groups: [locker('KRA99XX')],
      shippingAddress: TEST_SHIPPING_ADDRESS,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CHECKOUT_INVALID',
      error:
        'The pick-up point KRA99XX does not exist or is closed. Choose another point from the list.',
    });
    expect(res.json().fields[`groups.${maker.companyId}.pointCode`]).toMatch(/KRA99XX/);
    const missing = await call('POST', '/api/checkout/quote', b.authorization, {
      groups: [locker(null)],
      shippingAddress: TEST_SHIPPING_ADDRESS,
    });
    expect(missing.json().fields[`groups.${maker.companyId}.pointCode`]).toMatch(
      /Choose a parcel locker/,
    );
  });

  it('takes the account’s name and phone as the recipient, and needs a phone for a locker', async () => {
    const noPhone = await buyerWithCart();
    const refused = await call('POST', '/api/checkout/quote', noPhone.authorization, {
      groups: [locker('KRA01M')],
      shippingAddress: TEST_SHIPPING_ADDRESS,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['shippingAddress.phone']).toMatch(/recipient’s phone number/);

    const withPhone = await buyerWithCart('600 700 800');
    const placed = await call('POST', '/api/orders', withPhone.authorization, {
      groups: [locker('KRA01M')],
      shippingAddress: TEST_SHIPPING_ADDRESS,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json<PlacedOrders>().orders[0]!._id;
    const detail = (
      await call('GET', `/api/orders/${id}`, withPhone.authorization)
    ).json<OrderDetail>();
    expect(detail.shippingAddress).toMatchObject({
      recipientName: 'Test User',
      phone: '600 700 800',
    });
  });

  it('checks the phone’s format', async () => {
    const b = await buyerWithCart();
    const res = await call('POST', '/api/checkout/quote', b.authorization, {
      groups: [locker('KRA01M')],
      shippingAddress: { ...TEST_SHIPPING_ADDRESS, phone: 'call me' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['shippingAddress.phone']).toBe(
      'Enter a phone number, e.g. +48 600 123 456.',
    );
    const book = await call('POST', '/api/users/me/addresses', b.authorization, {
      ...TEST_SHIPPING_ADDRESS,
      phone: '12',
    });
    expect(book.statusCode).toBe(400);
    expect(book.json().fields.phone).toMatch(/phone number/);
  });

  it('no longer offers a carrier the platform turned off', async () => {
    const admin = await signedIn(ctx, { permissions: 'admin' });
    const b = await buyerWithCart('600 700 800');
    const off = await call('PUT', '/api/admin/carriers', admin.authorization, {
      items: [
        {
          carrier: 'inpost_locker',
          enabled: false,
          defaultPriceAmount: null,
          defaultFreeFromAmount: null,
        },
      ],
    });
    expect(off.statusCode, off.body).toBe(200);
    try {
      const cart = (await call('GET', '/api/cart', b.authorization)).json<Cart>();
      const options = cart.groups[0]!.deliveryOptions.map((o) => o.carrier);
      expect(options).not.toContain('inpost_locker');
      expect(options).toContain('dpd_courier');
      const res = await call('POST', '/api/checkout/quote', b.authorization, {
        groups: [locker('KRA01M')],
        shippingAddress: TEST_SHIPPING_ADDRESS,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Provider did not include this type of delivery');
    } finally {
      await call('PUT', '/api/admin/carriers', admin.authorization, {
        items: [
          {
            carrier: 'inpost_locker',
            enabled: true,
            defaultPriceAmount: null,
            defaultFreeFromAmount: null,
          },
        ],
      });
    }
  });
});
