import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  OrderPieces,
  Piece,
  PlacedOrders,
  ProductPassport,
  SellerPassport,
} from '@kramik/contract';
import { pieces, productSearch } from '../../db/schema/index.js';
import { callerOf, multipart, signedIn, useTestApp, writeWebBuild } from '../../../test/helpers.js';
import {
  addBuyer,
  addMaker,
  insertCategory,
  insertProduct,
  type Maker,
} from '../../../test/marketplace.js';
import { checkOut, setOrderStatus } from './passports.fixtures.js';
import { cardText, wrap } from './piece-card.js';
import { freeNumbers } from './pieces.js';

// With a web build: the passport and piece pages' heads are written by the server.
const ctx = useTestApp({ RATE_LIMIT_MAX: '100000', WEB_DIST_DIR: await writeWebBuild() });
const call = callerOf(ctx);

let categoryId: string;
let maker: Maker;
let otherMaker: Maker;

const product = (
  quantity = 30,
  names: Record<string, string> = { 'en-US': 'Moon jar', 'pl-PL': 'Księżycowy dzban' },
) => insertProduct(ctx, { companyId: maker.companyId, categoryId, price: 4000, quantity, names });

const passportUrl = (id: string) => `/api/seller/products/${id}/passport`;

const FULL = {
  versions: [
    {
      locale: 'en-US',
      materials: 'Stoneware clay, ash glaze',
      technique: 'Wheel-thrown, wood-fired',
      care: 'Hand wash only.',
    },
    {
      locale: 'pl-PL',
      materials: 'Glina kamionkowa, szkliwo popiołowe',
      technique: 'Toczone na kole, wypalane w piecu opalanym drewnem',
      care: 'Myć ręcznie. Żadnych zmywarek.',
    },
  ],
  hoursOfWork: 14,
  editionSize: null,
};

async function savePassport(id: string, body: object = FULL) {
  const res = await call('PUT', passportUrl(id), maker.authorization, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SellerPassport>();
}

async function placeOne(productId: string, quantity = 1) {
  const buyer = await addBuyer(ctx);
  const res = await checkOut(ctx, buyer, {
    productId,
    companyId: maker.companyId,
    courierId: maker.courierId,
    quantity,
  });
  return { buyer, res };
}

async function piecesOf(orderId: string) {
  return ctx.database.db.select().from(pieces).where(eq(pieces.orderId, orderId));
}

beforeAll(async () => {
  categoryId = await insertCategory(ctx, 'ceramics', 'Ceramics');
  maker = await addMaker(ctx, { autopay: false });
  otherMaker = await addMaker(ctx, { autopay: false });
});

describe('the maker’s passport of a product', () => {
  it('is empty until saved, then keeps every field per language', async () => {
    const id = await product();
    const empty = await call('GET', passportUrl(id), maker.authorization);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json<SellerPassport>()).toMatchObject({
      versions: [],
      hoursOfWork: null,
      editionSize: null,
      editionsAssigned: 0,
      photos: [],
    });
    const saved = await savePassport(id, { ...FULL, editionSize: 20 });
    expect(saved.versions).toHaveLength(2);
    expect(saved.versions[1]).toMatchObject({
      locale: 'pl-PL',
      care: 'Myć ręcznie. Żadnych zmywarek.',
    });
    expect(saved).toMatchObject({ hoursOfWork: 14, editionSize: 20 });
    // Every field is optional: an empty form clears it.
    const cleared = await savePassport(id, {});
    expect(cleared).toMatchObject({ versions: [], hoursOfWork: null, editionSize: null });
  });

  it.each([
    [{ hoursOfWork: 10_001 }, 'hoursOfWork', 'Hours of work: a whole number from 0 to 10,000.'],
    [{ hoursOfWork: -1 }, 'hoursOfWork', 'Hours of work: a whole number from 0 to 10,000.'],
    [{ hoursOfWork: 2.5 }, 'hoursOfWork', 'Hours of work: a whole number from 0 to 10,000.'],
    [{ hoursOfWork: 'many' }, 'hoursOfWork', 'Hours of work: a whole number from 0 to 10,000.'],
    [
      { editionSize: 0 },
      'editionSize',
      'Edition size: a whole number from 1 to 10,000, or empty for one of a kind.',
    ],
    [
      { editionSize: 10_001 },
      'editionSize',
      'Edition size: a whole number from 1 to 10,000, or empty for one of a kind.',
    ],
    [
      { versions: [{ locale: 'en-US', materials: 'x'.repeat(201) }] },
      'versions.0.materials',
      'Materials: at most 200 characters.',
    ],
    [
      { versions: [{ locale: 'en-US', technique: 'x'.repeat(201) }] },
      'versions.0.technique',
      'Technique: at most 200 characters.',
    ],
    [
      { versions: [{ locale: 'en-US', care: 'x'.repeat(1001) }] },
      'versions.0.care',
      'Care instructions: at most 1,000 characters.',
    ],
    [
      { versions: [{ locale: 'en-US' }, { locale: 'en-US' }] },
      'versions.1.locale',
      'This language already has passport texts.',
    ],
    [{ versions: [{ locale: 'xx-XX' }] }, 'versions.0.locale', 'This value is not valid.'],
  ])('refuses %j with the field’s message', async (body, field, message) => {
    const id = await product();
    const res = await call('PUT', passportUrl(id), maker.authorization, body);
    expect(res.statusCode, res.body).toBe(400);
    const error = res.json<{ code: string; fields: Record<string, string> }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    if (message === 'This value is not valid.') expect(error.fields[field]).toBeTruthy();
    else expect(error.fields[field]).toBe(message);
  });

  it('accepts 1,000 characters of care and 10,000 hours', async () => {
    const id = await product();
    const saved = await savePassport(id, {
      versions: [{ locale: 'en-US', care: 'x'.repeat(1000) }],
      hoursOfWork: 10_000,
    });
    expect(saved.hoursOfWork).toBe(10_000);
  });

  it('never answers 500 to a malformed body', async () => {
    const id = await product();
    for (const body of ['"text"', '[]', '{"versions": "no"}', '{"versions": [null]}']) {
      const res = await call('PUT', passportUrl(id), maker.authorization, body, {
        'content-type': 'application/json',
      });
      expect(res.statusCode, body).toBe(400);
    }
  });

  it('is the product’s maker’s: a buyer 403, another maker 404, a visitor 401', async () => {
    const id = await product();
    const buyer = await addBuyer(ctx);
    expect((await call('GET', passportUrl(id), buyer.authorization)).statusCode).toBe(403);
    expect((await call('PUT', passportUrl(id), buyer.authorization, FULL)).statusCode).toBe(403);
    expect((await call('GET', passportUrl(id), otherMaker.authorization)).statusCode).toBe(404);
    expect((await call('PUT', passportUrl(id), otherMaker.authorization, FULL)).statusCode).toBe(
      404,
    );
    expect((await call('GET', passportUrl(id))).statusCode).toBe(401);
  });

  it('takes up to 6 making-of photos, checked by content, and removes them', async () => {
    const id = await product();
    const jpeg = await sharp({
      create: { width: 80, height: 60, channels: 3, background: '#a63' },
    })
      .jpeg()
      .toBuffer();
    const upload = (bytes: Buffer, authorization = maker.authorization) => {
      const { payload, contentType } = multipart('image', 'a.jpg', bytes);
      return ctx.app.inject({
        method: 'POST',
        url: `${passportUrl(id)}/photos`,
        headers: { authorization, 'content-type': contentType },
        payload,
      });
    };
    const notImage = await upload(Buffer.from('not an image at all'));
    expect(notImage.statusCode, notImage.body).toBe(415);
    expect((await upload(jpeg, otherMaker.authorization)).statusCode).toBe(404);
    let last: SellerPassport | undefined;
    for (let i = 0; i < 6; i += 1) {
      const res = await upload(jpeg);
      expect(res.statusCode, res.body).toBe(201);
      last = res.json<SellerPassport>();
    }
    expect(last!.photos).toHaveLength(6);
    expect(last!.photos[0]!.url).toMatch(/^\/media\/products\/.+\/making-of\/.+\.webp$/);
    const seventh = await upload(jpeg);
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json<{ error: string }>().error).toBe(
      'A passport has at most 6 making-of photos.',
    );
    const removed = await call(
      'DELETE',
      `${passportUrl(id)}/photos/${last!.photos[0]!._id}`,
      maker.authorization,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<SellerPassport>().photos).toHaveLength(5);
  });
});

describe('the public passport page', () => {
  it('shows the maker, the texts in the caller’s language, the edition and the photos', async () => {
    const id = await product();
    await savePassport(id, { ...FULL, editionSize: 12 });
    const res = await call('GET', `/api/products/${id}/passport`, undefined, undefined, {
      'accept-language': 'pl-PL',
    });
    expect(res.statusCode, res.body).toBe(200);
    const passport = res.json<ProductPassport>();
    expect(passport).toMatchObject({
      productId: id,
      productName: 'Księżycowy dzban',
      maker: { _id: maker.companyId },
      hasPassport: true,
      materials: 'Glina kamionkowa, szkliwo popiołowe',
      hoursOfWork: 14,
      editionSize: 12,
      photos: [],
    });
    expect(passport.productUrl).toMatch(new RegExp(`/products/${id}$`));
    // A language without texts falls back to English.
    const german = await call('GET', `/api/products/${id}/passport`, undefined, undefined, {
      'accept-language': 'de-DE',
    });
    expect(german.json<ProductPassport>().materials).toBe('Stoneware clay, ash glaze');
  });

  it('exists for every listed product, with empty fields when none was saved', async () => {
    const id = await product();
    const res = await call('GET', `/api/products/${id}/passport`);
    expect(res.statusCode).toBe(200);
    expect(res.json<ProductPassport>()).toMatchObject({
      hasPassport: false,
      materials: '',
      editionSize: null,
    });
  });

  it('is 404 for a product the catalog does not list (its maker still sees it)', async () => {
    const id = await product();
    await ctx.database.db.delete(productSearch).where(eq(productSearch.productId, id));
    expect((await call('GET', `/api/products/${id}/passport`)).statusCode).toBe(404);
    const buyer = await addBuyer(ctx);
    expect(
      (await call('GET', `/api/products/${id}/passport`, buyer.authorization)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/products/${id}/passport`, maker.authorization)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', '/api/products/00000000-0000-4000-8000-000000000000/passport')).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/products/not-a-uuid/passport')).statusCode).toBe(400);
  });

  it('has its head written by the server, like the product page', async () => {
    const id = await product();
    await savePassport(id);
    const page = await call('GET', `/products/${id}/passport`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta property="og:title" content="Piece passport: Moon jar · ');
    expect(page.body).toContain(`/products/${id}/passport`);
    await ctx.database.db.delete(productSearch).where(eq(productSearch.productId, id));
    expect((await call('GET', `/products/${id}/passport`)).statusCode).toBe(404);
    expect((await call('GET', '/products/nope/passport')).statusCode).toBe(404);
  });

  it('is what the product’s QR code encodes', async () => {
    const id = await product();
    const qr = await call('GET', `/api/products/${id}/qr.png`);
    expect(qr.statusCode).toBe(200);
    const expected = await QRCode.toBuffer(`${ctx.config.publicUrl}/products/${id}/passport`, {
      type: 'png',
      width: 512,
      margin: 2,
      errorCorrectionLevel: 'M',
    });
    expect(qr.rawPayload.equals(expected)).toBe(true);
  });
});

describe('the pieces sold', () => {
  it('records each unit at checkout with a code and a snapshot later edits leave alone', async () => {
    const id = await product();
    await savePassport(id);
    const { res } = await placeOne(id, 2);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json<PlacedOrders>().orders[0]!._id;
    const rows = await piecesOf(orderId);
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((r) => r.code)).size).toBe(2);
    for (const row of rows) {
      expect(row.code).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(row.editionNumber).toBeNull();
      expect(row.snapshot).toMatchObject({
        names: { 'en-US': 'Moon jar', 'pl-PL': 'Księżycowy dzban' },
        hoursOfWork: 14,
        texts: { 'en-US': { materials: 'Stoneware clay, ash glaze' } },
      });
    }
    await savePassport(id, { versions: [{ locale: 'en-US', materials: 'Porcelain' }] });
    const [again] = await piecesOf(orderId);
    expect(again!.snapshot.texts['en-US']!.materials).toBe('Stoneware clay, ash glaze');
  });

  it('gives no piece to a product without a passport', async () => {
    const id = await product();
    const { res } = await placeOne(id);
    expect(res.statusCode, res.body).toBe(201);
    expect(await piecesOf(res.json<PlacedOrders>().orders[0]!._id)).toHaveLength(0);
  });

  it('numbers a numbered edition 1..N under concurrent checkouts, then refuses N+1', async () => {
    const id = await product(50);
    await savePassport(id, { ...FULL, editionSize: 6 });
    const results = await Promise.all(Array.from({ length: 6 }, () => placeOne(id)));
    const numbers: number[] = [];
    for (const { res } of results) {
      expect(res.statusCode, res.body).toBe(201);
      const rows = await piecesOf(res.json<PlacedOrders>().orders[0]!._id);
      numbers.push(...rows.map((r) => r.editionNumber!));
      expect(rows.every((r) => r.editionSize === 6)).toBe(true);
    }
    expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    const { res: seventh } = await placeOne(id);
    expect(seventh.statusCode, seventh.body).toBe(409);
    expect(seventh.json<{ code: string; error: string }>()).toMatchObject({
      code: 'OUT_OF_STOCK',
      error: 'Every numbered piece of this edition is sold.',
    });
    // The edition cannot shrink below what is sold.
    const shrink = await call('PUT', passportUrl(id), maker.authorization, {
      editionSize: 5,
    });
    expect(shrink.statusCode).toBe(400);
    expect(shrink.json<{ fields: Record<string, string> }>().fields.editionSize).toBe(
      'Edition size: 6 numbered pieces are already sold.',
    );
    // A cancelled order gives its number back to the next buyer.
    const cancelled = results[2]!.res.json<PlacedOrders>().orders[0]!._id;
    const [freed] = await piecesOf(cancelled);
    await setOrderStatus(ctx, cancelled, 'cancelled');
    const { res: next } = await placeOne(id);
    expect(next.statusCode, next.body).toBe(201);
    const [reused] = await piecesOf(next.json<PlacedOrders>().orders[0]!._id);
    expect(reused!.editionNumber).toBe(freed!.editionNumber);
  });

  it('finds the lowest free numbers', () => {
    expect(freeNumbers(5, new Set([1, 3]), 2)).toEqual([2, 4]);
    expect(freeNumbers(3, new Set([1, 2, 3]), 1)).toEqual([]);
  });
});

describe('a piece’s page, its card and the order’s pieces', () => {
  let code: string;
  let orderId: string;
  let buyer: Awaited<ReturnType<typeof addBuyer>>;

  beforeAll(async () => {
    const id = await product();
    await savePassport(id, { ...FULL, editionSize: 20 });
    const placed = await placeOne(id);
    buyer = placed.buyer;
    orderId = placed.res.json<PlacedOrders>().orders[0]!._id;
    code = (await piecesOf(orderId))[0]!.code;
  });

  it('shows nothing to the buyer before delivery; the maker sees the pieces at once', async () => {
    expect((await call('GET', `/api/pieces/${code}`)).statusCode).toBe(404);
    expect((await call('GET', `/pieces/${code}`)).statusCode).toBe(404);
    const mine = await call('GET', `/api/orders/${orderId}/pieces`, buyer.authorization);
    expect(mine.statusCode).toBe(200);
    expect(mine.json<OrderPieces>().items).toEqual([]);
    const card = await call('GET', `/api/pieces/${code}/card.pdf`, buyer.authorization);
    expect(card.statusCode).toBe(404);
    const makers = await call('GET', `/api/orders/${orderId}/pieces`, maker.authorization);
    expect(makers.json<OrderPieces>().items).toMatchObject([
      { code, editionNumber: 1, editionSize: 20, productName: 'Moon jar' },
    ]);
    const makerCard = await call('GET', `/api/pieces/${code}/card.pdf`, maker.authorization);
    expect(makerCard.statusCode).toBe(200);
  });

  it('opens the piece’s page to everyone once delivered', async () => {
    await setOrderStatus(ctx, orderId, 'delivered');
    const mine = await call('GET', `/api/orders/${orderId}/pieces`, buyer.authorization);
    expect(mine.json<OrderPieces>().items).toHaveLength(1);
    const page = await call('GET', `/api/pieces/${code}`, undefined, undefined, {
      'accept-language': 'pl-PL',
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json<Piece>()).toMatchObject({
      code,
      productName: 'Księżycowy dzban',
      maker: { _id: maker.companyId },
      editionNumber: 1,
      editionSize: 20,
      hoursOfWork: 14,
      care: 'Myć ręcznie. Żadnych zmywarek.',
    });
    expect(page.json<Piece>().url).toMatch(new RegExp(`/pieces/${code}$`));
    const html = await call('GET', `/pieces/${code}`);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('<meta property="og:title" content="Piece passport: Moon jar · ');
    expect((await call('GET', '/api/pieces/AAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await call('GET', '/api/pieces/bad!code')).statusCode).toBe(400);
  });

  it('gives the card to the buyer and the maker only', async () => {
    await setOrderStatus(ctx, orderId, 'completed');
    const card = await call('GET', `/api/pieces/${code}/card.pdf`, buyer.authorization);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('application/pdf');
    expect(card.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const pdf = await PDFDocument.load(card.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const { width, height } = pdf.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([298, 420]);
    const other = await addBuyer(ctx);
    expect(
      (await call('GET', `/api/pieces/${code}/card.pdf`, other.authorization)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/orders/${orderId}/pieces`, other.authorization)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/api/pieces/${code}/card.pdf`, otherMaker.authorization)).statusCode,
    ).toBe(404);
    const admin = await signedIn(ctx, { permissions: 'admin' });
    expect(
      (await call('GET', `/api/pieces/${code}/card.pdf`, admin.authorization)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/pieces/${code}/card.pdf`)).statusCode).toBe(401);
    // In every language the standard fonts can print.
    for (const locale of ['pl-PL', 'de-DE', 'sv-SE', 'nb-NO', 'zh-CN']) {
      const res = await call(
        'GET',
        `/api/pieces/${code}/card.pdf`,
        buyer.authorization,
        undefined,
        {
          'accept-language': locale,
        },
      );
      expect(res.statusCode, locale).toBe(200);
    }
  });

  it('closes again when the order is cancelled', async () => {
    await setOrderStatus(ctx, orderId, 'cancelled');
    expect((await call('GET', `/api/pieces/${code}`)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/pieces/${code}/card.pdf`, buyer.authorization)).statusCode,
    ).toBe(404);
  });
});

describe('the card’s text', () => {
  it('keeps Latin-1 letters and drops the marks the standard fonts cannot print', () => {
    expect(cardText('Wróbel — Łódź, Ærø, Größe')).toBe('Wróbel — Lódz, Ærø, Größe');
    expect(cardText('żółć\nęą')).toBe('zólc ea');
    expect(cardText('月亮')).toBe('??');
  });

  it('prints Polish letters with the card’s own font', async () => {
    const { default: fontkit } = await import('@pdf-lib/fontkit');
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const bytes = await readFile(new URL('./fonts/DejaVuSans.ttf', import.meta.url));
    const font = await doc.embedFont(bytes, { subset: true });
    const glyphs = new Set(font.getCharacterSet());
    const drawable = (ch: string) => glyphs.has(ch.codePointAt(0)!);
    expect(cardText('Magdalena Wróbel, Bolesławiec: żółć ĄĘŚ', drawable)).toBe(
      'Magdalena Wróbel, Bolesławiec: żółć ĄĘŚ',
    );
    expect(cardText('月', drawable)).toBe('?');
  });

  it('wraps to the width', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont('Helvetica');
    const lines = wrap('one two three four five six seven eight nine ten', font, 10, 60);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(60);
  });
});
