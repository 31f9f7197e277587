import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type TestUser, useTestApp, signedIn } from '../../test/helpers.js';
import { categories, courierPricing, products } from '../db/schema/index.js';

const ctx = useTestApp({ LOG_LEVEL: 'error' });
let buyer: string;
let seller: string;
let sellerUser: TestUser;
let admin: string;
let productId: string;

const NUL = '\u0000';
const NOT_ALLOWED = 'This field contains characters that are not allowed.';

beforeAll(async () => {
  buyer = (await signedIn(ctx)).authorization;
  sellerUser = await createUser(ctx, { permissions: 'seller', withCompany: true });
  seller = (await loginAs(ctx, sellerUser)).authorization;
  admin = (await signedIn(ctx, { permissions: 'admin' })).authorization;
  const [category] = await ctx.database.db
    .insert(categories)
    .values({ slug: 'control-chars', names: { 'en-US': 'Bowls' } })
    .returning();
  const [product] = await ctx.database.db
    .insert(products)
    .values({
      companyId: sellerUser.companyId!,
      categoryId: category!.id,
      versions: [
        {
          locale: 'en-US',
          name: 'Bowl',
          description: '',
          action: '',
          howToUse: '',
          composition: '',
        },
      ],
      priceAmount: 100,
      currency: 'EUR',
    })
    .returning();
  productId = product!.id;
});

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  authorization?: string,
  payload?: object,
) {
  return ctx.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: authorization ? { authorization } : {},
  });
}

const address = { street: 'ul. Garncarska 1', city: 'Kraków', postalCode: '30-001', country: 'PL' };
const invoice = {
  companyName: 'Studio',
  taxId: '5260250274',
  street: 'ul. Garncarska 1',
  city: 'Kraków',
  postalCode: '30-001',
  country: 'PL',
};

describe('control characters (issue 16, hole 3)', () => {
  const cases: [string, () => ReturnType<typeof call>, string][] = [
    [
      'login',
      () => call('POST', '/api/users/login', undefined, { username: `a${NUL}`, password: 'x' }),
      'username',
    ],
    [
      'login password',
      () =>
        call('POST', '/api/users/login', undefined, { username: 'nobody', password: `x${NUL}` }),
      'password',
    ],
    [
      'resend code without account',
      () => call('POST', '/api/users/resend-code', undefined, { username: `nobody${NUL}` }),
      'username',
    ],
    [
      'address',
      () => call('POST', '/api/users/me/addresses', buyer, { ...address, city: `Kra${NUL}ków` }),
      'city',
    ],
    [
      'invoice data',
      () =>
        call('POST', '/api/users/me/invoice-data', buyer, { ...invoice, companyName: `S${NUL}` }),
      'companyName',
    ],
    [
      'profile',
      () => call('PATCH', '/api/users/update', buyer, { firstName: `Ann${NUL}` }),
      'firstName',
    ],
    [
      'product question',
      () => call('POST', `/api/products/${productId}/questions`, buyer, { message: `Hi${NUL}` }),
      'message',
    ],
    [
      'maker message',
      () =>
        call('POST', `/api/companies/${sellerUser.companyId}/messages`, buyer, {
          message: `${NUL}`,
        }),
      'message',
    ],
    [
      'courier pricing',
      () =>
        call('POST', '/api/seller/courier-pricing', seller, {
          carrier: 'inpost_locker',
          priceAmount: 1,
          externalId: `X${NUL}`,
        }),
      'externalId',
    ],
    [
      'checkout invoice data (free-form record)',
      () =>
        call('POST', '/api/checkout/quote', buyer, {
          groups: [],
          invoiceData: { companyName: `S${NUL}` },
        }),
      'invoiceData.companyName',
    ],
    ['seller product search', () => call('GET', '/api/seller/products?q=%00', seller), 'q'],
    ['admin order search', () => call('GET', '/api/admin/orders?number=1%00', admin), 'number'],
    ['catalog search', () => call('GET', '/api/products?q=bowl%01', undefined), 'q'],
    ['path parameter', () => call('GET', '/api/products/%00', undefined), 'id'],
  ];

  it.each(cases)('%s answers 400 naming the field', async (_name, send, field) => {
    const response = await send();
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { [field]: NOT_ALLOWED },
    });
  });

  it('answers in the caller’s language', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/resend-code',
      payload: { username: `x${NUL}` },
      headers: { 'accept-language': 'pl-PL' },
    });
    expect(response.json().fields).toEqual({ username: 'To pole zawiera niedozwolone znaki.' });
  });

  it('keeps tab and line breaks in free text, and refuses them in single-line fields', async () => {
    const question = await call('POST', `/api/products/${productId}/questions`, buyer, {
      message: 'Is it oven-proof?\n\tAnd dishwasher-safe?\r\nThanks',
    });
    expect(question.statusCode, question.body).toBe(201);
    const city = await call('POST', '/api/users/me/addresses', buyer, {
      ...address,
      city: 'Kra\nków',
    });
    expect(city.statusCode).toBe(400);
    expect(city.json().fields).toEqual({ city: NOT_ALLOWED });
    // Surrounding line breaks of a pasted value are trimmed, not refused.
    const pasted = await call('POST', '/api/users/me/addresses', buyer, {
      ...address,
      city: 'Kraków\n',
    });
    expect(pasted.statusCode, pasted.body).toBe(201);
  });

  it('leaves payment notifications to their protocol (no 500)', async () => {
    for (const operator of ['payu', 'paypal', 'autopay']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/payments/notify/${operator}`,
        payload: `{"order":"${NUL}"}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, `${operator}: ${response.body}`).toBeLessThan(500);
    }
  });
});

describe('currencies (issue 16, hole 6)', () => {
  const entry = { carrier: 'gls_courier', priceAmount: 1299, externalId: 'GLS-1' };

  it('refuses a currency other than the marketplace’s and stores nothing', async () => {
    for (const currency of ['XXX', 'PLN', 42]) {
      const response = await call('POST', '/api/seller/courier-pricing', seller, {
        ...entry,
        currency,
      });
      expect(response.statusCode, String(currency)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['currency']);
    }
    const rows = await ctx.database.db
      .select()
      .from(courierPricing)
      .where(eq(courierPricing.companyId, sellerUser.companyId!));
    expect(rows).toHaveLength(0);
  });

  it('accepts the marketplace’s own currency, or none, and refuses another on change', async () => {
    const created = await call('POST', '/api/seller/courier-pricing', seller, {
      ...entry,
      currency: 'EUR',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().currency).toBe('EUR');
    const id: string = created.json()._id;
    const changed = await call('PATCH', `/api/seller/courier-pricing/${id}`, seller, {
      ...entry,
      priceAmount: 5,
      currency: 'XXX',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().fields).toEqual({ currency: 'This value is not valid' });
    const [row] = await ctx.database.db
      .select()
      .from(courierPricing)
      .where(eq(courierPricing.id, id));
    expect(row).toMatchObject({ priceAmount: 1299, currency: 'EUR' });
  });
  // The courier pricing entry above configured the store, so products may be added.
  it('refuses a product priced in another currency and stores nothing', async () => {
    const [category] = await ctx.database.db
      .insert(categories)
      .values({ slug: 'currency-check', names: { 'en-US': 'Cups' } })
      .returning();
    const product = {
      versions: [{ locale: 'en-US', name: 'Cup' }],
      priceAmount: 100,
      categoryId: category!.id,
      quantity: 1,
      deliveryDays: 2,
    };
    for (const currency of ['XXX', 'PLN']) {
      const response = await call('POST', '/api/seller/products', seller, { ...product, currency });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['currency']);
    }
    const stored = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.categoryId, category!.id));
    expect(stored).toHaveLength(0);
    const eur = await call('POST', '/api/seller/products', seller, { ...product, currency: 'EUR' });
    expect(eur.statusCode, eur.body).toBe(201);
    expect(eur.json().currency).toBe('EUR');
  });
  it('refuses payment operator settings the operator does not have', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/payment-operators/payu',
      headers: { authorization: admin },
      payload: {
        enabled: false,
        config: { posId: '145227', colour: 'red' },
        secrets: { pin: '1' },
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toEqual({
      'config.colour': 'This value is not valid',
      'secrets.pin': 'This value is not valid',
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payment-operators',
      headers: { authorization: admin },
    });
    const payu = list.json().items.find((item: { operator: string }) => item.operator === 'payu');
    expect(payu.config.posId).toBeUndefined();
  });
});
