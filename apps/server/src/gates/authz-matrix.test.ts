import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  Address,
  AddressInput,
  CourierPricingInput,
  InvoiceData,
  InvoiceDataInput,
  OrderStatusInput,
  PlacedOrders,
  SellerProduct,
  Shop,
} from '@kramik/contract';
import {
  categories,
  commissionOverrides,
  contactMessages,
  orderItems,
  paymentOrders,
  payments,
  reports,
  reviews,
} from '../db/schema/index.js';
import {
  ROLES,
  accessClassOf,
  expectedCells,
  registerRouteAccess,
  type DeclaredRoute,
  type Expected,
  type Role,
} from '../plugins/access.js';
import {
  createTestApp,
  createUser,
  loginAs,
  multipart,
  type TestContext,
  type TestUser,
} from '../../test/helpers.js';
import { insertCourier, insertProduct, insertShop } from '../../test/marketplace.js';
import { placeDeliveredPiece } from '../modules/passports/passports.fixtures.js';

/**
 * The authorization matrix: every route of the app × visitor, buyer, another buyer, maker, another
 * maker and admin, against the access each route declares (`plugins/access.ts`). Path parameters
 * name the buyer's or the maker's own objects, so the "another" principals meet the ownership
 * checks. Bodies are minimal (valid only where the input is checked before the owner), so an
 * allowed cell may answer 400 or 409, never 401, 403, 404 or 5xx; no cell may answer 5xx, and no
 * answer to a stranger may name the buyer's private objects.
 */

let ctx: TestContext;
const users = {} as Record<Exclude<Role, 'visitor'>, TestUser>;
const tokens = {} as Record<Role, string | undefined>;
const ids = {} as Record<
  | 'product'
  | 'productImage'
  | 'shop'
  | 'shopImage'
  | 'company'
  | 'courier'
  | 'order'
  | 'payment'
  | 'address'
  | 'invoiceData'
  | 'spareCategory'
  | 'mediaPath'
  | 'review'
  | 'report'
  | 'contactMessage'
  | 'commissionOverride'
  | 'thread'
  | 'piece'
  | 'sale'
  | 'coupon',
  string
>;

/** The buyer's private objects: no answer to a visitor, another buyer or another maker names them. */
const PRIVATE = ['address', 'invoiceData', 'order', 'payment'] as const;
const STRANGERS = new Set<Role>(['visitor', 'otherBuyer', 'otherMaker']);

/** Calls that end the caller's session or account: run last, each on a fresh login. */
const SESSION_ENDING = new Set(['POST /api/users/logout', 'DELETE /api/users/delete']);

/** Query strings the calls need to reach their handler (an allowed cell should get past 400). */
const QUERIES: Record<string, () => string> = {
  'GET /api/products/suggest': () => 'q=jug',
  'GET /api/products/compare': () => `ids=${ids.product}`,
  'GET /api/geocode': () => 'q=Krak',
  'GET /api/geocode/reverse': () => 'lat=50.06&lng=19.94',
  'GET /api/payments/operators': () => `orders=${ids.order}`,
  'GET /api/seller/shipments/labels': () => `orders=${ids.order}`,
  'GET /api/payments/paypal/return': () => 'token=NO-SUCH-TOKEN',
  'GET /api/payments/paypal/cancel': () => 'token=NO-SUCH-TOKEN',
};

/**
 * Valid bodies for the calls that check their input before the object's owner: with an empty body
 * "another maker" would get 400 there and never meet the ownership check.
 */
const BODIES: Record<string, () => object> = {
  'PATCH /api/users/me/addresses/:id': () => address,
  'PATCH /api/users/me/invoice-data/:id': () => invoiceData,
  'PUT /api/seller/products/:id/images/order': () => ({ ids: [ids.productImage] }),
  'POST /api/seller/courier-pricing': () => courier('dpd-2'),
  'PATCH /api/seller/courier-pricing/:id': () => courier('dpd-1'),
  'PUT /api/seller/logistics': () => ({ defaultParcelSize: 'A', sender: null }),
  'POST /api/seller/orders/:id/status': () =>
    ({ status: 'in_progress' }) satisfies OrderStatusInput,
  'POST /api/admin/orders/:id/status': () => ({ status: 'in_progress' }) satisfies OrderStatusInput,
  'PATCH /api/reviews/:id': () => ({ rating: 4, comment: 'Good' }),
  'POST /api/seller/reviews/:id/answer': () => ({ answer: 'Thank you' }),
  'POST /api/admin/reports/:id/resolve': () => ({ note: 'Handled' }),
  'POST /api/admin/moderation/reviews/:id/unhide': () => ({ note: 'Fine after all' }),
  'POST /api/admin/moderation/products/:id/unhide': () => ({ note: 'Fine after all' }),
  'PATCH /api/admin/contact-messages/:id': () => ({ read: true }),
  'POST /api/messages/threads/:id/messages': () => ({ body: 'Any news?' }),
};

function courier(externalId: string) {
  return {
    carrier: 'dpd_courier',
    priceAmount: 1500,
    externalId,
  } satisfies Omit<CourierPricingInput, 'freeDeliveryThreshold'>;
}

const shippingAddress = {
  street: 'ul. Długa 5',
  city: 'Gdańsk',
  postalCode: '80-827',
  country: 'PL',
};
const address: AddressInput = { ...shippingAddress, region: '', recipientName: '', phone: '' };
const invoiceData: InvoiceDataInput = {
  companyName: 'Ala Kot',
  taxId: '5260250274',
  ...shippingAddress,
};
let image: Buffer;

/** The object a path parameter names: the buyer's for buyer routes, the maker's for seller ones. */
function paramValue(url: string, name: string): string | undefined {
  if (url.startsWith('/sandbox/')) return name === 'action' ? 'pay' : 'NO-SUCH-ID';
  if (name === '*') {
    if (url.startsWith('/media/')) return ids.mediaPath;
    if (url.startsWith('/api/docs/')) return 'index.css';
    return undefined;
  }
  if (name === 'productId') return ids.product;
  if (name === 'sellerId') return ids.company;
  if (name === 'code' && url.startsWith('/api/pieces/')) return ids.piece;
  if (name === 'token' && url.startsWith('/api/stock-alerts/')) return 'a'.repeat(43);
  if (name === 'operator') return 'payu';
  const byPrefix: [string, string, string?][] = [
    ['/api/users/me/addresses/', ids.address],
    ['/api/users/me/invoice-data/', ids.invoiceData],
    ['/api/products/', ids.product],
    ['/api/companies/', ids.company],
    ['/api/shops/', ids.shop],
    ['/api/seller/products/', ids.product, ids.productImage],
    ['/api/seller/shops/', ids.shop, ids.shopImage],
    ['/api/seller/courier-pricing/', ids.courier],
    ['/api/orders/', ids.order],
    ['/api/seller/orders/', ids.order],
    ['/api/admin/orders/', ids.order],
    ['/api/payments/', ids.payment],
    ['/api/admin/categories/', ids.spareCategory],
    ['/api/reviews/', ids.review],
    ['/api/seller/reviews/', ids.review],
    ['/api/admin/reports/', ids.report],
    ['/api/admin/moderation/reviews/', ids.review],
    ['/api/admin/moderation/products/', ids.product],
    ['/api/admin/contact-messages/', ids.contactMessage],
    ['/api/admin/commission/overrides/', ids.commissionOverride],
    ['/api/messages/threads/', ids.thread],
    ['/api/admin/users/', users.otherBuyer?.id ?? ''],
    ['/api/admin/companies/', ids.company],
    ['/api/seller/sales/', ids.sale],
    ['/api/seller/coupons/', ids.coupon],
    ['/api/favourites/products/', ids.product],
    ['/api/favourites/makers/', ids.company],
  ];
  const found = byPrefix.find(([prefix]) => url.startsWith(prefix));
  if (!found) return undefined;
  if (name === 'id') return found[1];
  if (name === 'imageId') return found[2];
  return undefined;
}

function fillPath(url: string) {
  const missing: string[] = [];
  const path = url
    .split('/')
    .map((segment) => {
      const name = segment === '*' ? '*' : segment.startsWith(':') ? segment.slice(1) : undefined;
      if (name === undefined) return segment;
      const value = paramValue(url, name);
      if (value === undefined) missing.push(name);
      return value ?? segment;
    })
    .join('/');
  return { path, missing };
}

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Every route once: the HEAD twins Fastify adds to GET routes answer like their GET. */
function routesOf(all: DeclaredRoute[]) {
  const gets = new Set(all.filter((r) => r.method === 'GET').map((r) => r.url));
  return all.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
}

/**
 * Destructive calls last: deletions (of sub-objects before their parents, and of the buyer's things
 * before the maker's products they point at), then the calls that end a session or an account.
 * Within a route the denied roles go first and the allowed ones last (`roleOrder`), so no call
 * removes what a later cell needs.
 */
function runOrder(routes: DeclaredRoute[]) {
  const endings = [...SESSION_ENDING];
  const rank = (route: DeclaredRoute) => {
    const ending = endings.indexOf(keyOf(route));
    if (ending >= 0) return 1000 + ending;
    if (route.method !== 'DELETE') return 0;
    return 100 - route.url.split('/').length + (route.url.startsWith('/api/seller/') ? 0.5 : 0);
  };
  // Array.prototype.sort is stable: routes of one rank keep their registration order.
  return [...routes].sort((a, b) => rank(a) - rank(b));
}

function roleOrder(cells: Record<Role, Expected> | null): Role[] {
  if (!cells) return [...ROLES];
  return [...ROLES].sort((a, b) => Number(cells[a] === 'allowed') - Number(cells[b] === 'allowed'));
}

const isAllowed = (status: number) => ![401, 403, 404].includes(status) && status < 500;

async function call(route: DeclaredRoute, path: string, authorization?: string) {
  const query = QUERIES[keyOf(route)]?.();
  const headers: Record<string, string> = authorization ? { authorization } : {};
  let payload: object | Buffer | undefined;
  if (route.multipart) {
    const upload = multipart(route.url.endsWith('/photo') ? 'photo' : 'image', 'a.jpg', image);
    headers['content-type'] = upload.contentType;
    payload = upload.payload;
  } else if (['POST', 'PUT', 'PATCH'].includes(route.method)) {
    payload = BODIES[keyOf(route)]?.() ?? {};
  }
  return ctx.app.inject({
    method: route.method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

async function setUp() {
  ctx = await createTestApp({ RATE_LIMIT_MAX: '100000', CONTACT_RATE_LIMIT_MAX: '100000' });
  const { db } = ctx.database;
  users.buyer = await createUser(ctx);
  users.otherBuyer = await createUser(ctx);
  users.maker = await createUser(ctx, { permissions: 'seller', withCompany: true });
  users.otherMaker = await createUser(ctx, { permissions: 'seller', withCompany: true });
  users.admin = await createUser(ctx, { permissions: 'admin' });
  tokens.visitor = undefined;
  for (const role of ROLES) {
    if (role !== 'visitor') tokens[role] = (await loginAs(ctx, users[role])).authorization;
  }

  const [category, spare] = await db
    .insert(categories)
    .values([
      { slug: 'ceramics', names: { 'en-US': 'Ceramics' } },
      { slug: 'spare', names: { 'en-US': 'Spare' } },
    ])
    .returning({ id: categories.id });
  ids.spareCategory = spare!.id;
  ids.company = users.maker.companyId!;
  ids.courier = await insertCourier(ctx, ids.company, { externalId: 'dpd-1' });
  ids.product = await insertProduct(ctx, {
    companyId: ids.company,
    categoryId: category!.id,
    price: 4000,
    quantity: 50,
  });
  ids.shop = await insertShop(ctx, ids.company);

  image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer();
  const upload = async (url: string) => {
    const { payload, contentType } = multipart('image', 'a.jpg', image);
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: tokens.maker!, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response;
  };
  const withImage = (
    await upload(`/api/seller/products/${ids.product}/images`)
  ).json<SellerProduct>();
  ids.productImage = withImage.images[0]!._id;
  ids.mediaPath = new URL(withImage.images[0]!.url, 'http://x').pathname.replace(/^\/media\//, '');
  ids.shopImage = (
    await upload(`/api/seller/shops/${ids.shop}/images`)
  ).json<Shop>().images[0]!._id;

  const send = async (role: Exclude<Role, 'visitor'>, url: string, payload: object) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: tokens[role]! },
      payload,
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response;
  };
  ids.address = (await send('buyer', '/api/users/me/addresses', address)).json<Address>()._id;
  ids.invoiceData = (
    await send('buyer', '/api/users/me/invoice-data', invoiceData)
  ).json<InvoiceData>()._id;
  const line = { productId: ids.product, quantity: 1 };
  await send('buyer', '/api/cart/items', line);
  const placed = await send('buyer', '/api/orders', {
    groups: [{ sellerId: ids.company, deliveryOptionId: ids.courier }],
    shippingAddress,
  });
  ids.order = placed.json<PlacedOrders>().orders[0]!._id;
  // A delivered order of the jug, with its piece passport (issue 24): the piece routes' `:code`.
  ids.piece = (
    await placeDeliveredPiece(
      ctx,
      { authorization: tokens.buyer! },
      { productId: ids.product, companyId: ids.company, courierId: ids.courier },
    )
  ).code;
  const [payment] = await db
    .insert(payments)
    .values({
      operator: 'payu',
      buyerId: users.buyer.id,
      amount: 5500,
      currency: 'EUR',
      status: 'pending',
    })
    .returning({ id: payments.id });
  ids.payment = payment!.id;
  await db
    .insert(paymentOrders)
    .values({ paymentId: ids.payment, orderId: ids.order, amount: 5500 });
  // The buyer's review of the ordered jug, as if the order had arrived (reviews module).
  const [item] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.orderId, ids.order));
  const [review] = await db
    .insert(reviews)
    .values({
      orderItemId: item!.id,
      productId: ids.product,
      companyId: ids.company,
      authorId: users.buyer.id,
      rating: 5,
    })
    .returning({ id: reviews.id });
  ids.review = review!.id;
  // An open report and a contact message for the admin's queue and inbox.
  const [report] = await db
    .insert(reports)
    .values({
      reason: 'other',
      description: 'Suspicious',
      targetType: 'none',
      snapshot: { type: 'none' },
      locale: 'en-US',
    })
    .returning({ id: reports.id });
  ids.report = report!.id;
  const [contactMessage] = await db
    .insert(contactMessages)
    .values({ name: 'Ola', email: 'ola@example.com', message: 'Hello', locale: 'en-US' })
    .returning({ id: contactMessages.id });
  ids.contactMessage = contactMessage!.id;
  const [override] = await db
    .insert(commissionOverrides)
    .values({ companyId: ids.company, basisPoints: 500, startsOn: '2099-01-01' })
    .returning({ id: commissionOverrides.id });
  ids.commissionOverride = override!.id;
  // The buyer's thread with the maker: the buyer's and the maker's, nobody else's.
  ids.thread = (
    await send('buyer', '/api/messages/threads', { companyId: ids.company, body: 'Hello' })
  ).json<{ _id: string }>()._id;
  // The maker's sale and coupon code (issue 24): the promotions routes' `:id`.
  ids.sale = (
    await send('maker', '/api/seller/sales', {
      percent: 10,
      allProducts: true,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    })
  ).json<{ _id: string }>()._id;
  ids.coupon = (
    await send('maker', '/api/seller/coupons', { code: 'MATRIX-10', kind: 'percent', value: 10 })
  ).json<{ _id: string }>()._id;
  // A line in every cart, for the calls that change or remove one.
  for (const role of ROLES) if (role !== 'visitor') await send(role, '/api/cart/items', line);
}

beforeAll(setUp, 60_000);

describe('authorization matrix', () => {
  it('has an access declaration on every route', () => {
    const undeclared = routesOf(ctx.app.routeAccess).filter((route) => !route.access);
    expect(undeclared.map(keyOf), 'routes without config.access').toEqual([]);
  });

  it('names a route that forgets its declaration', async () => {
    const app = Fastify();
    registerRouteAccess(app);
    app.get('/api/declared', { config: { access: 'public' } }, () => 'ok');
    app.post('/api/forgotten', () => 'ok');
    await app.ready();
    const undeclared = routesOf(app.routeAccess).filter((route) => !route.access);
    expect(undeclared.map(keyOf)).toEqual(['POST /api/forgotten']);
    await app.close();
  });

  it('refuses a visitor or a wrong role before reading and validating the body', async () => {
    const upload = multipart('image', 'a.jpg', image);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: `/api/seller/products/${ids.product}/images`,
      headers: { 'content-type': upload.contentType },
      payload: upload.payload,
    });
    expect(visitor.statusCode, visitor.body).toBe(401);
    const buyer = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/categories/order',
      headers: { authorization: tokens.buyer! },
      payload: { not: 'a category order' },
    });
    expect(buyer.statusCode, buyer.body).toBe(403);
    const question = await ctx.app.inject({
      method: 'POST',
      url: `/api/products/${ids.product}/questions`,
      payload: {},
    });
    expect(question.statusCode).toBe(401);
    expect(question.json<{ error: string }>().error).toBe(
      'You must be logged in to send a message.',
    );
  });

  it('answers every route × role as declared', async () => {
    const routes = runOrder(routesOf(ctx.app.routeAccess).filter((route) => route.access));
    const failures: string[] = [];
    let cellCount = 0;
    for (const route of routes) {
      const { path, missing } = fillPath(route.url);
      if (missing.length) {
        failures.push(`${keyOf(route)}: no test value for :${missing.join(', :')}`);
        continue;
      }
      const cells = expectedCells(route.access!);
      const statuses = {} as Record<Role, number>;
      for (const role of roleOrder(cells)) {
        let authorization = tokens[role];
        if (SESSION_ENDING.has(keyOf(route)) && role !== 'visitor') {
          authorization = (await loginAs(ctx, users[role])).authorization;
        }
        const response = await call(route, path, authorization);
        statuses[role] = response.statusCode;
        cellCount += 1;
        const expected = cells?.[role];
        const passed =
          response.statusCode < 500 &&
          (expected === undefined ||
            (expected === 'allowed'
              ? isAllowed(response.statusCode)
              : response.statusCode === expected));
        const leaked = PRIVATE.filter((key) => response.body.includes(ids[key]));
        if (STRANGERS.has(role) && leaked.length) {
          failures.push(`${keyOf(route)} as ${role}: answers the buyer's ${leaked.join(', ')}`);
        }
        if (!passed) {
          failures.push(
            `${keyOf(route)} as ${role}: expected ${expected ?? 'the same for all'}, got ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
      if (accessClassOf(route.access!) === 'sandbox') {
        const distinct = new Set(Object.values(statuses));
        if (distinct.size > 1) {
          failures.push(`${keyOf(route)}: answers differ by role ${JSON.stringify(statuses)}`);
        }
      }
    }
    console.log(
      `authz matrix: ${routes.length} routes × ${ROLES.length} roles = ${cellCount} cells checked`,
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
