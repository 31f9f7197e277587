import { describe, expect, it } from 'vitest';
import type { AdminContactPage } from '@kramik/contract';
import { contactMessages } from '../../db/schema/index.js';
import {
  callerOf,
  createTestApp,
  expectPagedToTheMicrosecond,
  latestMail,
  mailCount,
  signedIn,
  useTestApp,
} from '../../../test/helpers.js';

// The per-address limit is tested with its own app below (and in the reports' tests).
const ctx = useTestApp({
  CONTACT_RATE_LIMIT_MAX: '10000',
  CONTACT_EMAIL: 'hello@kramik.example',
  CONTACT_PHONE: '+48 12 345 67 89',
  CONTACT_ADDRESS: 'ul. Garncarska 1, 59-700 Bolesławiec',
});
const call = callerOf(ctx);

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ola Nowak',
  email: 'ola@example.com',
  productName: 'Cobalt jug',
  message: 'Do you ship to Norway?',
  ...overrides,
});

describe('GET /api/contact', () => {
  it('answers the platform’s contact details from the configuration', async () => {
    const response = await call('GET', '/api/contact');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      email: 'hello@kramik.example',
      phone: '+48 12 345 67 89',
      address: 'ul. Garncarska 1, 59-700 Bolesławiec',
    });
  });
});

describe('POST /api/contact', () => {
  it('stores a visitor’s message, mails the contact address and sends the sender a receipt', async () => {
    const response = await call('POST', '/api/contact', undefined, message(), {
      'accept-language': 'de-DE',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ _id: expect.any(String), createdAt: expect.any(String) });

    const inbox = await latestMail(ctx, 'hello@kramik.example');
    expect(inbox.subject).toBe('Contact form: a message from Ola Nowak');
    expect(inbox.textBody).toContain('Do you ship to Norway?');
    expect(inbox.textBody).toContain('About the product: Cobalt jug');
    expect(inbox.textBody).toContain('ola@example.com');

    const receipt = await latestMail(ctx, 'ola@example.com');
    expect(receipt.subject).toBe('Wir haben Ihre Nachricht erhalten');
    // The receipt never carries the text to an address anyone could have typed.
    expect(receipt.textBody).not.toContain('Norway');
  });

  it('records the signed-in sender’s account', async () => {
    const buyer = await signedIn(ctx);
    const response = await call(
      'POST',
      '/api/contact',
      buyer.authorization,
      message({ email: buyer.user.email, productName: undefined }),
    );
    expect(response.statusCode).toBe(201);
    const admin = await signedIn(ctx, { permissions: 'admin' });
    const inbox = await call('GET', '/api/admin/contact-messages', admin.authorization);
    const item = inbox.json<AdminContactPage>().items.find((m) => m._id === response.json()._id);
    expect(item).toMatchObject({
      user: { _id: buyer.user.id, username: buyer.user.username },
      productName: null,
      read: false,
    });
  });

  it('names each invalid field with its message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: undefined }, 'name', 'This field is required'],
      [{ name: '  ' }, 'name', 'This field is required'],
      [{ name: 'x'.repeat(101) }, 'name', 'This value is not valid'],
      [{ name: 'Ola\nNowak' }, 'name', 'This field contains characters that are not allowed.'],
      [{ email: undefined }, 'email', 'This field is required'],
      [{ email: 'ola@' }, 'email', 'Enter a valid e-mail address.'],
      [{ productName: 'x'.repeat(201) }, 'productName', 'This value is not valid'],
      [{ productId: 'jug' }, 'productId', 'This value is not valid'],
      [{ message: undefined }, 'message', 'This field is required'],
      [{ message: ' \n ' }, 'message', 'This field is required'],
      [{ message: 'x'.repeat(2001) }, 'message', 'Use at most 2,000 characters.'],
    ];
    for (const [overrides, field, text] of cases) {
      const response = await call('POST', '/api/contact', undefined, message(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().fields?.[field], JSON.stringify(overrides)).toBe(text);
    }
    const polish = await call('POST', '/api/contact', undefined, message({ message: '' }), {
      'accept-language': 'pl-PL',
    });
    expect(polish.json().fields.message).toBe('To pole jest wymagane');
  });

  it('stores HTML as the text it is, in the inbox and in the mail', async () => {
    const html = '<img src=x onerror=alert(1)>';
    const response = await call('POST', '/api/contact', undefined, message({ message: html }));
    const admin = await signedIn(ctx, { permissions: 'admin' });
    const inbox = await call('GET', '/api/admin/contact-messages', admin.authorization);
    const item = inbox.json<AdminContactPage>().items.find((m) => m._id === response.json()._id);
    expect(item?.message).toBe(html);
    const mail = await latestMail(ctx, 'hello@kramik.example');
    expect(mail.textBody).toContain(html);
    expect(mail.htmlBody).not.toContain(html);
    expect(mail.htmlBody).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });
});

describe('the inbox', () => {
  it('is for administrators only', async () => {
    const buyer = await signedIn(ctx);
    const maker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
    const url = '/api/admin/contact-messages';
    const patch = `${url}/00000000-0000-4000-8000-000000000000`;
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, buyer.authorization)).statusCode).toBe(403);
    expect((await call('GET', url, maker.authorization)).statusCode).toBe(403);
    expect((await call('PATCH', patch, undefined, { read: true })).statusCode).toBe(401);
    expect((await call('PATCH', patch, buyer.authorization, { read: true })).statusCode).toBe(403);
  });

  it('lists newest first, marks read and unread, counts the unread', async () => {
    const admin = await signedIn(ctx, { permissions: 'admin' });
    const first = (await call('POST', '/api/contact', undefined, message())).json()._id;
    const second = (await call('POST', '/api/contact', undefined, message())).json()._id;
    const before = (
      await call('GET', '/api/admin/contact-messages', admin.authorization)
    ).json<AdminContactPage>();
    expect(before.items.slice(0, 2).map((m) => m._id)).toEqual([second, first]);

    const read = await call('PATCH', `/api/admin/contact-messages/${first}`, admin.authorization, {
      read: true,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ _id: first, read: true });
    const after = (
      await call('GET', '/api/admin/contact-messages', admin.authorization)
    ).json<AdminContactPage>();
    expect(after.unreadCount).toBe(before.unreadCount - 1);
    const unread = (
      await call('GET', '/api/admin/contact-messages?unread=true', admin.authorization)
    ).json<AdminContactPage>();
    expect(unread.items.some((m) => m._id === first)).toBe(false);
    expect(unread.items.some((m) => m._id === second)).toBe(true);

    const again = await call('PATCH', `/api/admin/contact-messages/${first}`, admin.authorization, {
      read: false,
    });
    expect(again.json()).toMatchObject({ read: false });

    const missing = await call(
      'PATCH',
      '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000',
      admin.authorization,
      { read: true },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('pages through the messages of one millisecond newest first, each once', async () => {
    const admin = await signedIn(ctx, { permissions: 'admin' });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await call('POST', '/api/contact', undefined, message())).json()._id);
    await expectPagedToTheMicrosecond(
      ctx,
      contactMessages.createdAt,
      contactMessages.id,
      ids,
      '/api/admin/contact-messages',
      admin.authorization,
    );
  });
});

describe('without a configured contact address', () => {
  it('mails every active administrator and limits each client address', async () => {
    const plain = await createTestApp({ CONTACT_RATE_LIMIT_MAX: '1' });
    const admin = await signedIn(plain, { permissions: 'admin' });
    const send = callerOf(plain);
    expect((await send('GET', '/api/contact')).json()).toEqual({
      email: null,
      phone: null,
      address: null,
    });
    expect((await send('POST', '/api/contact', undefined, message())).statusCode).toBe(201);
    expect(await mailCount(plain, admin.user.email)).toBe(1);
    const limited = await send('POST', '/api/contact', undefined, message());
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
