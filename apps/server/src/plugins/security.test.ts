import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { useTestApp, signedIn } from '../../test/helpers.js';
import { registerSecurity } from './security.js';

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

describe('security headers', () => {
  /** The plugin alone, with routes that answer JSON, a page, a PDF and a page with its own CSP. */
  async function appWithSecurity(env: Record<string, string> = {}) {
    const app = Fastify();
    await registerSecurity(app, loadConfig(env));
    app.get('/api/thing', () => ({ ok: true }));
    app.get('/api/nothing', (_request, reply) => reply.code(204).send());
    app.get('/api/thing.pdf', (_request, reply) => reply.type('application/pdf').send('%PDF-'));
    app.get('/api/framed', (_request, reply) =>
      reply
        .header('content-security-policy', "default-src 'self'; frame-ancestors 'self'")
        .type('text/html; charset=utf-8')
        .send('<p>own policy</p>'),
    );
    app.get('/page', (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>hi</p>'));
    return app;
  }
  const pageHeaders = {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
  };
  const pageOnly = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'referrer-policy',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  it("gives a JSON answer a policy that lets nothing load or frame it, and no page's headers", async () => {
    const app = await appWithSecurity();
    for (const url of ['/api/thing', '/api/no-such-call', '/api/nothing']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      for (const name of pageOnly) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      // Rate limit headers go with a refusal only (site/rate-limit.test.ts).
      expect(response.headers['x-ratelimit-remaining'], url).toBeUndefined();
    }
  });

  it("gives pages, and API answers a browser shows as pages, a page's headers", async () => {
    const app = await appWithSecurity();
    for (const url of ['/page', '/api/thing.pdf']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(pageHeaders);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('keeps the headers a route sets itself', async () => {
    const response = await (await appWithSecurity()).inject({ method: 'GET', url: '/api/framed' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self'; frame-ancestors 'self'",
    );
    expect(response.headers).toMatchObject(pageHeaders);
  });

  it('sends HSTS with JSON answers and pages alike when the site is served over HTTPS', async () => {
    const app = await appWithSecurity({
      PUBLIC_URL: 'https://kramik.example',
      PAYMENTS_MODE: 'emulator',
    });
    for (const url of ['/api/thing', '/page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
    }
  });
});
