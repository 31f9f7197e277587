/**
 * Media in an S3-compatible bucket: the media paths (product, company and site uploads, demo
 * pictures, serving, deleting, `npm run media:migrate`) against a real S3-protocol server started
 * here (s3rver: the S3 REST API over HTTP), through the AWS SDK client as in production.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, multipart, signedIn, type TestContext } from '../../test/helpers.js';
import { insertCategory, insertCourier } from '../../test/marketplace.js';
import { startS3Server, type TestS3 } from '../../test/s3.js';
import { loadConfig } from '../config/env.js';
import { productImages, products } from '../db/schema/index.js';
import { seedDemo } from '../db/seed.js';
import { migrateMedia } from '../lib/media-migrate-cli.js';
import { LocalMediaStore, mediaStoreFor, S3MediaStore } from '../lib/media-store.js';
import { SecretBox } from '../lib/secrets.js';

let s3: TestS3;
/** Media streamed through the server, and redirected to signed addresses (MEDIA_REDIRECT=1). */
let ctx: TestContext;
let redirecting: TestContext;
let categoryId: string;

beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestApp(s3.env);
  redirecting = await createTestApp({ ...s3.env, MEDIA_REDIRECT: '1' });
  categoryId = await insertCategory(ctx, 'ceramics', 'Ceramics');
});
// After the apps (closed after the file by test/setup.ts, registered before this hook runs).
afterAll(async () => {
  await s3.stop();
});

const bucket = () => mediaStoreFor(ctx.config) as S3MediaStore;

/** Every key in the bucket. */
async function keys(prefix = '') {
  const { client } = await bucket().sdk();
  const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key!).sort();
}

const keyOf = (url: string) => url.slice('/media/'.length);

const jpeg = (width = 1600, height = 1200) =>
  sharp({ create: { width, height, channels: 3, background: '#2d5f8a' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Studio, 51.26N 15.56E' } } })
    .toBuffer();

async function sellerWithProduct() {
  const seller = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  await insertCourier(ctx, seller.user.companyId!);
  const [product] = await ctx.database.db
    .insert(products)
    .values({
      companyId: seller.user.companyId!,
      categoryId,
      versions: [
        {
          locale: 'en-US',
          name: 'Jug',
          description: '',
          action: '',
          howToUse: '',
          composition: '',
        },
      ],
      priceAmount: 4900,
      currency: 'EUR',
      quantity: 3,
    })
    .returning({ id: products.id });
  return { ...seller, productId: product!.id };
}

async function upload(authorization: string, productId: string, bytes: Buffer) {
  const { payload, contentType } = multipart('image', 'a.jpg', bytes);
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/seller/products/${productId}/images`,
    headers: { authorization, 'content-type': contentType },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ images: { _id: string; url: string; srcset: string }[] }>().images;
}

describe('uploads in the bucket', () => {
  it('stores a product photo’s widths and its original there, nothing on disk', async () => {
    const { authorization, productId } = await sellerWithProduct();
    const [image] = await upload(authorization, productId, await jpeg());
    const stored = await keys(`products/${productId}/`);
    // Three WebP widths and the original without metadata.
    expect(stored).toHaveLength(4);
    expect(stored).toContain(keyOf(image!.url));
    const original = stored.find((key) => key.endsWith('-original.jpg'))!;
    const bytes = (await bucket().read(original))!;
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    await expect(fs.readdir(path.join(ctx.config.dataDir, 'media'))).rejects.toThrow();
  });

  it('removes a deleted photo’s objects, and a deleted product’s', async () => {
    const { authorization, productId } = await sellerWithProduct();
    const [first] = await upload(authorization, productId, await jpeg());
    const own = await keys(`products/${productId}/`);
    const [, second] = await upload(authorization, productId, await jpeg(640, 480));
    const both = await keys(`products/${productId}/`);
    expect(both.length).toBeGreaterThan(own.length);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/seller/products/${productId}/images/${first!._id}`,
      headers: { authorization },
    });
    expect(removed.statusCode).toBe(200);
    const left = await keys(`products/${productId}/`);
    expect(left).toEqual(both.filter((key) => !own.includes(key)));
    expect(left).toContain(keyOf(second!.url));
    expect(left).not.toContain(keyOf(first!.url));

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/seller/products/${productId}`,
      headers: { authorization },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await keys(`products/${productId}/`)).toEqual([]);
  });

  it('keeps a company photo there and removes the one it replaces', async () => {
    const { authorization } = await signedIn(ctx, { permissions: 'seller', withCompany: true });
    const put = async () => {
      const { payload, contentType } = multipart('photo', 'me.jpg', await jpeg(800, 600));
      const response = await ctx.app.inject({
        method: 'PUT',
        url: '/api/seller/company/photo',
        headers: { authorization, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ photo: string }>().photo;
    };
    const first = await put();
    expect(await bucket().exists(keyOf(first))).toBe(true);
    const second = await put();
    expect(await bucket().exists(keyOf(second))).toBe(true);
    expect(await bucket().exists(keyOf(first))).toBe(false);
  });

  it('keeps the site’s title background there', async () => {
    const admin = await signedIn(ctx, { permissions: 'admin' });
    const { payload, contentType } = multipart('image', 'bg.jpg', await jpeg(1200, 500));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/site/background',
      headers: { authorization: admin.authorization, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { image, thumbnail } = response.json<{ image: string; thumbnail: string }>();
    const wide = await sharp(await bucket().read(keyOf(image))).metadata();
    expect(wide).toMatchObject({ format: 'webp', width: 1200 });
    expect((await sharp(await bucket().read(keyOf(thumbnail))).metadata()).width).toBe(480);
  });

  it('puts the demo pictures there', async () => {
    const { database } = await createTestApp(s3.env);
    const log = { info: () => undefined, warn: () => undefined };
    const config = loadConfig({ ...s3.env, DATA_DIR: ctx.config.dataDir });
    await seedDemo(database.db, log, SecretBox.fromConfig(undefined, ctx.config.dataDir), {
      media: mediaStoreFor(config),
      products: 4,
    });
    const rows = await database.db.select().from(productImages);
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const row of rows) {
      for (const url of [row.original, ...Object.values(row.variants)])
        expect(await bucket().exists(keyOf(url)), url).toBe(true);
    }
  });
});

describe('serving from the bucket', () => {
  let url: string;
  let bytes: Buffer;
  beforeAll(async () => {
    const { authorization, productId } = await sellerWithProduct();
    const [image] = await upload(authorization, productId, await jpeg());
    url = image!.url;
    bytes = (await bucket().read(keyOf(url)))!;
  });

  it('streams an object with the cache headers of the media folder', async () => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=604800',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(new Date(response.headers['last-modified'] as string).getTime()).toBeGreaterThan(0);
  });

  it('answers 304 to a copy the browser still has, a range with 206, and HEAD with headers', async () => {
    const first = await ctx.app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=604800');
    const changed = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': '"0123456789abcdef0123456789abcdef"' },
    });
    expect(changed.statusCode).toBe(200);

    const range = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);
    expect(range.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`);

    const head = await ctx.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.headers.etag).toBe(etag);
    expect(head.body).toBe('');
  });

  it('answers 404 for a missing object and for addresses outside the media', async () => {
    for (const missing of [
      '/media/products/none.webp',
      '/media/../secrets.key',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/.hidden/x.webp',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url: missing });
      expect(response.statusCode, missing).toBe(404);
      expect(response.json().code, missing).toBe('NOT_FOUND');
    }
  });

  it('redirects to a signed address with MEDIA_REDIRECT=1, the same one for the hour', async () => {
    const response = await redirecting.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(302);
    const location = response.headers.location as string;
    expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${keyOf(url)}?`)).toBe(true);
    expect(location).toContain('X-Amz-Signature=');
    const maxAge = Number(/max-age=(\d+)/.exec(response.headers['cache-control'] as string)?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(3600);
    const again = await redirecting.app.inject({ method: 'GET', url });
    expect(again.headers.location).toBe(location);

    // The store answers the signed address with the object and the cache header kept with it.
    const fetched = await fetch(location);
    expect(fetched.status).toBe(200);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);
    expect(fetched.headers.get('cache-control')).toBe('public, max-age=604800');

    // The web app's pages may load images from the store (and its service worker fetch them).
    const page = await redirecting.app.inject({ method: 'GET', url: '/' });
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toMatch(new RegExp(`img-src [^;]*${s3.endpoint}`));
    expect(policy).toMatch(new RegExp(`connect-src [^;]*${s3.endpoint}`));
  });

  it('tells the readiness check that the bucket answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.json().checks.s3).toBe('ok');
    const unreachable = new S3MediaStore({
      ...ctx.config.s3!,
      endpoint: 'http://127.0.0.1:9',
      publicEndpoint: 'http://127.0.0.1:9',
    });
    await expect(unreachable.check()).rejects.toThrow();
  });
});

describe('npm run media:migrate', () => {
  it('copies a media folder into the bucket under the same keys, and only what is missing', async () => {
    const from = await fs.mkdtemp(path.join(os.tmpdir(), 'kramik-migrate-'));
    try {
      const local = new LocalMediaStore(from);
      const photo = await sharp(await jpeg(320, 240))
        .webp()
        .toBuffer();
      await local.put('products/p-1/a-320.webp', photo);
      await local.put('products/p-1/a-original.jpg', await jpeg(320, 240));
      await local.put('companies/c.webp', photo);
      // A seed's staging folder is not media.
      await fs.mkdir(path.join(from, '.demo-render-x'));
      await fs.writeFile(path.join(from, '.demo-render-x', 'look.webp'), photo);

      const config = loadConfig({ ...s3.env, DATA_DIR: ctx.config.dataDir });
      const first = await migrateMedia(config, { from });
      expect(first).toMatchObject({ objects: 3, copied: 3, skipped: 0 });
      expect((await bucket().read('products/p-1/a-320.webp'))!.equals(photo)).toBe(true);
      expect(await bucket().exists('companies/c.webp')).toBe(true);
      expect(await keys('.demo-render-x')).toEqual([]);
      // Served from the bucket at the address the database holds.
      const served = await ctx.app.inject({ method: 'GET', url: '/media/companies/c.webp' });
      expect(served.rawPayload.equals(photo)).toBe(true);

      await local.put('products/p-1/a-640.webp', photo);
      const second = await migrateMedia(config, { from });
      expect(second).toMatchObject({ objects: 4, copied: 1, skipped: 3 });
      expect(await migrateMedia(config, { from })).toMatchObject({ copied: 0, skipped: 4 });
    } finally {
      await fs.rm(from, { recursive: true, force: true });
    }
  });

  it('says what to set when S3_* is not', async () => {
    const config = loadConfig({ DATA_DIR: ctx.config.dataDir });
    await expect(migrateMedia(config)).rejects.toThrow(/S3_ENDPOINT/);
  });
});

describe('the media of a deleted product row', () => {
  it('are the product’s own: another product’s objects stay', async () => {
    const a = await sellerWithProduct();
    const b = await sellerWithProduct();
    await upload(a.authorization, a.productId, await jpeg(640, 480));
    await upload(b.authorization, b.productId, await jpeg(640, 480));
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/seller/products/${a.productId}`,
      headers: { authorization: a.authorization },
    });
    expect(await keys(`products/${a.productId}/`)).toEqual([]);
    expect(await keys(`products/${b.productId}/`)).not.toEqual([]);
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, b.productId));
    expect(row?.coverImage).not.toBeNull();
  });
});
