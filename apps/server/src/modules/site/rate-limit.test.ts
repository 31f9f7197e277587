import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp({ RATE_LIMIT_MAX: '3' });

it('limits API calls per client and answers 429 in the error format', async () => {
  const codes: number[] = [];
  for (let i = 0; i < 4; i++) {
    codes.push((await ctx.app.inject({ method: 'GET', url: '/api/config' })).statusCode);
  }
  expect(codes).toEqual([200, 200, 200, 429]);
  const limited = await ctx.app.inject({ method: 'GET', url: '/api/config' });
  expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  expect(limited.headers['retry-after']).toBeDefined();
});

it('never limits the health check (load balancers poll it)', async () => {
  for (let i = 0; i < 6; i++) {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }
});
