import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema/index.js';
import { latestMail, mailCount, post, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();

let counter = 0;
function newPerson() {
  counter += 1;
  return {
    username: `maker.fan${counter}`,
    email: `Fan${counter}@Example.com`,
    password: 'glazed stoneware mug',
    repeatPassword: 'glazed stoneware mug',
    firstName: 'Ola',
    lastName: 'Nowak',
    acceptedPrivacyPolicy: true,
  };
}

async function registered(locale = 'en-US') {
  const person = newPerson();
  const response = await post(ctx, '/api/users/register', person, { 'accept-language': locale });
  expect(response.statusCode).toBe(201);
  const mail = await latestMail(ctx, person.email.toLowerCase());
  const code = /: (\d{6})$/m.exec(mail.textBody)?.[1] ?? /(\d{6})/.exec(mail.textBody)![1]!;
  return { person, mail, code };
}

describe('POST /api/users/register', () => {
  it('creates a pending account and answers only the username (never the code)', async () => {
    const person = newPerson();
    const response = await post(ctx, '/api/users/register', person);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ username: { username: person.username } });
    expect(response.body).not.toMatch(/\d{6}/);
    const [row] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.username, person.username));
    expect(row).toMatchObject({
      status: 'pending',
      permissions: 'user',
      email: person.email.toLowerCase(),
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('mails a link to /verify with the username and code, and the digits', async () => {
    const { person, mail, code } = await registered();
    expect(mail.subject).toBe('Confirm your Kramik account');
    expect(mail.links).toContain(
      `${ctx.config.publicUrl}/verify?username=${encodeURIComponent(person.username)}&code=${code}`,
    );
    expect(mail.textBody).toContain(code);
    const codes = await ctx.database.db.select().from(oneTimeCodes);
    expect(codes.every((c) => !c.codeHash.includes(code))).toBe(true);
  });

  it('writes the mail in the language of the registration', async () => {
    const { mail } = await registered('pl-PL');
    expect(mail.subject).toBe('Potwierdź swoje konto w Kramiku');
  });

  it('refuses a taken e-mail (any case) or username with ACCOUNT_EXISTS', async () => {
    const { person } = await registered();
    const sameEmail = await post(ctx, '/api/users/register', {
      ...newPerson(),
      email: person.email.toUpperCase(),
    });
    expect(sameEmail.statusCode).toBe(400);
    expect(sameEmail.json()).toMatchObject({
      code: 'ACCOUNT_EXISTS',
      error: 'Account exists, provide a new email address',
    });
    const sameName = await post(ctx, '/api/users/register', {
      ...newPerson(),
      username: person.username.toUpperCase(),
    });
    expect(sameName.json().code).toBe('ACCOUNT_EXISTS');
  });

  it('gives each rule its own message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '' }, 'username', 'This field is required'],
      [{ email: 'not-an-address' }, 'email', 'Enter a valid e-mail address.'],
      [{ repeatPassword: 'something else entirely' }, 'repeatPassword', 'Passwords do not match.'],
      [
        { acceptedPrivacyPolicy: false },
        'acceptedPrivacyPolicy',
        'You must accept the privacy policy.',
      ],
      [
        { acceptedPrivacyPolicy: undefined },
        'acceptedPrivacyPolicy',
        'You must accept the privacy policy.',
      ],
      [{ password: 'short', repeatPassword: 'short' }, 'password', 'Use at least 10 characters.'],
      [
        { username: 'a b' },
        'username',
        'Use 3 to 32 letters, digits, dots, hyphens or underscores.',
      ],
      [{ firstName: '   ' }, 'firstName', 'This field is required'],
    ];
    for (const [change, field, message] of cases) {
      const response = await post(ctx, '/api/users/register', { ...newPerson(), ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields?.[field], JSON.stringify(change)).toBe(message);
    }
  });

  it('refuses common passwords from the shipped list', async () => {
    const response = await post(ctx, '/api/users/register', {
      ...newPerson(),
      password: 'qwertyuiop',
      repeatPassword: 'qwertyuiop',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.password).toMatch(/too common/);
  });

  it('answers the messages in the caller’s language', async () => {
    const response = await post(
      ctx,
      '/api/users/register',
      { ...newPerson(), repeatPassword: 'nope nope nope' },
      { 'accept-language': 'de-DE' },
    );
    expect(response.json().fields.repeatPassword).toBe('Die Passwörter stimmen nicht überein.');
  });

  it('never answers 500 to malformed bodies', async () => {
    for (const payload of [
      '[]',
      '"text"',
      '{"username": 1}',
      'null',
      '{"acceptedPrivacyPolicy":"yes"}',
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/register',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });
});

describe('POST /api/users/verify', () => {
  it('activates the account with the code and its password, then login works', async () => {
    const { person, code } = await registered();
    const response = await post(ctx, '/api/users/verify', {
      username: person.username,
      confirmationCode: code,
      password: person.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ username: person.username, status: 'active' });
    const login = await post(ctx, '/api/users/login', {
      username: person.email,
      password: person.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('keeps an unverified account from logging in', async () => {
    const { person } = await registered();
    const login = await post(ctx, '/api/users/login', {
      username: person.username,
      password: person.password,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().code).toBe('ACCOUNT_NOT_VERIFIED');
  });

  it('refuses a wrong code with "Invalid code!" and a used code the second time', async () => {
    const { person, code } = await registered();
    const wrong = await post(ctx, '/api/users/verify', {
      username: person.username,
      confirmationCode: code === '000000' ? '111111' : '000000',
      password: person.password,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', error: 'Invalid code!' });
    const body = { username: person.username, confirmationCode: code, password: person.password };
    expect((await post(ctx, '/api/users/verify', body)).statusCode).toBe(200);
    const again = await post(ctx, '/api/users/verify', body);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_CODE');
  });

  it('needs the account’s password as well as the code', async () => {
    const { person, code } = await registered();
    const response = await post(ctx, '/api/users/verify', {
      username: person.username,
      confirmationCode: code,
      password: 'someone else’s guess',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('WRONG_PASSWORD');
  });

  it('locks the code after five wrong tries, even for the right code', async () => {
    const { person, code } = await registered();
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) {
      await post(ctx, '/api/users/verify', {
        username: person.username,
        confirmationCode: wrongCode,
        password: person.password,
      });
    }
    const response = await post(ctx, '/api/users/verify', {
      username: person.username,
      confirmationCode: code,
      password: person.password,
    });
    expect(response.json()).toMatchObject({
      code: 'CODE_LOCKED',
      error: 'Too many wrong attempts. Ask for a new code.',
    });
  });

  it('refuses an expired code', async () => {
    const { person, code } = await registered();
    const [user] = await ctx.database.db
      .select()
      .from(users)
      .where(eq(users.username, person.username));
    await ctx.database.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user!.id));
    const response = await post(ctx, '/api/users/verify', {
      username: person.username,
      confirmationCode: code,
      password: person.password,
    });
    expect(response.json()).toMatchObject({ code: 'CODE_EXPIRED' });
  });

  it('names missing fields', async () => {
    const response = await post(ctx, '/api/users/verify', { username: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      confirmationCode: 'This field is required',
      password: 'This field is required',
    });
  });
});

describe('POST /api/users/resend-code', () => {
  it('mails a new code that replaces the old one', async () => {
    const { person, code: first } = await registered();
    const response = await post(ctx, '/api/users/resend-code', { username: person.username });
    expect(response.statusCode).toBe(200);
    const second = /(\d{6})/.exec(
      (await latestMail(ctx, person.email.toLowerCase())).textBody,
    )![1]!;
    expect(await mailCount(ctx, person.email.toLowerCase())).toBe(2);
    if (first !== second) {
      const old = await post(ctx, '/api/users/verify', {
        username: person.username,
        confirmationCode: first,
        password: person.password,
      });
      expect(old.json().code).toBe('INVALID_CODE');
    }
    const ok = await post(ctx, '/api/users/verify', {
      username: person.username,
      confirmationCode: second,
      password: person.password,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers an unknown account exactly like a known one', async () => {
    const { person } = await registered();
    const known = await post(ctx, '/api/users/resend-code', { username: person.username });
    const unknown = await post(ctx, '/api/users/resend-code', { username: 'nobody.at.all' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });
});
