import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp, signedIn } from '../../test/helpers.js';

const ctx = useTestApp();
let authorization: string;
beforeAll(async () => {
  authorization = (await signedIn(ctx)).authorization;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('Cache-Control of personal answers', () => {
  it('is no-store for every answer to a signed-in call', async () => {
    for (const url of [
      '/api/users/status',
      '/api/users/me/addresses',
      '/api/cart',
      '/api/orders',
      // Public calls too: the answer may depend on who asks, and the token must not be replayed.
      '/api/products',
      '/api/countries',
    ]) {
      const response = await get(url, { authorization });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store for personal answers without a session', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'nobody', password: 'wrong password' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const preview = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/preview',
      payload: { items: [] },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('no-store');
    const paymentReturn = await get('/api/payments/paypal/return?token=UNKNOWN');
    expect(paymentReturn.headers['cache-control']).toBe('no-store');
    expect((await get('/api/users/status')).headers['cache-control']).toBe('no-store');
  });

  it('leaves public catalog answers to visitors as they were', async () => {
    const products = await get('/api/products');
    expect(products.statusCode).toBe(200);
    expect(products.headers['cache-control']).toBeUndefined();
    const countries = await get('/api/countries');
    expect(countries.headers['cache-control']).toBe('public, max-age=86400');
  });
});
