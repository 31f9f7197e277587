import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '@kramik/contract';
import { createTestApp, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();

describe('GET /api/health', () => {
  it('answers ok, the version and the database in use', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      version: APP_VERSION,
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });
});

describe('GET /api/config', () => {
  it('answers the public site configuration with the spec defaults', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      currency: 'EUR',
      defaultLocale: 'en-US',
      commissionPercent: 8,
      version: APP_VERSION,
      appStoreLinks: { android: null, ios: null },
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      paymentsMode: 'emulator',
    });
  });

  it('tells the web app when payments are real, so the sandbox ribbon goes away', async () => {
    const live = await createTestApp({ PAYMENTS_MODE: 'live' });
    const response = await live.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json().paymentsMode).toBe('live');
  });
});

describe('the error format', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/no-such' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toMatchObject({
      error: 'There is no such API call.',
      code: 'NOT_FOUND',
      requestId: expect.any(String),
    });
  });

  it('answers every method on an unknown API path with JSON, never HTML', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/nothing/here' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('answers malformed JSON with a 400 in the same format', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "x", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BAD_REQUEST',
      error: 'The request body is not valid JSON.',
    });
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a body over the limit with 413', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('speaks the caller’s language from Accept-Language, with the spec’s typo tags', async () => {
    const polish = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such',
      headers: { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.5' },
    });
    expect(polish.json().error).toBe('Nie ma takiego wywołania API.');
    const chinese = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such',
      headers: { 'accept-language': 'zn-CN' },
    });
    expect(chinese.json().error).toBe('不存在该 API 调用。');
    const norwegian = await ctx.app.inject({
      method: 'GET',
      url: '/api/no-such',
      headers: { 'accept-language': 'no-NO' },
    });
    expect(norwegian.json().error).toBe('Det finnes ikke noe slikt API-kall.');
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    // The API's docs are a page (plugins/security.test.ts has the rest).
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    const csp = String(docs.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('serves the document with the routes and the docs page', async () => {
    const document = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(document.statusCode).toBe(200);
    const body = document.json<{ openapi: string; info: { version: string }; paths: object }>();
    expect(body.openapi).toMatch(/^3\./);
    expect(body.info.version).toBe(APP_VERSION);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/users/login',
        '/api/users/status',
        '/api/products',
      ]),
    );
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });
});
