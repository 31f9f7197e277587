import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, stockAlerts } from '../../db/schema/index.js';
import {
  callerOf,
  createTestApp,
  latestMail,
  mailCount,
  signedIn,
  useTestApp,
} from '../../../test/helpers.js';
import { insertCategory, insertCourier, insertProduct } from '../../../test/marketplace.js';
import { releaseStock } from './stock.js';

// The per-address limit is tested with its own app below.
const ctx = useTestApp({ CONTACT_RATE_LIMIT_MAX: '10000' });
const call = callerOf(ctx);

let categoryId: string;
let maker: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  categoryId = await insertCategory(ctx, 'ceramics', 'Ceramics');
  maker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  await insertCourier(ctx, maker.user.companyId!);
});

/** A sold-out jug of the maker's, named in English and Polish. */
const soldOutJug = () =>
  insertProduct(ctx, {
    companyId: maker.user.companyId!,
    categoryId,
    price: 4000,
    quantity: 0,
    names: { 'en-US': 'Cobalt Jug', 'pl-PL': 'Kobaltowy dzbanek' },
  });

const subscribe = (productId: string, payload: unknown, locale = 'en-US') =>
  call('POST', `/api/products/${productId}/stock-alerts`, undefined, payload, {
    'accept-language': locale,
  });

const waits = (productId: string) =>
  ctx.database.db.select().from(stockAlerts).where(eq(stockAlerts.productId, productId));

describe('POST /api/products/:id/stock-alerts', () => {
  it('lets a visitor wait for a sold-out product, once per address', async () => {
    const jug = await soldOutJug();
    const first = await subscribe(jug, { email: 'ola@example.com' }, 'pl-PL');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({ email: 'ola@example.com', token: expect.any(String) });
    // The same address again (in other letters) renews the wait: still one row.
    const again = await subscribe(jug, { email: ' OLA@example.com ' }, 'pl-PL');
    expect(again.statusCode).toBe(201);
    const rows = await waits(jug);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale: 'pl-PL', token: again.json().token });
  });

  it('says what is wrong with the address, in the caller’s language', async () => {
    const jug = await soldOutJug();
    const missing = await subscribe(jug, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.email).toBe('This field is required');
    const malformed = await subscribe(jug, { email: 'not-an-address' }, 'de-DE');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields.email).toMatch(/E-Mail/);
    for (const body of [
      [],
      { email: 42 },
      { email: 'a@b.c\nBcc: x@y.z' },
      { email: 'x'.repeat(300) },
    ]) {
      const response = await subscribe(jug, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    // Not JSON at all: refused as such, never a 500.
    expect((await subscribe(jug, 'text')).statusCode).toBe(415);
  });

  it('answers 409 for a product in stock, 404 for an unknown or unlisted one', async () => {
    const inStock = await insertProduct(ctx, {
      companyId: maker.user.companyId!,
      categoryId,
      price: 100,
      quantity: 3,
    });
    const response = await subscribe(inStock, { email: 'ola@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'IN_STOCK',
      error: 'This product is in stock: you can order it now.',
    });
    const unknown = await subscribe('0b8a4b3e-7a3c-4f8e-9a55-1d2f3c4b5a69', { email: 'a@b.co' });
    expect(unknown.statusCode).toBe(404);
    expect((await subscribe('not-a-uuid', { email: 'a@b.co' })).statusCode).toBe(400);
    const hidden = await soldOutJug();
    await ctx.database.db
      .update(products)
      .set({ hiddenAt: new Date() })
      .where(eq(products.id, hidden));
    expect((await subscribe(hidden, { email: 'a@b.co' })).statusCode).toBe(404);
  });
});

describe('back in stock', () => {
  it('mails once in the subscriber’s language when a cancelled order returns the stock', async () => {
    const jug = await soldOutJug();
    await subscribe(jug, { email: 'ania@example.com' }, 'pl-PL');
    await subscribe(jug, { email: 'tom@example.com' }, 'en-US');
    await ctx.database.db.transaction((tx) => releaseStock(tx, [{ productId: jug, quantity: 1 }]));
    const polish = await latestMail(ctx, 'ania@example.com');
    expect(polish.subject).toBe('Znów dostępne: Kobaltowy dzbanek');
    expect(polish.links).toEqual([`${ctx.config.publicUrl}/products/${jug}`]);
    expect((await latestMail(ctx, 'tom@example.com')).subject).toBe('Back in stock: Cobalt Jug');
    expect(await waits(jug)).toHaveLength(0);
    // Forgotten: stock moving again sends nothing more.
    await ctx.database.db.transaction((tx) => releaseStock(tx, [{ productId: jug, quantity: 1 }]));
    expect(await mailCount(ctx, 'ania@example.com')).toBe(1);
  });

  it('mails when the maker puts stock back in the product form', async () => {
    const jug = await soldOutJug();
    await subscribe(jug, { email: 'eva@example.com' }, 'sv-SE');
    const form = (await call('GET', `/api/seller/products/${jug}`, maker.authorization)).json();
    const unchanged = await call('PUT', `/api/seller/products/${jug}`, maker.authorization, {
      ...form,
      quantity: 0,
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect(await mailCount(ctx, 'eva@example.com')).toBe(0);
    const saved = await call('PUT', `/api/seller/products/${jug}`, maker.authorization, {
      ...form,
      quantity: 4,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await latestMail(ctx, 'eva@example.com')).subject).toBe('Finns igen: Cobalt Jug');
    expect(await waits(jug)).toHaveLength(0);
  });
});

describe('DELETE /api/stock-alerts/:token', () => {
  it('forgets the wait, so no mail follows; an unknown token changes nothing', async () => {
    const jug = await soldOutJug();
    const { token } = (await subscribe(jug, { email: 'jan@example.com' })).json();
    const gone = await call('DELETE', `/api/stock-alerts/${token}`);
    expect(gone.statusCode).toBe(204);
    expect(await waits(jug)).toHaveLength(0);
    expect((await call('DELETE', `/api/stock-alerts/${token}`)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/stock-alerts/short')).statusCode).toBe(400);
    await ctx.database.db.transaction((tx) => releaseStock(tx, [{ productId: jug, quantity: 2 }]));
    expect(await mailCount(ctx, 'jan@example.com')).toBe(0);
  });
});

describe('the per-address limit', () => {
  it('answers 429 once a client address used its budget', async () => {
    const limited = await createTestApp({ CONTACT_RATE_LIMIT_MAX: '1' });
    const category = await insertCategory(limited, 'glass', 'Glass');
    const seller = await signedIn(limited, { permissions: 'seller', withCompany: true });
    const jug = await insertProduct(limited, {
      companyId: seller.user.companyId!,
      categoryId: category,
      price: 100,
      quantity: 0,
    });
    const send = callerOf(limited);
    const url = `/api/products/${jug}/stock-alerts`;
    expect((await send('POST', url, undefined, { email: 'a@example.com' })).statusCode).toBe(201);
    const refused = await send('POST', url, undefined, { email: 'b@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
