import { expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp({ RATE_LIMIT_MAX: '3' });

it('limits API calls per client and answers 429 in the error format', async () => {
  const answers = [];
  for (let i = 0; i < 4; i++)
    answers.push(await ctx.app.inject({ method: 'GET', url: '/api/config' }));
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
  // The budget is told with the refusal, not on every answer.
  for (const answer of answers.slice(0, 3)) {
    expect(Object.keys(answer.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual(
      [],
    );
  }
  const limited = await ctx.app.inject({ method: 'GET', url: '/api/config' });
  expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.headers).toMatchObject({ 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0' });
});

it('never limits the health check (load balancers poll it)', async () => {
  for (let i = 0; i < 6; i++) {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }
});
