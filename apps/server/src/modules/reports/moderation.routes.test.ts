import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '@kramik/contract';
import {
  auditLog,
  companies,
  orderItems,
  products,
  reviews,
  users,
} from '../../db/schema/index.js';
import { callerOf, latestMail, mailCount, signedIn, useTestApp } from '../../../test/helpers.js';
import { addMaker, insertCategory, insertProduct, placeOrders } from '../../../test/marketplace.js';
import { recordPastReview } from '../reviews/reviews.service.js';

const ctx = useTestApp({ CONTACT_RATE_LIMIT_MAX: '10000' });
const call = callerOf(ctx);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let categoryId: string;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  categoryId = await insertCategory(ctx, 'moderation', 'Moderation');
  admin = await signedIn(ctx, { permissions: 'admin' });
});

const fileReport = async (
  targetType: string,
  targetId: string | undefined,
  authorization?: string,
) => {
  const response = await call('POST', '/api/reports', authorization, {
    reason: 'abusive',
    description: 'Please look at this.',
    targetType,
    ...(targetId ? { targetId } : {}),
    ...(authorization ? {} : { email: 'reporter@example.com' }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
};

const act = (id: string, body: unknown, authorization = admin.authorization) =>
  call('POST', `/api/admin/reports/${id}/action`, authorization, body);

/** The audit entries written since `since` (the tests share one database). */
async function entriesSince(since: Date) {
  const rows = await ctx.database.db.select().from(auditLog);
  return rows.filter((row) => row.createdAt >= since);
}

async function productRating(productId: string) {
  const [row] = await ctx.database.db
    .select({ count: products.ratingCount, average: products.ratingAverage })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

async function makerRating(companyId: string) {
  const [row] = await ctx.database.db
    .select({ count: companies.ratingCount, sum: companies.ratingSum })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row!;
}

/** A maker's product with two reviews (5 and 1 stars, columns kept as a review write keeps them). */
async function reviewedProduct() {
  const maker = await addMaker(ctx, { autopay: false });
  const productId = await insertProduct(ctx, {
    companyId: maker.companyId,
    categoryId,
    price: 4000,
    quantity: 5,
    name: 'Reviewed bowl',
  });
  const reviewIds: string[] = [];
  for (const rating of [5, 1]) {
    const { user, orders } = await placeOrders(ctx, categoryId, maker);
    const [item] = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orders[0]!._id));
    // The review is of the product under test (the order's own jug is only the carrier).
    await ctx.database.db.update(orderItems).set({ productId }).where(eq(orderItems.id, item!.id));
    await ctx.database.db.transaction((tx) =>
      recordPastReview(
        tx,
        {
          orderItemId: item!.id,
          productId,
          companyId: maker.companyId,
          authorId: user.id,
          rating,
          comment: rating === 5 ? 'Lovely' : 'Rude words',
          createdAt: new Date(),
        },
        orders[0]!._id,
      ),
    );
    const [review] = await ctx.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.orderItemId, item!.id));
    reviewIds.push(review!.id);
  }
  return { maker, productId, reviewIds };
}

describe('moderation actions: access and input', () => {
  it('are for administrators only', async () => {
    const buyer = await signedIn(ctx);
    const maker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
    const calls: [string, unknown][] = [
      [`/api/admin/reports/${UNKNOWN}/action`, { action: 'dismiss' }],
      [`/api/admin/moderation/reviews/${UNKNOWN}/unhide`, { note: 'Fine after all.' }],
      [`/api/admin/moderation/products/${UNKNOWN}/unhide`, { note: 'Fine after all.' }],
    ];
    for (const [url, body] of calls) {
      expect((await call('POST', url, undefined, body)).statusCode, url).toBe(401);
      expect((await call('POST', url, buyer.authorization, body)).statusCode, url).toBe(403);
      expect((await call('POST', url, maker.authorization, body)).statusCode, url).toBe(403);
    }
  });

  it('names each invalid field and never answers 500', async () => {
    const id = await fileReport('none', undefined);
    const noAction = await act(id, { note: 'x' });
    expect(noAction.statusCode).toBe(400);
    expect(noAction.json().fields.action).toBe('This field is required');
    const badAction = await act(id, { action: 'burn', note: 'x' });
    expect(badAction.statusCode).toBe(400);
    const noNote = await act(id, { action: 'resolve', note: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().fields.note).toBe('This field is required');
    const long = await act(id, { action: 'dismiss', note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.note).toBe('Use at most 2,000 characters.');
    // An action that does not fit what was reported.
    const misfit = await act(id, { action: 'hideReview', note: 'Hide it.' });
    expect(misfit.statusCode).toBe(400);
    expect(misfit.json().fields.action).toBe('This action does not apply to what was reported.');
    for (const body of [null, 'x', [], { action: 5 }, { action: 'dismiss', note: 7 }]) {
      expect((await act(id, body)).statusCode).toBeLessThan(500);
    }
    expect((await act('not-a-uuid', { action: 'dismiss' })).statusCode).toBe(400);
    expect((await act(UNKNOWN, { action: 'dismiss' })).statusCode).toBe(404);
  });
});

describe('moderation actions', () => {
  it('dismisses with one audit entry; a second decision is 409 and writes none', async () => {
    const id = await fileReport('none', undefined);
    const since = new Date();
    const response = await act(id, { action: 'dismiss', note: 'Nothing wrong.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminReport>()).toMatchObject({
      status: 'dismissed',
      action: 'dismiss',
      note: 'Nothing wrong.',
    });
    const again = await act(id, { action: 'resolve', note: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    const entries = await entriesSince(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'report.dismiss',
      targetType: 'report',
      targetId: id,
      actorId: admin.user.id,
      actorName: admin.user.username,
      before: { status: 'open' },
      after: { status: 'dismissed' },
      note: 'Nothing wrong.',
    });
    expect(await mailCount(ctx, 'reporter@example.com')).toBeGreaterThan(0);
  });

  it('hides a review: gone from the product’s list, stars out of both rating columns; shows it again', async () => {
    const { maker, productId, reviewIds } = await reviewedProduct();
    const [good, rude] = reviewIds as [string, string];
    expect(await productRating(productId)).toEqual({ count: 2, average: 3 });
    const makerBefore = await makerRating(maker.companyId);

    const buyer = await signedIn(ctx);
    const id = await fileReport('review', rude, buyer.authorization);
    const since = new Date();
    const response = await act(id, { action: 'hideReview', note: 'Insults.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'resolved', action: 'hideReview' });

    expect(await productRating(productId)).toEqual({ count: 1, average: 5 });
    expect(await makerRating(maker.companyId)).toEqual({
      count: makerBefore.count - 1,
      sum: makerBefore.sum - 1,
    });
    const list = await call('GET', `/api/products/${productId}/reviews`);
    expect(list.json().items.map((r: { _id: string }) => r._id)).toEqual([good]);
    expect(list.json().summary).toMatchObject({ count: 1, average: 5 });

    const entries = await entriesSince(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'review.hide',
      targetType: 'review',
      targetId: rude,
      before: { hidden: false },
      after: { hidden: true },
      note: 'Insults.',
    });
    // The reporter hears of it in their language.
    const mail = await latestMail(ctx, buyer.user.email);
    expect(mail.textBody).toContain('Insults.');

    // A second report of the same review: hidden already, 409, nothing written.
    const second = await fileReport('review', rude);
    const twice = await act(second, { action: 'hideReview', note: 'Again.' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This is hidden already.');

    // Shown again: stars back, one more audit entry.
    const sinceShow = new Date();
    const shown = await call(
      'POST',
      `/api/admin/moderation/reviews/${rude}/unhide`,
      admin.authorization,
      { note: 'Appeal accepted.' },
    );
    expect(shown.statusCode, shown.body).toBe(204);
    expect(await productRating(productId)).toEqual({ count: 2, average: 3 });
    expect(await makerRating(maker.companyId)).toEqual(makerBefore);
    expect(await entriesSince(sinceShow)).toMatchObject([
      { action: 'review.unhide', before: { hidden: true }, after: { hidden: false } },
    ]);
    const notHidden = await call(
      'POST',
      `/api/admin/moderation/reviews/${rude}/unhide`,
      admin.authorization,
      { note: 'Again.' },
    );
    expect(notHidden.statusCode).toBe(409);
    const unknown = await call(
      'POST',
      `/api/admin/moderation/reviews/${UNKNOWN}/unhide`,
      admin.authorization,
      { note: 'x' },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('hides a message: both participants see it removed; the report keeps the text', async () => {
    const maker = await addMaker(ctx, { autopay: false });
    const buyer = await signedIn(ctx);
    const opened = await call('POST', '/api/messages/threads', buyer.authorization, {
      companyId: maker.companyId,
      body: 'Pay me outside Kramik',
    });
    expect(opened.statusCode, opened.body).toBeLessThan(300);
    const threadId = opened.json<{ _id: string }>()._id;
    const messageId = opened.json<{ messages: { _id: string }[] }>().messages[0]!._id;
    const id = await fileReport('message', messageId, maker.authorization);
    const since = new Date();
    const response = await act(id, { action: 'hideMessage', note: 'Scam attempt.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().snapshot.text).toBe('Pay me outside Kramik');

    for (const authorization of [buyer.authorization, maker.authorization]) {
      const thread = await call('GET', `/api/messages/threads/${threadId}`, authorization);
      expect(thread.statusCode, thread.body).toBe(200);
      expect(thread.json().messages).toEqual([
        expect.objectContaining({ _id: messageId, body: '', removed: true }),
      ]);
      const list = await call('GET', '/api/messages/threads', authorization);
      const summary = list.json().items.find((t: { _id: string }) => t._id === threadId);
      expect(summary.lastMessage).toMatchObject({ excerpt: '', removed: true });
    }
    expect(await entriesSince(since)).toMatchObject([
      { action: 'message.hide', targetType: 'message', targetId: messageId },
    ]);
  });

  it('hides a product: gone from /api/products; listed again on unhide', async () => {
    const maker = await addMaker(ctx, { autopay: false });
    const productId = await insertProduct(ctx, {
      companyId: maker.companyId,
      categoryId,
      price: 4000,
      quantity: 5,
      name: 'Counterfeit vase',
    });
    const listed = async () =>
      (await call('GET', `/api/products?limit=50&categoryId=${categoryId}`))
        .json<{ items: { _id: string }[] }>()
        .items.some((p) => p._id === productId);
    expect(await listed()).toBe(true);
    const id = await fileReport('product', productId);
    const since = new Date();
    const response = await act(id, { action: 'hideProduct', note: 'Counterfeit.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await listed()).toBe(false);
    expect((await call('GET', `/api/products/${productId}`)).statusCode).toBe(404);
    expect(await entriesSince(since)).toMatchObject([
      { action: 'product.hide', targetType: 'product', targetId: productId, note: 'Counterfeit.' },
    ]);

    const shown = await call(
      'POST',
      `/api/admin/moderation/products/${productId}/unhide`,
      admin.authorization,
      { note: 'Original after all.' },
    );
    expect(shown.statusCode, shown.body).toBe(204);
    expect(await listed()).toBe(true);
    const again = await call(
      'POST',
      `/api/admin/moderation/products/${productId}/unhide`,
      admin.authorization,
      { note: 'x' },
    );
    expect(again.statusCode).toBe(409);
    expect(
      (
        await call(
          'POST',
          `/api/admin/moderation/products/${UNKNOWN}/unhide`,
          admin.authorization,
          {
            note: 'x',
          },
        )
      ).statusCode,
    ).toBe(404);
  });

  it('answers 404 when the reported object is gone', async () => {
    const maker = await addMaker(ctx, { autopay: false });
    const productId = await insertProduct(ctx, {
      companyId: maker.companyId,
      categoryId,
      price: 4000,
      quantity: 5,
      name: 'Vanishing cup',
    });
    const id = await fileReport('product', productId);
    await ctx.database.db.delete(products).where(eq(products.id, productId));
    const since = new Date();
    expect((await act(id, { action: 'hideProduct', note: 'x' })).statusCode).toBe(404);
    expect(await entriesSince(since)).toHaveLength(0);
    // The report stays open for another decision.
    expect((await act(id, { action: 'dismiss' })).statusCode).toBe(200);
  });

  it('blocks the maker behind a reported product with the note as the reason', async () => {
    const maker = await addMaker(ctx, { autopay: false });
    const productId = await insertProduct(ctx, {
      companyId: maker.companyId,
      categoryId,
      price: 4000,
      quantity: 5,
      name: 'Fraud kit',
    });
    const id = await fileReport('product', productId);
    const since = new Date();
    const response = await act(id, { action: 'blockUser', note: 'Selling counterfeits.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'resolved', action: 'blockUser' });
    const [user] = await ctx.database.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, maker.user.id));
    expect(user!.status).toBe('blocked');
    const entries = await entriesSince(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.status',
      targetType: 'user',
      targetId: maker.user.id,
      before: { status: 'active' },
      after: { status: 'blocked' },
      note: 'Selling counterfeits.',
    });
    expect((await latestMail(ctx, maker.user.email)).textBody).toContain('Selling counterfeits.');

    // The maker's products leave the catalog with the block.
    const list = await call('GET', `/api/products?limit=50&categoryId=${categoryId}`);
    expect(list.json().items.some((p: { _id: string }) => p._id === productId)).toBe(false);

    // Blocked already: 409, no entry.
    const second = await fileReport('company', maker.companyId);
    const sinceSecond = new Date();
    const twice = await act(second, { action: 'blockUser', note: 'Again.' });
    expect(twice.statusCode).toBe(409);
    expect(
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetId, maker.user.id), eq(auditLog.action, 'user.status'))),
    ).toHaveLength(1);
    expect(await entriesSince(sinceSecond)).toHaveLength(0);
  });
});
