import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { conversationMessages, conversationThreads, products } from '../../db/schema/index.js';
import { signedIn } from '../../../test/helpers.js';

import {
  ctx,
  companyId,
  ceramicsId,
  vasesId,
  ids,
  get,
  useCatalogApp,
} from './catalog.fixtures.js';

useCatalogApp();

describe('GET /api/categories', () => {
  it('answers the tree with names in the caller’s language, falling back to English', async () => {
    const response = await get('/api/categories', { 'accept-language': 'pl-PL' });
    expect(response.statusCode).toBe(200);
    const [ceramics] = response.json().items;
    expect(ceramics).toMatchObject({ slug: 'ceramics', name: 'Ceramika' });
    expect(ceramics.subcategories).toEqual([
      expect.objectContaining({ slug: 'vases', name: 'Vases' }),
    ]);
  });
});

describe('GET /api/products/suggest', () => {
  it('suggests names as the user types', async () => {
    const response = await get('/api/products/suggest?q=kubek%20kam', {
      'accept-language': 'pl-PL',
    });
    expect(response.json().items).toEqual([
      { _id: ids.mug, name: 'Kubek kamionkowy Pawie Oczko', image: null },
    ]);
    // A typo is corrected to the catalog's word.
    const typo = await get('/api/products/suggest?q=peacok');
    expect(typo.json().items.map((item: { _id: string }) => item._id)).toEqual([ids.mug]);
    expect((await get('/api/products/suggest?q=')).statusCode).toBe(400);
  });
});

describe('GET /api/products: the cards', () => {
  it('sends each photo URL once and nothing a card does not show; the product page in full', async () => {
    const folder = `/media/products/${ids.scarf}/0b9d7a52-6f0e-4a3c-9f3e-2c6d0c1b8e11`;
    const variants = {
      '320': `${folder}-320.webp`,
      '640': `${folder}-640.webp`,
      '1280': `${folder}-1280.webp`,
    };
    const cover = { id: 'cover-1', variants, width: 1280, height: 960 };
    await ctx.database.db
      .update(products)
      .set({ coverImage: cover })
      .where(eq(products.id, ids.scarf!));
    try {
      const card = (await get('/api/products?limit=50'))
        .json()
        .items.find((item: { _id: string }) => item._id === ids.scarf);
      // What is empty is left out: no last price, sale, special offer or reviews here.
      expect(Object.keys(card).sort()).toEqual([
        '_id',
        'company',
        'condition',
        'deliveryCost',
        'deliveryDays',
        'image',
        'name',
        'price',
        'quantity',
      ]);
      expect(card.image).toEqual({
        base: `${folder}-`,
        widths: [
          [320, '320.webp'],
          [640, '640.webp'],
          [1280, '1280.webp'],
        ],
        width: 1280,
        height: 960,
      });
      const detail = (await get(`/api/products/${ids.scarf}`)).json();
      // The product page says them all.
      expect(detail).toMatchObject({
        lastPrice: null,
        regularPrice: null,
        saleEndsAt: null,
        specialOffer: false,
        rating: { average: null, count: 0 },
      });
      expect(detail.image).toEqual({
        _id: 'cover-1',
        url: variants['1280'],
        thumb: variants['640'],
        srcset: `${variants['320']} 320w, ${variants['640']} 640w, ${variants['1280']} 1280w`,
        width: 1280,
        height: 960,
      });
      expect(detail).toMatchObject({
        categoryId: expect.any(String),
        createdAt: expect.any(String),
      });
    } finally {
      await ctx.database.db
        .update(products)
        .set({ coverImage: null })
        .where(eq(products.id, ids.scarf!));
    }
  });
});

describe('GET /api/products/:id', () => {
  it('answers the page in the caller’s language, else the first version', async () => {
    const polish = await get(`/api/products/${ids.mug}`, { 'accept-language': 'pl-PL' });
    expect(polish.statusCode).toBe(200);
    expect(polish.json()).toMatchObject({
      name: 'Kubek kamionkowy Pawie Oczko',
      locale: 'pl-PL',
      description: 'Toczony z bolesławieckiej gliny.',
      versions: [
        { locale: 'en-US', name: 'Peacock Eye Stoneware Mug' },
        { locale: 'pl-PL', name: 'Kubek kamionkowy Pawie Oczko' },
      ],
      category: { _id: ceramicsId, name: 'Ceramika' },
      maker: { _id: companyId, city: 'Bolesławiec' },
      deliveryCost: {
        from: { amount: 1299, currency: 'EUR' },
        freeFrom: { amount: 20000, currency: 'EUR' },
      },
      delivery: {
        carriers: [
          {
            carrier: 'inpost_locker',
            price: { amount: 1299, currency: 'EUR' },
            freeFrom: { amount: 20000, currency: 'EUR' },
          },
        ],
        pickupShops: [],
      },
    });
    expect(polish.json().url).toMatch(new RegExp(`/products/${ids.mug}$`));
    const swedish = await get(`/api/products/${ids.vase}`, { 'accept-language': 'sv-SE' });
    expect(swedish.json()).toMatchObject({ name: 'Große Vase aus Steinzeug', locale: 'de-DE' });
    expect(swedish.json().subcategory).toEqual({ _id: vasesId, name: 'Vases' });
  });

  it('answers 404 for an unknown product and 400 for a malformed id', async () => {
    expect((await get('/api/products/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/products/nope')).statusCode).toBe(400);
  });

  it('draws the QR code of the page’s address as a PNG', async () => {
    const response = await get(`/api/products/${ids.mug}/qr.png`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 512 });
    expect(
      (await get('/api/products/00000000-0000-4000-8000-000000000000/qr.png')).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/products/compare', () => {
  it('answers up to three products in the order asked, leaving out unknown ones', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await get(`/api/products/compare?ids=${ids.vase},${unknown},${ids.mug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().items.map((p: { _id: string }) => p._id)).toEqual([ids.vase, ids.mug]);
  });

  it('refuses a fourth product with the limit’s message', async () => {
    const four = [ids.mug, ids.vase, ids.scarf, ids.used].join(',');
    const response = await get(`/api/products/compare?ids=${four}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.ids).toBe('You can compare at most 3 products.');
    expect((await get('/api/products/compare?ids=x,y')).statusCode).toBe(400);
    expect((await get('/api/products/compare')).statusCode).toBe(400);
  });
});

describe('POST /api/products/:id/questions', () => {
  it('needs login, with the spec’s message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/products/${ids.mug}/questions`,
      payload: { message: 'Is it dishwasher safe?' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('You must be logged in to send a message.');
  });

  it('writes the question in the buyer’s thread with the maker about the product', async () => {
    const { user: buyer, authorization } = await signedIn(ctx);
    const ask = (url: string, payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url,
        headers: { authorization },
        payload: payload as object,
      });
    const response = await ask(`/api/products/${ids.mug}/questions`, {
      message: '  Is it dishwasher safe?  ',
    });
    expect(response.statusCode).toBe(201);
    const [stored] = await ctx.database.db
      .select()
      .from(conversationMessages)
      .innerJoin(conversationThreads, eq(conversationThreads.id, conversationMessages.threadId))
      .where(eq(conversationMessages.id, response.json()._id));
    expect(stored!.conversation_messages).toMatchObject({
      senderId: buyer.id,
      senderSide: 'buyer',
      body: 'Is it dishwasher safe?',
    });
    expect(stored!.conversation_threads).toMatchObject({
      id: response.json().threadId,
      companyId,
      buyerId: buyer.id,
      productId: ids.mug,
      subjectKey: `product:${ids.mug}`,
    });
    // A second question continues the same thread.
    const again = await ask(`/api/products/${ids.mug}/questions`, { message: 'And the oven?' });
    expect(again.json().threadId).toBe(response.json().threadId);
    expect((await ask(`/api/products/${ids.mug}/questions`, { message: ' ' })).statusCode).toBe(
      400,
    );
    expect(
      (await ask('/api/products/00000000-0000-4000-8000-000000000000/questions', { message: 'Hi' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /api/companies/:id/messages', () => {
  it('needs login, then writes the message in the buyer’s general thread with the maker', async () => {
    const url = `/api/companies/${companyId}/messages`;
    const visitor = await ctx.app.inject({ method: 'POST', url, payload: { message: 'Hello' } });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toBe('You must be logged in to send a message.');
    const { user: buyer, authorization } = await signedIn(ctx);
    const send = (to: string, payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: to,
        headers: { authorization },
        payload: payload as object,
      });
    const sent = await send(url, { message: 'Do you take commissions?' });
    expect(sent.statusCode).toBe(201);
    const [stored] = await ctx.database.db
      .select()
      .from(conversationThreads)
      .where(eq(conversationThreads.id, sent.json().threadId));
    expect(stored).toMatchObject({
      companyId,
      productId: null,
      buyerId: buyer.id,
      subjectKey: 'none',
    });
    expect((await send(url, { message: '' })).statusCode).toBe(400);
    expect(
      (
        await send('/api/companies/00000000-0000-4000-8000-000000000000/messages', {
          message: 'Hi',
        })
      ).statusCode,
    ).toBe(404);
  });
});
