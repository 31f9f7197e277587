import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { TEST_PASSWORD, latestMail, post, useTestApp, signedIn } from '../../../test/helpers.js';

const ctx = useTestApp();

const remove = (authorization: string, payload?: object) =>
  ctx.app.inject({
    method: 'DELETE',
    url: '/api/users/delete',
    headers: { authorization },
    ...(payload ? { payload } : {}),
  });
const status = (authorization: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/status', headers: { authorization } });
const isDeleted = async (id: string) => {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!.deletedAt !== null;
};

describe('DELETE /api/users/delete asks for more than the session token', () => {
  it('refuses without a password, with a message that says what is missing', async () => {
    const { user, authorization } = await signedIn(ctx);
    for (const answer of [await remove(authorization), await remove(authorization, {})]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        error: 'To delete the account, enter its current password (or the code we can e-mail you).',
      });
    }
    expect(await isDeleted(user.id)).toBe(false);
    expect((await status(authorization)).statusCode).toBe(200);
  });

  it('refuses a wrong password and deletes with the right one', async () => {
    const { user, authorization } = await signedIn(ctx);
    const wrong = await remove(authorization, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      fields: { password: 'The current password is not correct.' },
    });
    expect(await isDeleted(user.id)).toBe(false);

    const right = await remove(authorization, { password: TEST_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(await isDeleted(user.id)).toBe(true);
    expect((await status(authorization)).statusCode).toBe(401);
  });

  it('confirms an account without a password by a mailed code', async () => {
    const { user, authorization } = await signedIn(ctx);
    // What a catalog import gives its makers: no password can match.
    await ctx.database.db.update(users).set({ passwordHash: '!' }).where(eq(users.id, user.id));
    expect((await remove(authorization, { password: TEST_PASSWORD })).statusCode).toBe(400);

    const sent = await post(ctx, '/api/users/delete/code', {}, { authorization });
    expect(sent.statusCode).toBe(200);
    const mail = await latestMail(ctx, user.email);
    expect(mail.subject).toBe('Confirm the deletion of your Kramik account');
    const code = /\b(\d{6})\b/.exec(mail.textBody)![1]!;

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await remove(authorization, { confirmationCode: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_CODE');
    expect(await isDeleted(user.id)).toBe(false);

    const right = await remove(authorization, { confirmationCode: code });
    expect(right.statusCode).toBe(200);
    expect(await isDeleted(user.id)).toBe(true);
  });

  it('uses a mailed code up after five wrong tries', async () => {
    const { user, authorization } = await signedIn(ctx);
    await post(ctx, '/api/users/delete/code', {}, { authorization });
    const code = /\b(\d{6})\b/.exec((await latestMail(ctx, user.email)).textBody)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await remove(authorization, { confirmationCode: wrongCode });
    const locked = await remove(authorization, { confirmationCode: code });
    expect(locked.json().code).toBe('CODE_LOCKED');
    expect(await isDeleted(user.id)).toBe(false);
  });

  it('needs a token before anything else', async () => {
    const answer = await ctx.app.inject({ method: 'DELETE', url: '/api/users/delete' });
    expect(answer.statusCode).toBe(401);
    const code = await post(ctx, '/api/users/delete/code', {});
    expect(code.statusCode).toBe(401);
  });
});
