import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { isValidEan13, LOCALES, type LoginResponse } from '@kramik/contract';
import { useTestApp } from '../../test/helpers.js';
import { loadConfig } from '../config/env.js';
import { SecretBox } from '../lib/secrets.js';
import { mediaStoreFor } from '../lib/media-store.js';
import { rowsOf } from './client.js';
import {
  categories,
  contactMessages,
  conversationMessages,
  conversationThreads,
  productImages,
  products,
  reports,
  reviews,
  shops,
} from './schema/index.js';
import { DEMO_BUYERS, DEMO_MAKERS } from './demo/data.js';
import { DEMO_PASSWORD, ensureAdmin, seedDemo } from './seed.js';

const ctx = useTestApp();
let mediaRoot: string;
const logged: string[] = [];
const log = { info: (...args: unknown[]) => void logged.push(String(args.at(-1))), warn: () => {} };

beforeAll(async () => {
  mediaRoot = path.join(ctx.config.dataDir, 'media');
  const secrets = SecretBox.fromConfig(undefined, ctx.config.dataDir);
  // The first seed on a machine renders the pictures (seconds); later ones copy them from the cache.
  await seedDemo(ctx.database.db, log, secrets, { media: mediaStoreFor(ctx.config) });
}, 180_000);

async function logIn(username: string, password: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { username, password },
  });
  expect(response.statusCode, username).toBe(200);
  return response.json<LoginResponse>();
}

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');

/** The README's "Demo logins" section: its text and its `| role | `login` | … |` rows. */
function readmeDemoLogins() {
  const readme = fs.readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8');
  const start = readme.indexOf('### Demo logins');
  expect(start).toBeGreaterThan(0);
  const text = readme.slice(start, readme.indexOf('\n## ', start));
  const rows = [...text.matchAll(/^\|\s*(administrator|buyer|maker)\s*\|\s*`([^`]+)`\s*\|/gm)];
  const loginsOf = (role: string) => rows.filter((row) => row[1] === role).map((row) => row[2]!);
  return {
    text,
    admins: loginsOf('administrator'),
    buyers: loginsOf('buyer'),
    makers: loginsOf('maker'),
  };
}

function fileOf(url: string) {
  expect(url.startsWith('/media/')).toBe(true);
  return path.join(mediaRoot, url.slice('/media/'.length));
}

describe('seedDemo', () => {
  it('adds a few hundred products with valid, unique EANs and seller indexes', async () => {
    const rows = await ctx.database.db.select().from(products);
    expect(rows.length).toBeGreaterThanOrEqual(250);
    expect(rows.every((row) => row.ean !== null && isValidEan13(row.ean))).toBe(true);
    expect(new Set(rows.map((row) => row.ean)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => `${row.companyId}/${row.sellerIndex}`)).size).toBe(
      rows.length,
    );
    expect(new Set(rows.map((row) => row.versions[0]!.name)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.companyId)).size).toBe(DEMO_MAKERS.length);
    expect(rows.some((row) => row.quantity === 0)).toBe(true);
    expect(rows.some((row) => row.specialOffer)).toBe(true);
  });

  it('names every category and subcategory in all six languages', async () => {
    const rows = await ctx.database.db.select().from(categories);
    expect(rows.filter((row) => row.parentId === null)).toHaveLength(12);
    expect(rows).toHaveLength(12 * 5);
    for (const row of rows) {
      for (const locale of LOCALES) expect(row.names[locale], `${row.slug} ${locale}`).toBeTruthy();
    }
  });

  it('gives every product its own pictures, stored like uploads, the first as the cover', async () => {
    const rows = await ctx.database.db.select().from(products);
    const images = await ctx.database.db
      .select()
      .from(productImages)
      .orderBy(asc(productImages.position));
    const seen = new Set<string>();
    for (const product of rows) {
      const own = images.filter((image) => image.productId === product.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(product.coverImage).toEqual({
        id: own[0]!.id,
        variants: own[0]!.variants,
        width: own[0]!.width,
        height: own[0]!.height,
      });
      for (const image of own) {
        expect(Object.keys(image.variants).length).toBeGreaterThanOrEqual(2);
        for (const url of [...Object.values(image.variants), image.original]) {
          expect(url.startsWith(`/media/products/${product.id}/`)).toBe(true);
          expect(seen.has(url)).toBe(false);
          seen.add(url);
          expect(fs.statSync(fileOf(url)).size).toBeGreaterThan(1000);
        }
      }
    }
  });

  it('serves the pictures', async () => {
    const [product] = await ctx.database.db.select().from(products).limit(1);
    const response = await ctx.app.inject({
      method: 'GET',
      url: product!.coverImage!.variants['640']!,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
  });

  it('finds Polish products typed without diacritics', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/products?q=lyzka',
      headers: { 'accept-language': 'pl-PL' },
    });
    expect(response.statusCode).toBe(200);
    const names = response.json<{ items: { name: string }[] }>().items.map((item) => item.name);
    expect(names.length).toBeGreaterThanOrEqual(1);
    expect(names.every((name) => name.includes('łyżka'))).toBe(true);

    const candles = await ctx.app.inject({
      method: 'GET',
      url: '/api/products?q=swieca%20lipy',
      headers: { 'accept-language': 'pl-PL' },
    });
    expect(candles.json<{ items: { name: string }[] }>().items[0]?.name).toMatch(
      /^Świeca Kwiat Lipy/,
    );
  });

  it('removes only the deleted picture’s own files', async () => {
    const { tokenUser } = await logIn(DEMO_MAKERS[0]!.username, DEMO_PASSWORD);
    const headers = { authorization: `Bearer ${tokenUser}` };
    // A size shows the same picture as its colourway: both must keep working independently.
    const [base] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.sellerIndex, 'MG-014'));
    const [size] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.sellerIndex, 'MG-014-450ml'));
    const cover = size!.coverImage!;
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/seller/products/${size!.id}/images/${cover.id}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(fs.existsSync(fileOf(cover.variants['1280']!))).toBe(false);
    expect(fs.existsSync(fileOf(base!.coverImage!.variants['1280']!))).toBe(true);
    const [after] = await ctx.database.db.select().from(products).where(eq(products.id, size!.id));
    expect(after!.coverImage?.id).not.toBe(cover.id);
  });

  it('shows special offers with the Omnibus lowest price of the 30 days before', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/products?specialOffer=true',
    });
    const offers = response.json<{
      items: { price: { amount: number }; lastPrice: { amount: number } | null }[];
    }>().items;
    const reduced = offers.filter((offer) => offer.lastPrice !== null);
    expect(reduced.length).toBeGreaterThan(10);
    for (const offer of reduced)
      expect(offer.lastPrice!.amount).toBeGreaterThan(offer.price.amount);
  });

  it('opens shops for the makers in several countries, some hidden from the map', async () => {
    const map = await ctx.app.inject({ method: 'GET', url: '/api/shops' });
    const pins = map.json<{ items: { country: string; timeZone: string }[] }>().items;
    expect(new Set(pins.map((pin) => pin.country)).size).toBeGreaterThanOrEqual(4);
    expect(pins.map((pin) => pin.timeZone)).toContain('Europe/Stockholm');
    const all = await ctx.database.db.select().from(shops);
    expect(all.length).toBeGreaterThan(pins.length);
  });

  it('lets in every demo login the README lists, with the password and file it names', async () => {
    const readme = readmeDemoLogins();
    expect(readme.buyers).toEqual(DEMO_BUYERS.map((buyer) => buyer.username));
    expect(readme.makers).toEqual(DEMO_MAKERS.map((maker) => maker.username));
    expect(readme.admins).toEqual(['admin']);
    expect(readme.text).toContain(`\`${DEMO_PASSWORD}\``);
    for (const login of readme.buyers)
      expect((await logIn(login, DEMO_PASSWORD)).user.permissions).toBe('user');
    for (const login of readme.makers)
      expect((await logIn(login, DEMO_PASSWORD)).user.permissions).toBe('seller');

    // The administrator's generated password is in the file the README names (with the default
    // DATA_DIR, relative to the repository); this app's DATA_DIR is a temporary folder.
    const defaultFile = path.join(loadConfig({}).dataDir, 'admin-credentials.txt');
    expect(readme.text).toContain(`\`${path.relative(repositoryRoot, defaultFile)}\``);
    await ensureAdmin(ctx.database.db, ctx.config, log);
    const credentials = fs.readFileSync(
      path.join(ctx.config.dataDir, 'admin-credentials.txt'),
      'utf8',
    );
    const password = /^password: (.+)$/m.exec(credentials)![1]!;
    expect((await logIn(readme.admins[0]!, password)).user.permissions).toBe('admin');
  });

  it('leaves one open report with its product’s snapshot and one unread contact message', async () => {
    const open = await ctx.database.db.select().from(reports).where(eq(reports.status, 'open'));
    expect(open).toHaveLength(1);
    const [product] = await ctx.database.db
      .select()
      .from(products)
      .where(eq(products.id, open[0]!.targetId!));
    expect(open[0]!.snapshot).toMatchObject({
      type: 'product',
      price: { amount: product!.priceAmount },
    });
    const { pictures } = open[0]!.snapshot as { pictures: string[] };
    expect(pictures.length).toBeGreaterThan(0);
    for (const url of pictures) expect(url).toMatch(/^\/media\/products\//);
    const inbox = await ctx.database.db.select().from(contactMessages);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.readAt).toBeNull();
  });

  it('has reviews with answers, and rating columns that agree with them', async () => {
    const { db } = ctx.database;
    const written = await db.select().from(reviews);
    expect(written.length).toBeGreaterThanOrEqual(3);
    expect(written.filter((review) => review.answer !== null)).toHaveLength(2);
    const productsOff = await db.execute(sql`
      SELECT p.id FROM products p
        LEFT JOIN (SELECT product_id, count(*)::int AS n, avg(rating)::real AS mean,
                          count(*) FILTER (WHERE rating = 5)::int AS fives
                     FROM reviews GROUP BY product_id) r ON r.product_id = p.id
       WHERE p.rating_count <> coalesce(r.n, 0) OR p.ratings_5 <> coalesce(r.fives, 0)
          OR abs(p.rating_average - coalesce(r.mean, 0)) > 0.001
          OR p.ratings_1 + p.ratings_2 + p.ratings_3 + p.ratings_4 + p.ratings_5 <> p.rating_count`);
    expect(rowsOf(productsOff)).toEqual([]);
    const makersOff = await db.execute(sql`
      SELECT c.id FROM companies c
        LEFT JOIN (SELECT company_id, count(*)::int AS n, sum(rating)::int AS total
                     FROM reviews GROUP BY company_id) r ON r.company_id = c.id
       WHERE c.rating_count <> coalesce(r.n, 0) OR c.rating_sum <> coalesce(r.total, 0)`);
    expect(rowsOf(makersOff)).toEqual([]);
  });

  it('has conversations with replies about a product, an order and nothing, some unread', async () => {
    const { db } = ctx.database;
    const threads = await db.select().from(conversationThreads);
    expect(threads.map((t) => t.subjectKey.split(':')[0]).sort()).toEqual([
      'none',
      'order',
      'product',
    ]);
    const messages = await db.select().from(conversationMessages);
    for (const thread of threads) {
      const own = messages.filter((m) => m.threadId === thread.id);
      expect(new Set(own.map((m) => m.senderSide))).toEqual(new Set(['buyer', 'maker']));
      expect(thread.lastMessageAt).toEqual(
        own.map((m) => m.createdAt).sort((a, b) => b.getTime() - a.getTime())[0],
      );
    }
    const unread = (readAt: Date | null, t: (typeof threads)[number]) =>
      readAt === null || t.lastMessageAt! > readAt;
    expect(threads.some((t) => unread(t.makerReadAt, t))).toBe(true);
    expect(threads.some((t) => unread(t.buyerReadAt, t))).toBe(true);
  });

  it('runs once', async () => {
    const before = (await ctx.database.db.select({ id: products.id }).from(products)).length;
    await seedDemo(ctx.database.db, log, SecretBox.fromConfig(undefined, ctx.config.dataDir), {
      media: mediaStoreFor(ctx.config),
    });
    expect((await ctx.database.db.select({ id: products.id }).from(products)).length).toBe(before);
    expect(logged.at(-1)).toBe('demo data already present');
  });
});
