import { ApiErrorSchema } from '@kramik/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { route } from './route.js';

const Ok = z.object({ ok: z.boolean() });

describe('route options', () => {
  it('asks a signed-in class for the bearer token and documents 401 and 403', () => {
    const options = route('seller-owner', 'seller', 'One of the seller’s shops', {
      response: { 200: Ok },
    });
    expect(options.config).toEqual({ access: 'seller-owner' });
    expect(options.schema.tags).toEqual(['seller']);
    expect(options.schema.summary).toBe('One of the seller’s shops');
    expect(options.schema.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(options.schema.response).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
    ]);
  });

  it('asks a public route for nothing and documents only 400 and 404', () => {
    const options = route('public', 'catalog', 'A product page', { response: { 200: Ok } });
    expect(options.schema).not.toHaveProperty('security');
    expect(Object.keys(options.schema.response).sort()).toEqual(['200', '400', '404']);
  });

  it('reads the class of an access with overrides', () => {
    const options = route({ class: 'user', unauthorized: 'loginToMessage' }, 'makers', 'Write', {
      response: { 201: Ok },
    });
    expect(options.schema.security).toEqual([{ bearer: [] }]);
  });

  it("lets the route's own answers win and keeps its other schemas", () => {
    const Special = z.object({ isLoggedIn: z.literal(false) });
    const Query = z.object({ q: z.string() });
    const options = route('user', 'accounts', 'Status', {
      querystring: Query,
      response: { 200: Ok, 401: Special, 409: ApiErrorSchema },
    });
    expect(options.schema.response[401]).toBe(Special);
    expect(options.schema.response[409]).toBe(ApiErrorSchema);
    expect(options.schema.querystring).toBe(Query);
  });

  it('adds no answers to a route that names none (a file)', () => {
    const options = route('public', 'catalog', 'A QR code', { produces: ['image/png'] });
    expect(options.schema).not.toHaveProperty('response');
    expect(options.schema.produces).toEqual(['image/png']);
  });
});
