import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, priceHistory, products } from '../../db/schema/index.js';
import { imageDecoder } from '../../lib/images.js';
import { insertCourier, insertProduct } from '../../../test/marketplace.js';
import {
  callerOf,
  createUser,
  expectPagedToTheMicrosecond,
  loginAs,
  multipart,
  signedIn,
  useTestApp,
} from '../../../test/helpers.js';

const ctx = useTestApp();
let ceramicsId: string;
let vasesId: string;
let textilesId: string;

beforeAll(async () => {
  const [ceramics, textiles] = await ctx.database.db
    .insert(categories)
    .values([
      { slug: 'ceramics', names: { 'en-US': 'Ceramics', 'pl-PL': 'Ceramika' }, position: 0 },
      { slug: 'textiles', names: { 'en-US': 'Textiles', 'pl-PL': 'Tekstylia' }, position: 1 },
    ])
    .returning();
  const [vases] = await ctx.database.db
    .insert(categories)
    .values({ slug: 'vases', parentId: ceramics!.id, names: { 'en-US': 'Vases' } })
    .returning();
  ceramicsId = ceramics!.id;
  textilesId = textiles!.id;
  vasesId = vases!.id;
});

/** A seller whose company has delivery costs, so products may be added. */
async function sellerWithStore(configured = true) {
  const seller = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  if (configured) {
    await insertCourier(ctx, seller.user.companyId!, {
      carrier: 'inpost_locker',
      priceAmount: 1299,
      externalId: `inpost-${seller.user.id.slice(0, 8)}`,
      freeDeliveryThreshold: 20000,
    });
  }
  return seller;
}

const call = callerOf(ctx);

function product(overrides: Record<string, unknown> = {}) {
  return {
    versions: [
      {
        locale: 'en-US',
        name: 'Cobalt Vase',
        description: 'Thrown on the wheel.',
        action: '',
        howToUse: 'Hand wash.',
        composition: 'Stoneware',
      },
      { locale: 'pl-PL', name: 'Wazon kobaltowy', description: 'Toczony na kole.' },
    ],
    priceAmount: 8900,
    specialOffer: false,
    categoryId: ceramicsId,
    subcategoryId: vasesId,
    condition: 'new',
    erpCode: 'ERP-1',
    ean: '5901234123457',
    index: 'V-1',
    quantity: 4,
    deliveryDays: 3,
    ...overrides,
  };
}

async function jpeg(width = 1600, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: '#2d5f8a' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Studio, 51.26N 15.56E' } } })
    .toBuffer();
}

async function upload(authorization: string, productId: string, bytes: Buffer, name = 'a.jpg') {
  const { payload, contentType } = multipart('image', name, bytes);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/seller/products/${productId}/images`,
    headers: { authorization, 'content-type': contentType },
    payload,
  });
}

describe('adding products', () => {
  it('is refused with the spec’s message until delivery costs are set', async () => {
    const { authorization } = await sellerWithStore(false);
    const response = await call('POST', '/api/seller/products', authorization, product());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'STORE_NOT_CONFIGURED',
      error:
        'Your store is not fully configured. Go to the store management menu and set the delivery costs!',
    });
  });

  it('creates a product with its versions and shows it in the catalog and to its owner', async () => {
    const { authorization, user } = await sellerWithStore();
    const created = await call('POST', '/api/seller/products', authorization, product());
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      name: 'Cobalt Vase',
      priceAmount: 8900,
      currency: 'EUR',
      lastPrice: null,
      index: 'V-1',
      ean: '5901234123457',
      images: [],
    });
    expect(body.versions[1]).toEqual({
      locale: 'pl-PL',
      name: 'Wazon kobaltowy',
      description: 'Toczony na kole.',
      action: '',
      howToUse: '',
      composition: '',
    });
    const own = await call('GET', '/api/seller/products', authorization);
    expect(own.json().items.map((p: { _id: string }) => p._id)).toEqual([body._id]);
    const page = await call('GET', `/api/products/${body._id}`, undefined);
    expect(page.json()).toMatchObject({ name: 'Cobalt Vase', company: { _id: user.companyId } });
    const search = await call('GET', '/api/products?q=kobaltowy');
    expect(search.json().items.map((p: { _id: string }) => p._id)).toContain(body._id);
  });

  it('pages the owner’s list on through products created in one microsecond', async () => {
    const { authorization, user } = await sellerWithStore();
    const made = [];
    for (const name of ['Jug', 'Bowl', 'Plate']) {
      made.push(
        await insertProduct(ctx, {
          companyId: user.companyId!,
          categoryId: ceramicsId,
          price: 1000,
          quantity: 1,
          name,
        }),
      );
    }
    // The products of one import share its transaction's time, to the microsecond: a cursor in
    // milliseconds skipped the ones after a page's last.
    await expectPagedToTheMicrosecond(
      ctx,
      products.createdAt,
      products.id,
      made,
      '/api/seller/products',
      authorization,
    );
  });

  it('names the version without a name: "no name for version … Fix it !"', async () => {
    const { authorization } = await sellerWithStore();
    const response = await call(
      'POST',
      '/api/seller/products',
      authorization,
      product({
        versions: [
          { locale: 'en-US', name: 'Cobalt Vase' },
          { locale: 'de-DE', name: '   ' },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('no name for version de-DE Fix it !');
    expect(response.json().fields).toEqual({
      'versions.1.name': 'no name for version de-DE Fix it !',
    });
  });

  it('needs at least one version, one per language', async () => {
    const { authorization } = await sellerWithStore();
    const none = await call(
      'POST',
      '/api/seller/products',
      authorization,
      product({ versions: [] }),
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.versions).toBe('Add at least one language version with a name.');
    const twice = await call(
      'POST',
      '/api/seller/products',
      authorization,
      product({
        versions: [
          { locale: 'en-US', name: 'A' },
          { locale: 'en-US', name: 'B' },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fields['versions.1.locale']).toBe('This language already has a version.');
  });

  it('checks the EAN-13 check digit, the category pair, the price and required fields', async () => {
    const { authorization } = await sellerWithStore();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ean: '5901234123458' }, 'ean', 'The EAN must be 13 digits with a valid check digit.'],
      [{ ean: '59012341' }, 'ean', 'The EAN must be 13 digits with a valid check digit.'],
      [
        { categoryId: textilesId },
        'subcategoryId',
        'This subcategory does not belong to the chosen category.',
      ],
      [{ categoryId: vasesId, subcategoryId: null }, 'categoryId', 'This value is not valid'],
      [{ priceAmount: 0 }, 'priceAmount', 'The price must be more than zero.'],
      [{ priceAmount: 12.5 }, 'priceAmount', 'This value is not valid'],
      [{ quantity: -1 }, 'quantity', 'This value is not valid'],
      [{ condition: 'broken' }, 'condition', 'This value is not valid'],
      [{ quantity: undefined }, 'quantity', 'This field is required'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call(
        'POST',
        '/api/seller/products',
        authorization,
        product(overrides),
      );
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().fields?.[field], JSON.stringify(overrides)).toBe(message);
    }
    const missing = await call('POST', '/api/seller/products', authorization, {});
    expect(missing.json().error).toBe('Please fill in all required fields');
  });

  it('keeps the index unique per seller, not across sellers', async () => {
    const first = await sellerWithStore();
    const second = await sellerWithStore();
    expect(
      (await call('POST', '/api/seller/products', first.authorization, product())).statusCode,
    ).toBe(201);
    const again = await call('POST', '/api/seller/products', first.authorization, product());
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.index).toBe('Another of your products already uses this index.');
    expect(
      (await call('POST', '/api/seller/products', second.authorization, product())).statusCode,
    ).toBe(201);
  });

  it('answers 401 to visitors and 403 to buyers; never 500 on junk', async () => {
    const buyer = await loginAs(ctx, await createUser(ctx));
    expect((await call('POST', '/api/seller/products', undefined, product())).statusCode).toBe(401);
    expect(
      (await call('POST', '/api/seller/products', buyer.authorization, product())).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/seller/products', buyer.authorization)).statusCode).toBe(403);
    const { authorization } = await sellerWithStore();
    for (const junk of [
      [],
      'text',
      { versions: 'x' },
      { versions: [null] },
      { priceAmount: 'x' },
    ]) {
      const response = await call('POST', '/api/seller/products', authorization, junk);
      expect([400, 415], JSON.stringify(junk)).toContain(response.statusCode);
    }
  });
});

describe('editing and deleting', () => {
  it('lets only the owner read, edit and delete (another seller gets 404)', async () => {
    const owner = await sellerWithStore();
    const other = await sellerWithStore();
    const id: string = (
      await call('POST', '/api/seller/products', owner.authorization, product())
    ).json()._id;
    const url = `/api/seller/products/${id}`;
    expect((await call('GET', url, other.authorization)).statusCode).toBe(404);
    expect((await call('PUT', url, other.authorization, product())).statusCode).toBe(404);
    expect((await call('DELETE', url, other.authorization)).statusCode).toBe(404);
    expect((await upload(other.authorization, id, await jpeg(200, 200))).statusCode).toBe(404);

    const renamed = await call(
      'PUT',
      url,
      owner.authorization,
      product({ versions: [{ locale: 'en-US', name: 'Sky Vase' }], quantity: 9 }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Sky Vase', quantity: 9 });
    const ids = (await call('GET', '/api/products?q=kobaltowy'))
      .json()
      .items.map((p: { _id: string }) => p._id);
    expect(ids).not.toContain(id);
    expect((await call('GET', '/api/products?q=sky')).json().items[0]._id).toBe(id);

    expect((await call('DELETE', url, owner.authorization)).statusCode).toBe(204);
    expect((await call('GET', url, owner.authorization)).statusCode).toBe(404);
    expect((await call('GET', `/api/products/${id}`)).statusCode).toBe(404);
  });

  it('keeps the price history and shows the Omnibus lowest price of the last 30 days', async () => {
    const { authorization } = await sellerWithStore();
    const id: string = (
      await call('POST', '/api/seller/products', authorization, product({ index: null }))
    ).json()._id;
    const db = ctx.database.db;
    // The product has cost 79.00 since 40 days ago and 99.00 since 20 days ago.
    const day = 24 * 3600 * 1000;
    await db.delete(priceHistory).where(eq(priceHistory.productId, id));
    await db.insert(priceHistory).values([
      { productId: id, priceAmount: 7900, effectiveFrom: new Date(Date.now() - 40 * day) },
      { productId: id, priceAmount: 9900, effectiveFrom: new Date(Date.now() - 20 * day) },
    ]);
    await db.update(products).set({ priceAmount: 9900 }).where(eq(products.id, id));
    const url = `/api/seller/products/${id}`;
    const reduced = await call(
      'PUT',
      url,
      authorization,
      product({ index: null, priceAmount: 6900, specialOffer: true }),
    );
    // 79.00 was in effect 30 days before the reduction.
    expect(reduced.json().lastPrice).toEqual({ amount: 7900, currency: 'EUR' });
    const page = await call('GET', `/api/products/${id}`);
    expect(page.json()).toMatchObject({
      price: { amount: 6900 },
      lastPrice: { amount: 7900 },
      specialOffer: true,
    });
    // Saving other fields keeps the period; a new price starts another one.
    const same = await call(
      'PUT',
      url,
      authorization,
      product({ index: null, priceAmount: 6900, quantity: 1 }),
    );
    expect(same.json().lastPrice).toEqual({ amount: 7900, currency: 'EUR' });
    const raised = await call(
      'PUT',
      url,
      authorization,
      product({ index: null, priceAmount: 7500 }),
    );
    expect(raised.json().lastPrice).toEqual({ amount: 6900, currency: 'EUR' });
    const history = await db.select().from(priceHistory).where(eq(priceHistory.productId, id));
    expect(history.map((h) => h.priceAmount).sort()).toEqual([6900, 7500, 7900, 9900]);
  });
});

describe('product images', () => {
  it('stores several WebP widths and a metadata-free original; the first is the cover', async () => {
    const { authorization } = await sellerWithStore();
    const id: string = (
      await call('POST', '/api/seller/products', authorization, product({ index: null }))
    ).json()._id;
    const first = await upload(authorization, id, await jpeg());
    expect(first.statusCode).toBe(201);
    const [image] = first.json().images;
    expect(image.url).toMatch(/^\/media\/products\/[0-9a-f-]{36}\/[0-9a-f-]{36}-1280\.webp$/);
    expect(image.srcset.split(', ')).toHaveLength(3);
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    const stored = await sharp(
      await fs.readFile(path.join(ctx.config.dataDir, image.url)),
    ).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1280 });
    expect(stored.exif).toBeUndefined();
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, id));
    expect(row!.coverImage?.id).toBe(image._id);
    const dir = path.dirname(path.join(ctx.config.dataDir, image.url));
    const original = (await fs.readdir(dir)).find((f) => f.endsWith('-original.jpg'))!;
    expect(
      (await sharp(await fs.readFile(path.join(dir, original))).metadata()).exif,
    ).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: image.thumb })).statusCode).toBe(200);

    const png = await sharp({
      create: { width: 300, height: 300, channels: 4, background: '#fff0' },
    })
      .png()
      .toBuffer();
    const second = await upload(authorization, id, png, 'b.png');
    const ids = second.json().images.map((i: { _id: string }) => i._id);
    expect(ids).toHaveLength(2);
    const reordered = await call('PUT', `/api/seller/products/${id}/images/order`, authorization, {
      ids: [ids[1], ids[0]],
    });
    expect(reordered.json().images.map((i: { _id: string }) => i._id)).toEqual([ids[1], ids[0]]);
    expect((await call('GET', `/api/products/${id}`)).json().image._id).toBe(ids[1]);
    const bad = await call('PUT', `/api/seller/products/${id}/images/order`, authorization, {
      ids: [ids[1]],
    });
    expect(bad.statusCode).toBe(400);

    const removed = await call(
      'DELETE',
      `/api/seller/products/${id}/images/${ids[1]}`,
      authorization,
    );
    expect(removed.json().images.map((i: { _id: string }) => i._id)).toEqual([ids[0]]);
    expect((await call('GET', `/api/products/${id}`)).json().image._id).toBe(ids[0]);
  });

  it('refuses non-images by content, files over 4 MB and a ninth image', async () => {
    const { authorization } = await sellerWithStore();
    const id: string = (
      await call('POST', '/api/seller/products', authorization, product({ index: null }))
    ).json()._id;
    const fake = await upload(authorization, id, Buffer.from('<svg onload="alert(1)"/>'), 'x.jpg');
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error).toBe('The file is not a JPEG, PNG or WebP image.');
    const big = await upload(authorization, id, Buffer.alloc(4 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('File size exceeds 4 MB');
    const small = await jpeg(64, 64);
    for (let i = 0; i < 8; i++)
      expect((await upload(authorization, id, small)).statusCode).toBe(201);
    const ninth = await upload(authorization, id, small);
    expect(ninth.statusCode).toBe(409);
    expect(ninth.json().error).toBe('A product can have at most 8 images.');
  });

  it('refuses a pixel flood by its header, before decoding it, and a damaged image', async () => {
    const { authorization } = await sellerWithStore();
    const id: string = (
      await call('POST', '/api/seller/products', authorization, product({ index: null }))
    ).json()._id;
    // About 100 KB declaring 6000 × 6000: decoding it would cost seconds of CPU.
    const flood = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: '#c8553d' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const decodes = imageDecoder.entered;
    const refused = await upload(authorization, id, flood, 'flood.png');
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      error: 'The image is too large: at most 4096×4096 pixels.',
    });
    expect(imageDecoder.entered).toBe(decodes);

    const png = await jpeg(800, 600).then((bytes) => sharp(bytes).png().toBuffer());
    const damaged = await upload(authorization, id, png.subarray(0, png.length / 2), 'half.png');
    expect(damaged.statusCode).toBe(415);
    expect(damaged.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      error: 'The image could not be read; the file may be damaged.',
    });
    expect((await call('GET', `/api/seller/products/${id}`, authorization)).json().images).toEqual(
      [],
    );
  });
});
