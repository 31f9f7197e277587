import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOf,
  madeToOrderShipDate,
  MAX_LINE_QUANTITY,
  readyToShipDate,
  type CompareList,
  type OrderDetail,
  type OrderPage,
  type ProductPage,
  type PlacedOrders,
  type ProductDetail,
  type ProgressPost,
  type ProgressPostList,
  type PublicCompany,
  type SellerProduct,
} from '@kramik/contract';
import { orders, products, productSearch } from '../../db/schema/index.js';
import { latestMail, multipart, signedIn } from '../../../test/helpers.js';
import { systemContext } from '../../plugins/context.js';
import { countingStatements } from '../catalog/catalog.fixtures.js';
import { getProduct, productPageMeta } from '../catalog/catalog.service.js';
import {
  ADDRESS,
  buyer,
  call,
  categoryId,
  ctx,
  deliveryA,
  makerA,
  makerB,
  markPaid,
  maker,
  productOf,
  productQuantity,
  useOrdersApp,
} from '../orders/orders.fixtures.js';

useOrdersApp();

const today = () => dayOf(new Date());

/** Makes a product made to order: `makingDays` working days, `weeklyCapacity` pieces a week. */
async function madeToOrder(productId: string, makingDays: number, weeklyCapacity: number) {
  await ctx.database.db
    .update(products)
    .set({ madeToOrder: true, makingDays, weeklyCapacity })
    .where(eq(products.id, productId));
}

async function leadTimeOf(productId: string) {
  const res = await call('GET', `/api/products/${productId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProductDetail>().leadTime!;
}

/** A new buyer orders `quantity` of the product from maker A (courier delivery). */
async function order(productId: string, quantity = 1) {
  const b = await buyer();
  const added = await call('POST', '/api/cart/items', b.authorization, { productId, quantity });
  expect(added.statusCode, added.body).toBe(200);
  const res = await call('POST', '/api/orders', b.authorization, {
    groups: [deliveryA()],
    shippingAddress: ADDRESS,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { ...b, order: res.json<PlacedOrders>().orders[0]! };
}

const photo = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#a0522d' } })
    .jpeg()
    .toBuffer();

/** A multipart body with a `text` field and, when given, a `photo` file. */
function progressBody(text: string | undefined, bytes?: Buffer, type = 'image/jpeg') {
  const boundary = '----kramikprogress';
  const parts: Buffer[] = [];
  if (text !== undefined)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${text}\r\n`,
      ),
    );
  if (bytes)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="wip.jpg"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function postProgress(
  orderId: string,
  authorization: string,
  body: ReturnType<typeof progressBody>,
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/seller/orders/${orderId}/progress-posts`,
    headers: { authorization, ...body.headers },
    payload: body.payload,
  });
}

describe('the product form’s made-to-order part', () => {
  const form = (overrides: Record<string, unknown>) => ({
    versions: [{ locale: 'en-US', name: 'Cobalt Vase', description: 'Thrown on the wheel.' }],
    priceAmount: 8900,
    categoryId,
    quantity: 0,
    deliveryDays: 3,
    ...overrides,
  });
  const create = (overrides: Record<string, unknown>) =>
    call('POST', '/api/seller/products', makerA.authorization, form(overrides));

  it('checks the making days and the weekly capacity with clear messages', async () => {
    const expectField = async (
      overrides: Record<string, unknown>,
      field: string,
      message: string,
    ) => {
      const res = await create(overrides);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    };
    const days = 'The making time must be a whole number of days from 1 to 365.';
    const capacity = 'The weekly capacity must be a whole number of pieces from 1 to 1000.';
    await expectField({ madeToOrder: true, makingDays: 0, weeklyCapacity: 3 }, 'makingDays', days);
    await expectField(
      { madeToOrder: true, makingDays: 366, weeklyCapacity: 3 },
      'makingDays',
      days,
    );
    await expectField(
      { madeToOrder: true, makingDays: 2.5, weeklyCapacity: 3 },
      'makingDays',
      days,
    );
    await expectField({ madeToOrder: true, weeklyCapacity: 3 }, 'makingDays', days);
    await expectField(
      { madeToOrder: true, makingDays: 10, weeklyCapacity: 0 },
      'weeklyCapacity',
      capacity,
    );
    await expectField(
      { madeToOrder: true, makingDays: 10, weeklyCapacity: 1001 },
      'weeklyCapacity',
      capacity,
    );
    await expectField({ madeToOrder: true, makingDays: 10 }, 'weeklyCapacity', capacity);
    await expectField(
      { madeToOrder: true, makingDays: '10', weeklyCapacity: 3 },
      'makingDays',
      days,
    );
  });

  it('saves a made-to-order product, and forgets the numbers when it is made ready to ship', async () => {
    const res = await create({ madeToOrder: true, makingDays: 14, weeklyCapacity: 5 });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<SellerProduct>();
    expect(saved).toMatchObject({ madeToOrder: true, makingDays: 14, weeklyCapacity: 5 });
    const put = await call(
      'PUT',
      `/api/seller/products/${saved._id}`,
      makerA.authorization,
      form({ madeToOrder: false, makingDays: 14, weeklyCapacity: 5 }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<SellerProduct>()).toMatchObject({
      madeToOrder: false,
      makingDays: null,
      weeklyCapacity: null,
    });
  });
});

describe('earliest ship date from capacity', () => {
  it('a capacity of 3 a week with 3 open orders moves the next buyer’s date by a week', async () => {
    const productId = await productOf(makerA, 4000, 0, 'Teapot');
    await madeToOrder(productId, 5, 3);
    const first = madeToOrderShipDate({
      today: today(),
      makingDays: 5,
      weeklyCapacity: 3,
      quantity: 1,
      taken: {},
    });
    expect(await leadTimeOf(productId)).toMatchObject({
      madeToOrder: true,
      makingDays: 5,
      weeklyCapacity: 3,
      shipBy: first,
      away: null,
    });

    // Three buyers take the week's three places; none is refused for stock (there is none).
    for (let i = 0; i < 3; i += 1) {
      const { order: placed, authorization } = await order(productId);
      expect(placed.shipBy).toBe(first);
      const detail = await call('GET', `/api/orders/${placed._id}`, authorization);
      expect(detail.json<OrderDetail>().shipBy).toBe(first);
    }
    expect(await productQuantity(productId)).toBe(0);

    const next = await leadTimeOf(productId);
    expect(next.shipBy).toBe(addDays(first, 7));
    // The fourth buyer's order is fixed a week later, and so is the cart's date before it.
    const b = await buyer();
    await call('POST', '/api/cart/items', b.authorization, { productId, quantity: 1 });
    const cart = await call('GET', '/api/cart', b.authorization);
    expect(cart.json().groups[0]).toMatchObject({ shipBy: addDays(first, 7), madeToOrder: true });
    const placed = await call('POST', '/api/orders', b.authorization, {
      groups: [deliveryA()],
      shippingAddress: ADDRESS,
    });
    expect(placed.json<PlacedOrders>().orders[0]!.shipBy).toBe(addDays(first, 7));
  });

  it('a cancelled order gives its place back', async () => {
    const productId = await productOf(makerA, 4000, 0, 'Lamp');
    await madeToOrder(productId, 3, 1);
    const first = (await leadTimeOf(productId)).shipBy;
    const { order: placed, authorization } = await order(productId);
    expect((await leadTimeOf(productId)).shipBy).toBe(addDays(first, 7));
    const cancelled = await call('POST', `/api/orders/${placed._id}/cancel`, authorization);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await leadTimeOf(productId)).shipBy).toBe(first);
  });

  it('a ready-to-ship piece ships within its dispatch days', async () => {
    const productId = await productOf(makerA, 4000, 5, 'Cup');
    const lead = await leadTimeOf(productId);
    expect(lead).toMatchObject({ madeToOrder: false, makingDays: null, weeklyCapacity: null });
    expect(lead.shipBy).toBe(readyToShipDate({ today: today(), dispatchDays: 3 }));
  });
});

describe('stock when an order is cancelled', () => {
  /** Makes a made-to-order product ready to ship again, with `quantity` units on the shelf. */
  async function readyToShip(productId: string, quantity: number) {
    await ctx.database.db
      .update(products)
      .set({ madeToOrder: false, makingDays: null, weeklyCapacity: null, quantity })
      .where(eq(products.id, productId));
  }

  it('a piece ordered as made to order puts no unit back, even once it is ready to ship', async () => {
    const productId = await productOf(makerA, 4000, 0, 'Vase');
    await madeToOrder(productId, 5, 3);
    const { order: placed, authorization } = await order(productId);
    await readyToShip(productId, 2);
    const cancelled = await call('POST', `/api/orders/${placed._id}/cancel`, authorization);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await productQuantity(productId)).toBe(2);
  });

  it('units taken off the shelf go back, even once the piece is made to order', async () => {
    const productId = await productOf(makerA, 4000, 3, 'Pitcher');
    const { order: placed, authorization } = await order(productId, 2);
    expect(await productQuantity(productId)).toBe(1);
    await madeToOrder(productId, 5, 3);
    const cancelled = await call('POST', `/api/orders/${placed._id}/cancel`, authorization);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await productQuantity(productId)).toBe(3);
  });
});

describe('made-to-order pieces in the catalog', () => {
  it('are never sold out, whatever their units', async () => {
    // No units, as a maker who makes each piece to order would leave it.
    const productId = await productOf(makerA, 4000, 0, 'Wicker basket');
    const card = async (inStock: boolean) => {
      const res = await call(
        'GET',
        `/api/products?seller=${makerA.companyId}&inStock=${inStock}&limit=50`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ProductPage>().items.find((item) => item._id === productId);
    };
    const lowStockCount = async () => {
      const res = await call('GET', '/api/seller/dashboard', makerA.authorization);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ lowStock: { count: number } }>().lowStock.count;
    };
    const waitFor = () =>
      call('POST', `/api/products/${productId}/stock-alerts`, undefined, {
        email: 'waiting@example.com',
      });
    const availability = async () => {
      const meta = await productPageMeta(
        { ...systemContext(ctx.database.db), config: ctx.config },
        productId,
      );
      if (meta === 'not-found') throw new Error('the product page is not found');
      const [product] = meta.jsonLd;
      return product && 'offers' in product ? product.offers.availability : undefined;
    };

    // Ready to ship: sold out.
    expect(await card(true)).toBeUndefined();
    const soldOut = await card(false);
    expect(soldOut).toMatchObject({ quantity: 0 });
    expect(soldOut).not.toHaveProperty('madeToOrder');
    expect(await availability()).toBe('https://schema.org/OutOfStock');
    const lowBefore = await lowStockCount();

    await madeToOrder(productId, 5, 3);
    // The search triggers (migration 0037) write the cart's bound as a literal: kept equal here.
    const [row] = await ctx.database.db
      .select({ quantity: productSearch.quantity })
      .from(productSearch)
      .where(eq(productSearch.productId, productId));
    expect(row!.quantity).toBe(MAX_LINE_QUANTITY);
    expect(await card(true)).toMatchObject({ quantity: 0, madeToOrder: true });
    expect(await card(false)).toBeUndefined();
    expect(await availability()).toBe('https://schema.org/MadeToOrder');
    expect(await lowStockCount()).toBe(lowBefore - 1);
    const wait = await waitFor();
    expect(wait.statusCode, wait.body).toBe(409);
    expect(wait.json()).toMatchObject({ code: 'IN_STOCK' });
    const compared = await call('GET', `/api/products/compare?ids=${productId}`);
    expect(compared.json<CompareList>().items[0]!.leadTime).toMatchObject({ madeToOrder: true });

    // Ready to ship again, still without units: sold out again.
    await ctx.database.db
      .update(products)
      .set({ madeToOrder: false, makingDays: null, weeklyCapacity: null })
      .where(eq(products.id, productId));
    expect(await card(true)).toBeUndefined();
    expect(await card(false)).toMatchObject({ quantity: 0 });
    expect((await waitFor()).statusCode).toBe(201);
  });
});

describe('the lead time on the product page', () => {
  it('is read with the page: one statement, and one more for a made-to-order piece', async () => {
    const ready = await productOf(makerA, 4000, 5, 'Jug');
    const made = await productOf(makerA, 4000, 0, 'Bowl');
    await madeToOrder(made, 5, 3);
    const { db, sent } = countingStatements(ctx.database.db);
    const page = async (id: string) => {
      sent.statements = 0;
      const detail = await getProduct({ ...systemContext(db), config: ctx.config }, id);
      return { leadTime: detail.leadTime, statements: sent.statements };
    };
    expect(await page(ready)).toEqual({ leadTime: await leadTimeOf(ready), statements: 1 });
    expect(await page(made)).toEqual({ leadTime: await leadTimeOf(made), statements: 2 });
  });
});

describe('vacation mode', () => {
  it('checks the return day', async () => {
    const res = await call('PUT', '/api/seller/vacation', makerB.authorization, {
      until: today(),
      mode: 'pause',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.until).toBe('The return date must be after today.');
    const bad = await call('PUT', '/api/seller/vacation', makerB.authorization, {
      until: 'soon',
      mode: 'pause',
    });
    expect(bad.statusCode).toBe(400);
    const wrongMode = await call('PUT', '/api/seller/vacation', makerB.authorization, {
      until: addDays(today(), 3),
      mode: 'sleep',
    });
    expect(wrongMode.statusCode).toBe(400);
    const b = await buyer();
    expect(
      (await call('PUT', '/api/seller/vacation', b.authorization, { until: null })).statusCode,
    ).toBe(403);
  });

  it('pauses orders: the pages say so, the cart and checkout answer 409', async () => {
    const away = await maker(true);
    const productId = await productOf(away, 3000, 5, 'Scarf');
    const b = await buyer();
    // In the cart before the vacation starts: checkout refuses it afterwards.
    await call('POST', '/api/cart/items', b.authorization, { productId, quantity: 1 });
    const until = addDays(today(), 10);
    const saved = await call('PUT', '/api/seller/vacation', away.authorization, {
      until,
      mode: 'pause',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ until, mode: 'pause' });
    expect((await call('GET', '/api/seller/vacation', away.authorization)).json()).toEqual({
      until,
      mode: 'pause',
    });

    expect((await leadTimeOf(productId)).away).toEqual({ until, mode: 'pause' });
    const company = await call('GET', `/api/companies/${away.companyId}`);
    expect(company.json<PublicCompany>().away).toEqual({ until, mode: 'pause' });

    const other = await buyer();
    const add = await call('POST', '/api/cart/items', other.authorization, {
      productId,
      quantity: 1,
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().code).toBe('MAKER_AWAY');
    expect(add.json().error).toMatch(/^The maker is away until .+ and takes no new orders/);

    const checkout = await call('POST', '/api/orders', b.authorization, {
      groups: [{ sellerId: away.companyId, deliveryOptionId: away.courierId }],
      shippingAddress: ADDRESS,
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().code).toBe('MAKER_AWAY');
    const quote = await call('POST', '/api/checkout/quote', b.authorization, {
      groups: [{ sellerId: away.companyId, deliveryOptionId: away.courierId }],
      shippingAddress: ADDRESS,
    });
    expect(quote.statusCode).toBe(409);

    // Back from vacation: orders are taken again.
    await call('PUT', '/api/seller/vacation', away.authorization, { until: null });
    expect((await call('GET', `/api/companies/${away.companyId}`)).json().away).toBeNull();
    const again = await call('POST', '/api/cart/items', other.authorization, {
      productId,
      quantity: 1,
    });
    expect(again.statusCode).toBe(200);
  });

  it('or keeps selling with the dates moved after the return day', async () => {
    const away = await maker(true);
    const ready = await productOf(away, 3000, 5, 'Basket');
    const made = await productOf(away, 3000, 0, 'Chair');
    await ctx.database.db
      .update(products)
      .set({ madeToOrder: true, makingDays: 4, weeklyCapacity: 2 })
      .where(eq(products.id, made));
    const until = addDays(today(), 20);
    await call('PUT', '/api/seller/vacation', away.authorization, { until, mode: 'delay' });

    const readyLead = await leadTimeOf(ready);
    expect(readyLead.away).toEqual({ until, mode: 'delay' });
    expect(readyLead.shipBy).toBe(
      readyToShipDate({ today: today(), dispatchDays: 3, away: { until, mode: 'delay' } }),
    );
    expect(readyLead.shipBy > until).toBe(true);
    const madeLead = await leadTimeOf(made);
    expect(madeLead.shipBy).toBe(
      madeToOrderShipDate({
        today: until,
        makingDays: 4,
        weeklyCapacity: 2,
        quantity: 1,
        taken: {},
      }),
    );

    const b = await buyer();
    expect(
      (await call('POST', '/api/cart/items', b.authorization, { productId: made, quantity: 1 }))
        .statusCode,
    ).toBe(200);
    const placed = await call('POST', '/api/orders', b.authorization, {
      groups: [{ sellerId: away.companyId, deliveryOptionId: away.courierId }],
      shippingAddress: ADDRESS,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<PlacedOrders>().orders[0]!.shipBy).toBe(madeLead.shipBy);
  });
});

describe('overdue orders', () => {
  it('are flagged to the maker and the admin, and filtered', async () => {
    const productId = await productOf(makerA, 2000, 10, 'Bowl');
    const late = await order(productId);
    const onTime = await order(productId);
    await markPaid(late.order._id);
    await markPaid(onTime.order._id);
    await ctx.database.db
      .update(orders)
      .set({ shipBy: addDays(today(), -2) })
      .where(eq(orders.id, late.order._id));

    const list = await call('GET', '/api/seller/orders?limit=100', makerA.authorization);
    const items = list.json<OrderPage>().items;
    expect(items.find((o) => o._id === late.order._id)).toMatchObject({ overdue: true });
    expect(items.find((o) => o._id === onTime.order._id)).toMatchObject({ overdue: false });

    const filtered = await call(
      'GET',
      '/api/seller/orders?overdue=true&limit=100',
      makerA.authorization,
    );
    const ids = filtered.json<OrderPage>().items.map((o) => o._id);
    expect(ids).toContain(late.order._id);
    expect(ids).not.toContain(onTime.order._id);
    expect(
      (await call('GET', '/api/seller/orders?overdue=true', makerB.authorization))
        .json<OrderPage>()
        .items.map((o) => o._id),
    ).not.toContain(late.order._id);
    expect(
      (await call('GET', '/api/seller/orders?overdue=maybe', makerA.authorization)).statusCode,
    ).toBe(400);

    const admin = await signedIn(ctx, { permissions: 'admin' });
    const adminList = await call(
      'GET',
      '/api/admin/orders?overdue=true&limit=100',
      admin.authorization,
    );
    expect(adminList.statusCode).toBe(200);
    const adminItems = adminList.json<OrderPage>().items;
    expect(adminItems.find((o) => o._id === late.order._id)).toMatchObject({
      overdue: true,
      shipBy: addDays(today(), -2),
    });
    expect(adminItems.map((o) => o._id)).not.toContain(onTime.order._id);

    // Shipped: no longer overdue.
    await ctx.database.db
      .update(orders)
      .set({ status: 'shipped' })
      .where(eq(orders.id, late.order._id));
    const after = await call(
      'GET',
      '/api/admin/orders?overdue=true&limit=100',
      admin.authorization,
    );
    expect(after.json<OrderPage>().items.map((o) => o._id)).not.toContain(late.order._id);
  });
});

describe('progress posts', () => {
  it('the maker posts a photo and a line; the buyer sees it and gets a mail', async () => {
    const productId = await productOf(makerA, 9000, 0, 'Armchair');
    await madeToOrder(productId, 20, 2);
    const placed = await order(productId);
    const orderId = placed.order._id;

    // Awaiting payment: nothing is being made yet.
    const early = await postProgress(
      orderId,
      makerA.authorization,
      progressBody('Wood chosen', await photo()),
    );
    expect(early.statusCode).toBe(409);
    await markPaid(orderId);

    const res = await postProgress(
      orderId,
      makerA.authorization,
      progressBody('The frame is glued and drying.', await photo()),
    );
    expect(res.statusCode, res.body).toBe(201);
    const post = res.json<ProgressPost>();
    expect(post.text).toBe('The frame is glued and drying.');
    expect(post.photo.url).toMatch(/^\/media\/progress\/.+\.webp$/);
    expect(post.photo.srcset).toContain('320w');

    const seen = await call('GET', `/api/orders/${orderId}/progress-posts`, placed.authorization);
    expect(seen.statusCode).toBe(200);
    expect(seen.json<ProgressPostList>().items).toEqual([post]);
    const makerSees = await call(
      'GET',
      `/api/seller/orders/${orderId}/progress-posts`,
      makerA.authorization,
    );
    expect(makerSees.json<ProgressPostList>().items).toEqual([post]);
    const media = await call('GET', post.photo.url);
    expect(media.statusCode).toBe(200);

    const mail = await latestMail(ctx, placed.user.email);
    expect(mail.subject).toBe(`Your piece in the making: news on order ${placed.order.number}`);
    expect(mail.textBody).toContain('The frame is glued and drying.');
    expect(mail.links[0]).toContain(`/userorders?order=${orderId}`);
  });

  it('checks the photo and the line', async () => {
    const productId = await productOf(makerA, 9000, 0, 'Stool');
    await madeToOrder(productId, 20, 2);
    const placed = await order(productId);
    await markPaid(placed.order._id);
    const id = placed.order._id;

    const long = await postProgress(
      id,
      makerA.authorization,
      progressBody('x'.repeat(281), await photo()),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.text).toBe('The line may have at most 280 characters.');
    const empty = await postProgress(id, makerA.authorization, progressBody('  ', await photo()));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.text).toBeDefined();
    const noText = await postProgress(
      id,
      makerA.authorization,
      progressBody(undefined, await photo()),
    );
    expect(noText.statusCode).toBe(400);
    const noPhoto = await postProgress(id, makerA.authorization, progressBody('Sanded'));
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().fields.photo).toBe('Add a photo of the piece in the making.');
    const notImage = await postProgress(
      id,
      makerA.authorization,
      progressBody('Sanded', Buffer.from('not an image at all'), 'image/jpeg'),
    );
    expect(notImage.statusCode).toBe(415);
    const notMultipart = await call(
      'POST',
      `/api/seller/orders/${id}/progress-posts`,
      makerA.authorization,
      { text: 'Sanded' },
    );
    expect(notMultipart.statusCode).toBe(400);
    const file = multipart('photo', 'wip.jpg', await photo());
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/seller/orders/${id}/progress-posts`,
          headers: { authorization: makerA.authorization, 'content-type': file.contentType },
          payload: file.payload,
        })
      ).statusCode,
    ).toBe(400);
    const list = await call('GET', `/api/orders/${id}/progress-posts`, placed.authorization);
    expect(list.json<ProgressPostList>().items).toEqual([]);
  });

  it('only the order’s maker posts; only its buyer and maker read', async () => {
    const productId = await productOf(makerA, 9000, 0, 'Shelf');
    await madeToOrder(productId, 20, 2);
    const placed = await order(productId);
    await markPaid(placed.order._id);
    const id = placed.order._id;
    const body = progressBody('Oiled', await photo());

    expect((await postProgress(id, placed.authorization, body)).statusCode).toBe(403);
    expect((await postProgress(id, makerB.authorization, body)).statusCode).toBe(404);
    const stranger = await buyer();
    expect(
      (await call('GET', `/api/orders/${id}/progress-posts`, stranger.authorization)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/seller/orders/${id}/progress-posts`, makerB.authorization))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/orders/${id}/progress-posts`)).statusCode).toBe(401);
  });
});
