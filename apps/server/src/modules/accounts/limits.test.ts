import { beforeAll, describe, expect, it } from 'vitest';
import {
  TEST_PASSWORD,
  createTestApp,
  createUser,
  post,
  type TestContext,
} from '../../../test/helpers.js';

describe('login, registration, verification and recovery limits per address', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ AUTH_RATE_LIMIT_MAX: '4' });
  });

  it('shares one budget and answers 429 with a clear message', async () => {
    const calls = [
      () => post(ctx, '/api/users/login', { username: 'a', password: 'b' }),
      () => post(ctx, '/api/users/recover-password', { email: 'a@example.com' }),
      () => post(ctx, '/api/users/verify', { username: 'a', confirmationCode: '1', password: 'b' }),
      () => post(ctx, '/api/users/resend-code', { username: 'a' }),
    ];
    const codes = [];
    for (const call of calls) codes.push((await call()).statusCode);
    expect(codes).not.toContain(429);
    const limited = await post(ctx, '/api/users/register', {}, { 'accept-language': 'pl-PL' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.',
    });
  });
});

describe('failed logins per account', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ LOGIN_FAILURE_LIMIT: '3' });
  });

  it('refuses further logins after the limit from an address never used, even with the right password', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 3; i++) {
      const wrong = await post(ctx, '/api/users/login', {
        username: user.username,
        password: 'wrong guess',
      });
      expect(wrong.statusCode).toBe(401);
    }
    const locked = await post(ctx, '/api/users/login', {
      username: user.username,
      password: TEST_PASSWORD,
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_LOGIN_FAILURES' });
    expect(locked.json().error).toMatch(/15 minutes/);
  });

  it('treats an unknown login name the same way, so the limit reveals nothing', async () => {
    for (let i = 0; i < 3; i++) {
      await post(ctx, '/api/users/login', { username: 'ghost.user', password: 'wrong guess' });
    }
    const locked = await post(ctx, '/api/users/login', {
      username: 'ghost.user',
      password: 'wrong guess',
    });
    expect(locked.statusCode).toBe(429);
  });

  it('counts only failures: a success clears them', async () => {
    const user = await createUser(ctx);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 2; i++) {
        await post(ctx, '/api/users/login', { username: user.username, password: 'wrong guess' });
      }
      const ok = await post(ctx, '/api/users/login', {
        username: user.username,
        password: TEST_PASSWORD,
      });
      expect(ok.statusCode).toBe(200);
    }
  });
});
