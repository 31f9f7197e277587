import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { TEST_PASSWORD, createUser, useTestApp, signedIn } from '../../../test/helpers.js';

const ctx = useTestApp();

describe('POST /api/users/login', () => {
  it('logs in with the username and answers the token and the spec’s user fields', async () => {
    const seller = await createUser(ctx, { permissions: 'seller', withCompany: true });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: seller.username, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.tokenUser).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      _id: seller.id,
      companyId: seller.companyId,
      firstName: 'Test',
      permissions: 'seller',
    });
  });

  it('accepts the e-mail address in any case instead of the username', async () => {
    const user = await createUser(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const { user, token } = await signedIn(ctx);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const user = await createUser(ctx);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: user.username, password: 'not the password' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: 'nobody-here', password: 'not the password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const strip = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(strip(wrong.json())).toEqual(strip(unknown.json()));
    expect(wrong.json()).toMatchObject({
      error: 'Wrong login name or password.',
      code: 'LOGIN_FAILED',
    });
  });

  it('refuses unverified and blocked accounts with a clear reason', async () => {
    const pending = await createUser(ctx, { status: 'pending' });
    const blocked = await createUser(ctx, { status: 'blocked' });
    const tryLogin = (username: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { username, password: TEST_PASSWORD },
      });
    const pendingAnswer = await tryLogin(pending.username);
    expect(pendingAnswer.statusCode).toBe(403);
    expect(pendingAnswer.json().code).toBe('ACCOUNT_NOT_VERIFIED');
    const blockedAnswer = await tryLogin(blocked.username);
    expect(blockedAnswer.statusCode).toBe(403);
    expect(blockedAnswer.json().code).toBe('ACCOUNT_BLOCKED');
  });

  it('names each missing field with the spec’s message', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { username: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: 'This field is required', password: 'This field is required' },
    });
  });

  it('never answers 500 to a body of the wrong shape', async () => {
    for (const payload of [[], 'text', { username: 5, password: {} }, null]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/login',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /api/users/status', () => {
  it('answers 401 with isLoggedIn false without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/users/status' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ isLoggedIn: false, error: 'Please log in.' });
  });

  it('answers 401 for a token that does not exist', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/status',
      headers: { authorization: `Bearer ${'a'.repeat(43)}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers the user with permissions for a valid token, without the password hash', async () => {
    const { user: admin, authorization } = await signedIn(ctx, { permissions: 'admin' });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/status',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.isLoggedIn).toBe(true);
    expect(body.user).toMatchObject({
      _id: admin.id,
      permissions: 'admin',
      username: admin.username,
    });
    expect(JSON.stringify(body)).not.toMatch(/passwordHash|argon2/);
  });
});

describe('POST /api/users/logout', () => {
  it('revokes the token on the server', async () => {
    const { authorization } = await signedIn(ctx);
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: { authorization },
    });
    expect(logout.statusCode).toBe(200);
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/status',
      headers: { authorization },
    });
    expect(status.statusCode).toBe(401);
  });

  it('needs a token', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/users/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });
});
