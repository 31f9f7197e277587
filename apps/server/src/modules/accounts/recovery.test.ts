import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes } from '../../db/schema/index.js';
import {
  TEST_PASSWORD,
  createUser,
  latestMail,
  mailCount,
  post,
  type TestUser,
  useTestApp,
  signedIn,
} from '../../../test/helpers.js';

const ctx = useTestApp();

async function recoveryToken(user: TestUser) {
  const response = await post(ctx, '/api/users/recover-password', { email: user.email });
  expect(response.statusCode).toBe(200);
  const mail = await latestMail(ctx, user.email);
  const token = new URL(mail.links[0]!).searchParams.get('token')!;
  return { mail, token };
}

describe('POST /api/users/recover-password', () => {
  it('mails one token with a link for a new password and one for a new login name', async () => {
    const user = await createUser(ctx);
    const { mail, token } = await recoveryToken(user);
    expect(mail.links).toEqual([
      `${ctx.config.publicUrl}/reset-password?token=${token}&change=password`,
      `${ctx.config.publicUrl}/reset-password?token=${token}&change=login`,
    ]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await ctx.database.db.select().from(oneTimeCodes);
    expect(stored.some((row) => row.codeHash === token)).toBe(false);
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const user = await createUser(ctx);
    const known = await post(ctx, '/api/users/recover-password', { email: user.email });
    const unknown = await post(ctx, '/api/users/recover-password', { email: 'nobody@example.com' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe(
      'If the address has an account, we have sent it a recovery link.',
    );
    expect(await mailCount(ctx, 'nobody@example.com')).toBe(0);
  });

  it('needs an e-mail address', async () => {
    const missing = await post(ctx, '/api/users/recover-password', {});
    expect(missing.json().fields.email).toBe('This field is required');
    const malformed = await post(ctx, '/api/users/recover-password', { email: 'x' });
    expect(malformed.json().fields.email).toBe('Enter a valid e-mail address.');
  });
});

describe('POST /api/users/verify-reset-code', () => {
  it('answers the login name for a valid token without using it up', async () => {
    const user = await createUser(ctx);
    const { token } = await recoveryToken(user);
    for (let i = 0; i < 2; i++) {
      const response = await post(ctx, '/api/users/verify-reset-code', { confirmationCode: token });
      expect(response.statusCode).toBe(200);
      expect(response.json().username).toBe(user.username);
    }
  });

  it('refuses an unknown token', async () => {
    const response = await post(ctx, '/api/users/verify-reset-code', {
      confirmationCode: 'x'.repeat(43),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_CODE', error: 'Invalid code!' });
  });

  it('refuses an expired token', async () => {
    const user = await createUser(ctx);
    const { token } = await recoveryToken(user);
    await ctx.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeCodes.userId, user.id));
    const response = await post(ctx, '/api/users/verify-reset-code', { confirmationCode: token });
    expect(response.json().code).toBe('CODE_EXPIRED');
  });

  it('keeps only the newest token valid', async () => {
    const user = await createUser(ctx);
    const { token: first } = await recoveryToken(user);
    await recoveryToken(user);
    const response = await post(ctx, '/api/users/verify-reset-code', { confirmationCode: first });
    expect(response.json().code).toBe('INVALID_CODE');
  });
});

describe('POST /api/users/reset-password', () => {
  it('sets the new password, ends every session and uses the token up', async () => {
    const { user, authorization } = await signedIn(ctx);
    const { token } = await recoveryToken(user);
    const response = await post(ctx, '/api/users/reset-password', {
      token,
      newPassword: 'a brand new passphrase',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password has been reset successfully.' });
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/status',
      headers: { authorization },
    });
    expect(status.statusCode).toBe(401);
    const oldLogin = await post(ctx, '/api/users/login', {
      username: user.username,
      password: TEST_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post(ctx, '/api/users/login', {
      username: user.username,
      password: 'a brand new passphrase',
    });
    expect(newLogin.statusCode).toBe(200);
    const reused = await post(ctx, '/api/users/reset-password', {
      token,
      newPassword: 'yet another passphrase',
    });
    expect(reused.json().code).toBe('INVALID_CODE');
    expect((await latestMail(ctx, user.email)).subject).toBe('Your Kramik password was changed');
  });

  it('applies the password rules', async () => {
    const user = await createUser(ctx);
    const { token } = await recoveryToken(user);
    const short = await post(ctx, '/api/users/reset-password', { token, newPassword: 'short' });
    expect(short.json().fields.newPassword).toBe('Use at least 10 characters.');
    const common = await post(ctx, '/api/users/reset-password', {
      token,
      newPassword: 'password123',
    });
    expect(common.json().fields.newPassword).toMatch(/too common/);
    // A refused password leaves the token usable.
    const ok = await post(ctx, '/api/users/reset-password', {
      token,
      newPassword: 'weaving on a loom',
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('POST /api/users/reset-avatar', () => {
  it('sets a new login name with the token, which then works once only', async () => {
    const user = await createUser(ctx);
    const { token } = await recoveryToken(user);
    const response = await post(ctx, '/api/users/reset-avatar', {
      token,
      AvatarLogin: 'new.name.here',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Your new login name is saved.' });
    const login = await post(ctx, '/api/users/login', {
      username: 'new.name.here',
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
    const again = await post(ctx, '/api/users/reset-password', {
      token,
      newPassword: 'weaving on a loom',
    });
    expect(again.json().code).toBe('INVALID_CODE');
  });

  it('refuses a login name someone else has', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    const { token } = await recoveryToken(user);
    const response = await post(ctx, '/api/users/reset-avatar', {
      token,
      AvatarLogin: other.username.toUpperCase(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'USERNAME_TAKEN',
      fields: { AvatarLogin: 'This login name is already taken.' },
    });
  });

  it('names a missing token and login name', async () => {
    const response = await post(ctx, '/api/users/reset-avatar', {});
    expect(response.json().fields).toEqual({
      token: 'This field is required',
      AvatarLogin: 'This field is required',
    });
  });
});
