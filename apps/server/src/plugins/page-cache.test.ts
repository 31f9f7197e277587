import { afterEach, describe, expect, it } from 'vitest';
import { PageCache, type PageOutcome } from './page-cache.js';

let time = 0;
const caches: PageCache[] = [];
const cacheOf = (maxBytes = 1_000_000) => {
  const cache = new PageCache({ maxAgeMs: 30_000, maxBytes, now: () => time });
  caches.push(cache);
  return cache;
};
afterEach(() => {
  for (const cache of caches.splice(0)) cache.clear();
  time = 0;
});

/** A render that counts its runs and answers `html` (or what `outcome` says). */
function renderer(html = '<p>page</p>', outcome: Partial<PageOutcome> = {}) {
  const render = async (): Promise<PageOutcome> => {
    render.runs++;
    return { status: 200, html, rendered: true, complete: true, ...outcome };
  };
  render.runs = 0;
  return render;
}

describe('kept pages', () => {
  it('send a page rendered once while its version holds', async () => {
    const cache = cacheOf();
    const render = renderer();
    expect(await cache.page('en /catalog', 'v1', render)).toMatchObject({
      status: 200,
      html: '<p>page</p>',
      rendered: true,
    });
    await cache.page('en /catalog', 'v1', render);
    expect(render.runs).toBe(1);
    // Another address or language is a page of its own.
    await cache.page('pl /catalog', 'v1', render);
    expect(render.runs).toBe(2);
  });

  it('render again when what the page shows changed', async () => {
    const cache = cacheOf();
    const render = renderer();
    await cache.page('en /', 'v1', render);
    await cache.page('en /', 'v2', render);
    await cache.page('en /', 'v2', render);
    expect(render.runs).toBe(2);
  });

  it('render again once a page has aged, and drop aged pages', async () => {
    const cache = cacheOf();
    const render = renderer();
    await cache.page('en /', 'v1', render);
    time = 29_999;
    await cache.page('en /', 'v1', render);
    expect(render.runs).toBe(1);
    time = 30_000;
    await cache.page('en /', 'v1', render);
    expect(render.runs).toBe(2);
    await cache.page('en /catalog', 'v1', render);
    time = 60_000;
    // Keeping another page drops the aged ones.
    await cache.page('en /about', 'v1', render);
    expect(cache.size).toBe(1);
  });

  it('let visitors asking while a page renders wait for that render', async () => {
    const cache = cacheOf();
    let finish: () => void = () => undefined;
    let runs = 0;
    const render = () => {
      runs++;
      return new Promise<PageOutcome>((resolve) => {
        finish = () => resolve({ status: 200, html: 'slow', rendered: true, complete: true });
      });
    };
    const pages = [1, 2, 3].map(() => cache.page('en /', 'v1', render));
    finish();
    expect((await Promise.all(pages)).map((page) => page.html)).toEqual(['slow', 'slow', 'slow']);
    expect(runs).toBe(1);
  });

  it('send but do not keep a render that missed a call, or one that threw', async () => {
    const cache = cacheOf();
    const partial = renderer('<p>loading</p>', { complete: false });
    expect((await cache.page('en /', 'v1', partial)).html).toBe('<p>loading</p>');
    await cache.page('en /', 'v1', partial);
    expect(partial.runs).toBe(2);
    const broken = () => Promise.reject(new Error('render broke'));
    await expect(cache.page('en /x', 'v1', broken)).rejects.toThrow('render broke');
    expect(cache.size).toBe(0);
    // The next visitor gets a render of their own.
    const render = renderer();
    await cache.page('en /x', 'v1', render);
    expect(render.runs).toBe(1);
  });

  it('keep 404s and the app’s own pages too', async () => {
    const cache = cacheOf();
    const missing = renderer(undefined, { status: 404, html: undefined, rendered: false });
    expect(await cache.page('en /products/1', 'v1', missing)).toMatchObject({
      status: 404,
      html: undefined,
      rendered: false,
    });
    await cache.page('en /products/1', 'v1', missing);
    expect(missing.runs).toBe(1);
  });

  it('let the oldest pages go when the memory budget is reached', async () => {
    // Each page: (key 4 + html 96 characters) × 3 bytes (its text, its compressed copies) = 300
    // bytes; room for two.
    const cache = cacheOf(650);
    const render = renderer('x'.repeat(96));
    for (const key of ['en 1', 'en 2', 'en 3']) await cache.page(key, 'v1', render);
    expect(cache.size).toBe(2);
    await cache.page('en 1', 'v1', render);
    expect(render.runs).toBe(4);
    // A page larger than the whole budget is sent and not kept.
    const huge = renderer('x'.repeat(1_000));
    await cache.page('en 4', 'v1', huge);
    await cache.page('en 4', 'v1', huge);
    expect(huge.runs).toBe(2);
  });
});
