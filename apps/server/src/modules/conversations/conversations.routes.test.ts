import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ThreadDetail } from '@kramik/contract';
import { conversationThreads, users } from '../../db/schema/index.js';
import {
  callerOf,
  expectPagedToTheMicrosecond,
  latestMail,
  mailCount,
  signedIn,
  useTestApp,
} from '../../../test/helpers.js';
import {
  addMaker,
  insertCategory,
  insertProduct,
  placeOrders,
  type Maker,
} from '../../../test/marketplace.js';
import * as conversations from './conversations.service.js';
import { MAIL_QUIET_MS, SENDER_LIMITS } from './conversations.service.js';

const ctx = useTestApp({ RATE_LIMIT_MAX: '100000' });
const call = callerOf(ctx);
const NO_SUCH = '00000000-0000-4000-8000-000000000000';

let categoryId: string;
let maker: Maker;
let otherMaker: Maker;
let productId: string;
let otherProductId: string;

beforeAll(async () => {
  categoryId = await insertCategory(ctx, 'ceramics', 'Ceramics');
  maker = await addMaker(ctx, { autopay: false });
  otherMaker = await addMaker(ctx, { autopay: false });
  productId = await insertProduct(ctx, {
    companyId: maker.companyId,
    categoryId,
    price: 4000,
    quantity: 3,
    names: { 'en-US': 'Peacock mug', 'pl-PL': 'Kubek Pawie Oczko' },
  });
  otherProductId = await insertProduct(ctx, {
    companyId: otherMaker.companyId,
    categoryId,
    price: 2000,
    quantity: 3,
  });
});

async function buyer() {
  const { user, authorization } = await signedIn(ctx);
  return { user, authorization };
}

async function openWith(authorization: string, payload: object) {
  const response = await call('POST', '/api/messages/threads', authorization, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ThreadDetail>();
}

const unreadOf = async (authorization: string) =>
  (await call('GET', '/api/messages/unread', authorization)).json().count as number;

describe('conversations: the whole exchange', () => {
  it('a buyer asks about a product, the maker sees it unread, reads and answers', async () => {
    const asker = await buyer();
    const opened = await openWith(asker.authorization, {
      companyId: maker.companyId,
      productId,
      body: '  Is it dishwasher safe?  ',
    });
    expect(opened).toMatchObject({
      side: 'buyer',
      counterpart: { _id: maker.companyId },
      subject: { kind: 'product', _id: productId, name: 'Peacock mug' },
      unread: false,
      blockedByMe: false,
      blockedByThem: false,
      messages: [{ side: 'buyer', mine: true, body: 'Is it dishwasher safe?' }],
    });

    // The maker's inbox: the thread, unread, with the buyer's login name and the product.
    expect(await unreadOf(maker.authorization)).toBe(1);
    const inbox = await call('GET', '/api/messages/threads', maker.authorization, undefined, {
      'accept-language': 'pl-PL',
    });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().items).toEqual([
      expect.objectContaining({
        _id: opened._id,
        side: 'maker',
        counterpart: { _id: asker.user.id, name: asker.user.username },
        subject: { kind: 'product', _id: productId, name: 'Kubek Pawie Oczko', image: null },
        unread: true,
        lastMessage: expect.objectContaining({ excerpt: 'Is it dishwasher safe?', mine: false }),
      }),
    ]);
    // The maker got a mail about it, with a link to the thread.
    const mail = await latestMail(ctx, maker.user.email);
    expect(mail.subject).toContain(asker.user.username);
    expect(mail.textBody).toContain('Is it dishwasher safe?');
    expect(mail.links).toContain(`${ctx.config.publicUrl}/messages?thread=${opened._id}`);

    const detail = await call('GET', `/api/messages/threads/${opened._id}`, maker.authorization);
    expect(detail.json()).toMatchObject({
      side: 'maker',
      unread: true,
      messages: [{ side: 'buyer', mine: false, body: 'Is it dishwasher safe?' }],
    });
    const read = await call(
      'POST',
      `/api/messages/threads/${opened._id}/read`,
      maker.authorization,
    );
    expect(read.statusCode).toBe(204);
    expect(await unreadOf(maker.authorization)).toBe(0);

    const answer = await call(
      'POST',
      `/api/messages/threads/${opened._id}/messages`,
      maker.authorization,
      { body: 'Yes, it is.' },
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ side: 'maker', mine: true, body: 'Yes, it is.' });
    expect(await unreadOf(maker.authorization)).toBe(0);
    expect(await unreadOf(asker.authorization)).toBe(1);
    const buyerMail = await latestMail(ctx, asker.user.email);
    expect(buyerMail.textBody).toContain('Yes, it is.');

    const seen = await call('GET', `/api/messages/threads/${opened._id}`, asker.authorization);
    expect(
      seen.json().messages.map((m: { body: string; mine: boolean }) => [m.body, m.mine]),
    ).toEqual([
      ['Is it dishwasher safe?', true],
      ['Yes, it is.', false],
    ]);
  });

  it('continues the one thread per buyer, maker and subject', async () => {
    const asker = await buyer();
    const first = await openWith(asker.authorization, { companyId: maker.companyId, productId });
    const again = await openWith(asker.authorization, { companyId: maker.companyId, productId });
    expect(again._id).toBe(first._id);
    const general = await openWith(asker.authorization, { companyId: maker.companyId });
    expect(general._id).not.toBe(first._id);
    expect(general.subject).toEqual({ kind: 'none', _id: null, name: null, image: null });
    // The product page's question lands in the same product thread.
    const question = await call(
      'POST',
      `/api/products/${productId}/questions`,
      asker.authorization,
      {
        message: 'Hello?',
      },
    );
    expect(question.json().threadId).toBe(first._id);
    // A thread without messages is in nobody's list; once written in, it is.
    const mine = await call('GET', '/api/messages/threads', asker.authorization);
    expect(mine.json().items.map((t: { _id: string }) => t._id)).toEqual([first._id]);
  });

  it('threads about an order: only the order’s buyer, only with its maker', async () => {
    const { authorization, orders } = await placeOrders(ctx, categoryId, maker);
    const order = orders[0]!;
    const thread = await openWith(authorization, {
      companyId: maker.companyId,
      orderId: order._id,
      body: 'When will it ship?',
    });
    expect(thread.subject).toMatchObject({ kind: 'order', _id: order._id, name: order.number });
    const stranger = await buyer();
    const foreign = await call('POST', '/api/messages/threads', stranger.authorization, {
      companyId: maker.companyId,
      orderId: order._id,
    });
    expect(foreign.statusCode).toBe(404);
    const wrongMaker = await call('POST', '/api/messages/threads', authorization, {
      companyId: otherMaker.companyId,
      orderId: order._id,
    });
    expect(wrongMaker.statusCode).toBe(400);
    expect(wrongMaker.json().error).toBe('This product or order is not the maker’s.');
  });

  it('pages the list newest first with a cursor', async () => {
    const asker = await buyer();
    const older = await openWith(asker.authorization, { companyId: maker.companyId, body: 'One' });
    const newer = await openWith(asker.authorization, {
      companyId: otherMaker.companyId,
      body: 'Two',
    });
    const first = await call('GET', '/api/messages/threads?limit=1', asker.authorization);
    expect(first.json().items.map((t: { _id: string }) => t._id)).toEqual([newer._id]);
    const cursor = first.json().nextCursor as string;
    expect(cursor).toBeTruthy();
    const second = await call(
      'GET',
      `/api/messages/threads?limit=1&cursor=${encodeURIComponent(cursor)}`,
      asker.authorization,
    );
    expect(second.json()).toEqual({
      items: [expect.objectContaining({ _id: older._id })],
      nextCursor: null,
    });
    const bad = await call('GET', '/api/messages/threads?cursor=nonsense', asker.authorization);
    expect(bad.statusCode).toBe(400);
  });

  it('pages on through threads whose last messages share one microsecond', async () => {
    const asker = await buyer();
    const opened = [
      await openWith(asker.authorization, { companyId: maker.companyId, body: 'One' }),
      await openWith(asker.authorization, { companyId: otherMaker.companyId, body: 'Two' }),
      await openWith(asker.authorization, { companyId: maker.companyId, productId, body: 'Three' }),
    ];
    // The database keeps microseconds: a cursor in milliseconds skipped the threads after a
    // page's last within its millisecond.
    await expectPagedToTheMicrosecond(
      ctx,
      conversationThreads.lastMessageAt,
      conversationThreads.id,
      opened.map((t) => t._id),
      '/api/messages/threads',
      asker.authorization,
    );
  });
});

describe('conversations: who may do what', () => {
  it('needs login, with the spec’s message for writing', async () => {
    for (const [method, url] of [
      ['GET', '/api/messages/threads'],
      ['GET', '/api/messages/unread'],
      ['GET', `/api/messages/threads/${NO_SUCH}`],
      ['POST', `/api/messages/threads/${NO_SUCH}/read`],
    ] as const) {
      expect((await call(method, url)).statusCode, url).toBe(401);
    }
    for (const url of ['/api/messages/threads', `/api/messages/threads/${NO_SUCH}/messages`]) {
      const response = await call('POST', url, undefined, { body: 'Hi' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('You must be logged in to send a message.');
    }
  });

  it('answers 404 to anyone who is not the thread’s buyer or maker, admins included', async () => {
    const asker = await buyer();
    const thread = await openWith(asker.authorization, {
      companyId: maker.companyId,
      body: 'Private words',
    });
    const stranger = await buyer();
    const admin = await signedIn(ctx, { permissions: 'admin' });
    for (const authorization of [
      stranger.authorization,
      otherMaker.authorization,
      admin.authorization,
    ]) {
      const reads = [
        await call('GET', `/api/messages/threads/${thread._id}`, authorization),
        await call('POST', `/api/messages/threads/${thread._id}/messages`, authorization, {
          body: 'Let me in',
        }),
        await call('POST', `/api/messages/threads/${thread._id}/read`, authorization),
        await call('POST', `/api/messages/threads/${thread._id}/block`, authorization),
        await call('DELETE', `/api/messages/threads/${thread._id}/block`, authorization),
      ];
      for (const response of reads) {
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Private words');
      }
      const list = await call('GET', '/api/messages/threads', authorization);
      expect(list.body).not.toContain(thread._id);
    }
    expect(
      (await call('GET', `/api/messages/threads/${NO_SUCH}`, asker.authorization)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', '/api/messages/threads/not-a-uuid', asker.authorization)).statusCode,
    ).toBe(400);
  });

  it('refuses a maker writing to their own company (403) and unknown makers or products (404)', async () => {
    const own = await call('POST', '/api/messages/threads', maker.authorization, {
      companyId: maker.companyId,
      body: 'Me to me',
    });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'You cannot start a conversation with your own company.',
    });
    const ownQuestion = await call(
      'POST',
      `/api/products/${productId}/questions`,
      maker.authorization,
      {
        message: 'Me to me',
      },
    );
    expect(ownQuestion.statusCode).toBe(403);
    const asker = await buyer();
    const unknown = await call('POST', '/api/messages/threads', asker.authorization, {
      companyId: NO_SUCH,
    });
    expect(unknown.statusCode).toBe(404);
    const unknownProduct = await call('POST', '/api/messages/threads', asker.authorization, {
      companyId: maker.companyId,
      productId: NO_SUCH,
    });
    expect(unknownProduct.statusCode).toBe(404);
    const mismatch = await call('POST', '/api/messages/threads', asker.authorization, {
      companyId: maker.companyId,
      productId: otherProductId,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error).toBe('This product or order is not the maker’s.');
  });
});

describe('conversations: input', () => {
  it('checks the body with a message per rule, never answering 500', async () => {
    const asker = await buyer();
    const thread = await openWith(asker.authorization, { companyId: maker.companyId });
    const url = `/api/messages/threads/${thread._id}/messages`;
    const cases: [unknown, string][] = [
      [{}, 'This field is required'],
      [{ body: '' }, 'This field is required'],
      [{ body: '   \n  ' }, 'This field is required'],
      [{ body: 'x'.repeat(2001) }, 'A message can be at most 2,000 characters long.'],
      [{ body: 'Hi\u0000there' }, 'This field contains characters that are not allowed.'],
      [{ body: 42 }, 'This value is not valid'],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', url, asker.authorization, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fields.body, JSON.stringify(payload)).toBe(message);
    }
    // Exactly 2,000 characters (after trimming) are fine.
    const longest = await call('POST', url, asker.authorization, { body: ` ${'y'.repeat(2000)} ` });
    expect(longest.statusCode).toBe(201);
    expect(longest.json().body).toHaveLength(2000);

    const open = async (payload: unknown) =>
      call('POST', '/api/messages/threads', asker.authorization, payload);
    expect((await open({ companyId: 'nope' })).json().fields.companyId).toBe(
      'This value is not valid',
    );
    expect((await open({})).json().fields.companyId).toBe('This field is required');
    const both = await open({ companyId: maker.companyId, productId, orderId: NO_SUCH });
    expect(both.statusCode).toBe(400);
    expect(both.json().fields.orderId).toBe('This value is not valid');
    expect((await open({ companyId: maker.companyId, body: '' })).statusCode).toBe(400);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url,
      headers: { authorization: asker.authorization, 'content-type': 'application/json' },
      payload: '{"body": ',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('stores script and HTML as they were written and answers them as text', async () => {
    const asker = await buyer();
    const hostile = '<img src=x onerror=alert(1)> <script>alert("x")</script> & <b>bold</b>';
    const thread = await openWith(asker.authorization, {
      companyId: maker.companyId,
      body: hostile,
    });
    const detail = await call('GET', `/api/messages/threads/${thread._id}`, maker.authorization);
    expect(detail.headers['content-type']).toMatch(/^application\/json/);
    expect(detail.json().messages[0].body).toBe(hostile);
    const mail = await latestMail(ctx, maker.user.email);
    expect(mail.htmlBody).not.toContain('<script>');
    expect(mail.htmlBody).not.toContain('<img src=x');
    expect(mail.htmlBody).toContain('&#60;script&#62;');
  });
});

describe('conversations: blocking', () => {
  it('a participant blocks the other side, who cannot write until unblocked', async () => {
    const asker = await buyer();
    const thread = await openWith(asker.authorization, { companyId: maker.companyId, body: 'Hi' });
    const url = `/api/messages/threads/${thread._id}`;
    expect((await call('POST', `${url}/block`, maker.authorization)).statusCode).toBe(204);

    const blocked = await call('POST', `${url}/messages`, asker.authorization, { body: 'Hello?' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'You cannot write in this conversation: the other side has blocked you.',
    });
    // Opening the thread again with a message is refused the same way, and writes nothing.
    const reopened = await call('POST', '/api/messages/threads', asker.authorization, {
      companyId: maker.companyId,
      body: 'Hello again?',
    });
    expect(reopened.statusCode).toBe(403);
    const blocker = await call('POST', `${url}/messages`, maker.authorization, { body: 'Bye' });
    expect(blocker.statusCode).toBe(403);
    expect(blocker.json().error).toBe('You have blocked this conversation. Unblock it to write.');
    expect((await call('GET', url, maker.authorization)).json()).toMatchObject({
      blockedByMe: true,
      blockedByThem: false,
      messages: [{ body: 'Hi' }],
    });
    expect((await call('GET', url, asker.authorization)).json()).toMatchObject({
      blockedByMe: false,
      blockedByThem: true,
    });

    expect((await call('DELETE', `${url}/block`, maker.authorization)).statusCode).toBe(204);
    const after = await call('POST', `${url}/messages`, asker.authorization, { body: 'Thanks' });
    expect(after.statusCode).toBe(201);
  });

  it('a blocked account cannot write: its sessions end, and the service refuses it too', async () => {
    const asker = await buyer();
    const thread = await openWith(asker.authorization, { companyId: maker.companyId, body: 'Hi' });
    await ctx.database.db
      .update(users)
      .set({ status: 'blocked' })
      .where(eq(users.id, asker.user.id));
    const reply = await call(
      'POST',
      `/api/messages/threads/${thread._id}/messages`,
      asker.authorization,
      { body: 'Still here' },
    );
    expect(reply.statusCode).toBe(401);
    expect(reply.json().error).toBe('You must be logged in to send a message.');
    const question = await call(
      'POST',
      `/api/products/${productId}/questions`,
      asker.authorization,
      { message: 'Still here' },
    );
    expect(question.statusCode).toBe(401);

    // A session read before the block (a request in flight) meets the service's own check.
    const blockedCtx = {
      db: ctx.database.db,
      locale: 'en-US' as const,
      config: ctx.config,
      kickMail: () => undefined,
      auth: {
        sessionId: 'in-flight',
        user: {
          _id: asker.user.id,
          username: asker.user.username,
          email: asker.user.email,
          firstName: 'Test',
          lastName: 'User',
          phone: null,
          companyId: null,
          permissions: 'user' as const,
          status: 'blocked' as const,
          registeredAt: new Date().toISOString(),
        },
      },
    };
    await expect(conversations.reply(blockedCtx, thread._id, 'Sneaky')).rejects.toMatchObject({
      statusCode: 403,
      code: 'ACCOUNT_BLOCKED',
      messageKey: 'messageAccountBlocked',
    });
    const detail = await call('GET', `/api/messages/threads/${thread._id}`, maker.authorization);
    expect(detail.json().messages.map((m: { body: string }) => m.body)).toEqual(['Hi']);
  });
});

describe('conversations: mail and limits', () => {
  it('mails the recipient in their language, at most once per thread per 15 minutes while unread', async () => {
    const polish = await addMaker(ctx, { autopay: false });
    await ctx.database.db
      .update(users)
      .set({ locale: 'pl-PL' })
      .where(eq(users.id, polish.user.id));
    const asker = await buyer();
    const before = await mailCount(ctx, polish.user.email);
    const thread = await openWith(asker.authorization, {
      companyId: polish.companyId,
      body: 'One',
    });
    const mail = await latestMail(ctx, polish.user.email);
    expect(mail.subject).toBe(`Nowa wiadomość od ${asker.user.username} w Kramiku`);
    const send = (body: string) =>
      call('POST', `/api/messages/threads/${thread._id}/messages`, asker.authorization, { body });
    await send('Two');
    await send('Three');
    expect(await mailCount(ctx, polish.user.email)).toBe(before + 1);

    // Once the maker has read the thread, the next message mails again.
    await call('POST', `/api/messages/threads/${thread._id}/read`, polish.authorization);
    await send('Four');
    expect(await mailCount(ctx, polish.user.email)).toBe(before + 2);
    await send('Five');
    expect(await mailCount(ctx, polish.user.email)).toBe(before + 2);

    // Still unread 15 minutes after the last mail: one more.
    await ctx.database.db
      .update(conversationThreads)
      .set({ makerMailedAt: new Date(Date.now() - MAIL_QUIET_MS - 1000) })
      .where(eq(conversationThreads.id, thread._id));
    await send('Six');
    expect(await mailCount(ctx, polish.user.email)).toBe(before + 3);
  });

  it('limits how many messages one sender writes a minute', async () => {
    const asker = await buyer();
    const { max } = SENDER_LIMITS[0];
    const thread = await openWith(asker.authorization, {
      companyId: otherMaker.companyId,
      body: '1',
    });
    for (let i = 2; i <= max; i += 1) {
      const response = await call(
        'POST',
        `/api/messages/threads/${thread._id}/messages`,
        asker.authorization,
        {
          body: String(i),
        },
      );
      expect(response.statusCode).toBe(201);
    }
    const over = await call(
      'POST',
      `/api/messages/threads/${thread._id}/messages`,
      asker.authorization,
      {
        body: 'one too many',
      },
    );
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'You are sending messages too quickly. Please wait a moment and try again.',
    });
    // Another sender is not affected.
    const answer = await call(
      'POST',
      `/api/messages/threads/${thread._id}/messages`,
      otherMaker.authorization,
      {
        body: 'Slow down, please.',
      },
    );
    expect(answer.statusCode).toBe(201);
  });
});
