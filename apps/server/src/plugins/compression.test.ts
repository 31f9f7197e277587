import zlib from 'node:zlib';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, writeWebBuild, type TestContext } from '../../test/helpers.js';
import { insertCategory, insertProduct } from '../../test/marketplace.js';
import {
  MIN_COMPRESSED_BYTES,
  preferredEncoding,
  registerCompression,
  SYNC_COMPRESSED_MAX_BYTES,
} from './compression.js';

/** Text well over the threshold, as a built page or script is. */
const padding = (label: string) => `/* ${label} */ ${'handmade crafts, '.repeat(200)}`;
const indexHtml = `<!doctype html><html><head><title>Kramik</title></head><body><div id="root"></div><script>${padding('page')}</script></body></html>`;
const script = `console.log(${JSON.stringify(padding('script'))});`;

/** What the build writes (apps/web/precompress.ts): the file and its Brotli and gzip copies. */
const withCopies = (file: string, text: string) => ({
  [file]: text,
  [`${file}.br`]: zlib.brotliCompressSync(text),
  [`${file}.gz`]: zlib.gzipSync(text),
});

const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
};

let ctx: TestContext;
let productId: string;
beforeAll(async () => {
  const web = await writeWebBuild({
    ...withCopies('index.html', indexHtml),
    ...withCopies('assets/main-abc123.js', script),
    'assets/tiny-abc123.js': 'console.log(1)',
  });
  ctx = await createTestApp({ WEB_DIST_DIR: web });
  const { companyId } = await createUser(ctx, { permissions: 'seller', withCompany: true });
  productId = await insertProduct(ctx, {
    companyId: companyId!,
    categoryId: await insertCategory(ctx, 'glass', 'Glass'),
    price: 4900,
    quantity: 1,
    name: `Amber vase ${'with a long name '.repeat(80)}`,
  });
});

/** The answer to a GET with the given Accept-Encoding, decoded as a browser would. */
async function get(url: string, acceptEncoding?: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  const encoding = response.headers['content-encoding'];
  const body = encoding ? decoders[encoding]!(response.rawPayload) : response.rawPayload;
  return { response, encoding, text: body.toString('utf8') };
}

describe('content negotiation', () => {
  it('sends the build’s Brotli or gzip copy of an asset, with its own validator', async () => {
    const br = await get('/assets/main-abc123.js', 'gzip, deflate, br');
    const gzip = await get('/assets/main-abc123.js', 'gzip, deflate');
    const plain = await get('/assets/main-abc123.js');
    expect([br.encoding, gzip.encoding, plain.encoding]).toEqual(['br', 'gzip', undefined]);
    for (const { response, text } of [br, gzip, plain]) {
      expect(text).toBe(script);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const etags = new Set([br, gzip, plain].map(({ response }) => response.headers.etag));
    expect(etags.size).toBe(3);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'br', 'if-none-match': br.response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('sends the app’s page compressed, and a page with share tags compressed on the fly', async () => {
    for (const url of ['/', `/products/${productId}`]) {
      for (const encoding of ['br', 'gzip']) {
        const page = await get(url, encoding);
        expect(page.response.statusCode, url).toBe(200);
        expect(page.encoding, url).toBe(encoding);
        expect(page.response.headers.vary).toMatch(/accept-encoding/i);
        expect(page.response.headers['cache-control']).toBe('no-cache');
        expect(page.text).toContain('<div id="root">');
      }
    }
    expect((await get(`/products/${productId}`, 'br')).text).toContain('<title>Amber vase');
  });

  it('compresses JSON answers, Brotli first, to the same JSON', async () => {
    const plain = await get('/api/countries');
    expect(plain.encoding).toBeUndefined();
    expect(plain.response.headers.vary).toMatch(/accept-encoding/i);
    for (const [accept, encoding] of [
      ['br', 'br'],
      ['gzip, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ]) {
      const answer = await get('/api/countries', accept);
      expect(answer.encoding, accept).toBe(encoding);
      expect(answer.response.headers['cache-control']).toBe('public, max-age=86400');
      expect(JSON.parse(answer.text)).toEqual(plain.response.json());
      expect(answer.response.rawPayload.length).toBeLessThan(plain.response.rawPayload.length / 3);
    }
  });

  it('leaves small answers, small files and pictures as they are', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.response.rawPayload.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    const tiny = await get('/assets/tiny-abc123.js', 'br, gzip');
    const qr = await get(`/api/products/${productId}/qr.png`, 'br, gzip');
    expect(qr.response.headers['content-type']).toBe('image/png');
    expect(qr.response.rawPayload.length).toBeGreaterThan(MIN_COMPRESSED_BYTES);
    for (const { response, encoding } of [health, tiny, qr]) {
      expect(response.statusCode).toBe(200);
      expect(encoding).toBeUndefined();
    }
  });
});

describe('answers a route shapes itself', () => {
  it('weakens a strong validator, and leaves no-transform answers and notifications alone', async () => {
    const app = Fastify();
    registerCompression(app);
    const big = { text: padding('answer') };
    app.get('/tagged', (_request, reply) => reply.header('etag', '"v1"').send(big));
    app.get('/as-is', (_request, reply) => reply.header('cache-control', 'no-transform').send(big));
    app.post('/notify', { config: { access: 'signature' } }, () => big);
    const call = (method: 'GET' | 'POST', url: string) =>
      app.inject({ method, url, headers: { 'accept-encoding': 'br' } });

    const tagged = await call('GET', '/tagged');
    expect(tagged.headers['content-encoding']).toBe('br');
    expect(tagged.headers.etag).toBe('W/"v1"');
    for (const answer of [await call('GET', '/as-is'), await call('POST', '/notify')]) {
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.json()).toEqual(big);
    }
    await app.close();
  });
});

describe('small and large answers', () => {
  it('compresses both to the same JSON, small ones at once and large ones on the thread pool', async () => {
    const app = Fastify();
    registerCompression(app);
    const sized = (bytes: number) => ({ text: 'handmade crafts, '.repeat(Math.ceil(bytes / 17)) });
    const small = sized(SYNC_COMPRESSED_MAX_BYTES / 4);
    const large = sized(SYNC_COMPRESSED_MAX_BYTES * 4);
    app.get('/small', () => small);
    app.get('/large', () => large);
    for (const [url, body] of [
      ['/small', small],
      ['/large', large],
    ] as const) {
      for (const encoding of ['br', 'gzip']) {
        const answer = await app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(answer.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
        const text = decoders[encoding]!(answer.rawPayload).toString('utf8');
        expect(JSON.parse(text)).toEqual(body);
        expect(answer.rawPayload.length).toBeLessThan(JSON.stringify(body).length / 10);
      }
    }
    await app.close();
  });
});

describe('preferredEncoding', () => {
  it('takes Brotli unless the client weighs gzip higher or refuses Brotli', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('br;q=0.8, gzip;q=0.9')).toBe('gzip');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
