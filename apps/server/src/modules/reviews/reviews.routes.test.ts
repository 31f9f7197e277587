import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  OrderReviews,
  OwnReview,
  ProductDetail,
  ProductPage,
  PublicCompany,
  PublicReview,
  ReviewPage,
} from '@kramik/contract';
import { companies, mailOutbox, products, reviews, users } from '../../db/schema/index.js';
import { recordPastOrder } from '../orders/order-lifecycle.js';
import {
  callerOf,
  latestMail,
  mailCount,
  signedIn,
  useTestApp,
  type TestUser,
} from '../../../test/helpers.js';
import { insertCategory, insertProduct } from '../../../test/marketplace.js';

const ctx = useTestApp();
const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(ctx)(...args);
const DAY = 24 * 60 * 60 * 1000;

interface Person {
  user: TestUser;
  authorization: string;
}
let categoryId: string;
let maker: Person;
let otherMaker: Person;

beforeAll(async () => {
  categoryId = await insertCategory(ctx, 'ceramics', 'Ceramics');
  maker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  otherMaker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
});

const buyer = () => signedIn(ctx);
const product = (name = 'Jug', of: Person = maker) =>
  insertProduct(ctx, { companyId: of.user.companyId!, categoryId, price: 4000, quantity: 5, name });

/**
 * An order of the buyer's with one line per product, recorded as it stands: received `daysAgo`
 * days ago unless its status is not a received one. Answers the order and its item ids.
 */
async function order(
  who: Person,
  productIds: string[],
  options: { status?: string; daysAgo?: number; of?: Person } = {},
) {
  const status = options.status ?? 'delivered';
  const received = new Date(Date.now() - (options.daysAgo ?? 1) * DAY);
  const placed = new Date(received.getTime() - 3 * DAY);
  const history = [{ status: 'paid', actorRole: 'system', createdAt: placed }];
  if (['delivered', 'picked_up', 'completed'].includes(status)) {
    history.push({ status: 'delivered', actorRole: 'seller', createdAt: received });
  }
  const orderId = await ctx.database.db.transaction((tx) =>
    recordPastOrder(tx, {
      order: {
        number: `MK-T-${randomUUID().slice(0, 8)}`,
        checkoutId: randomUUID(),
        buyerId: who.user.id,
        companyId: (options.of ?? maker).user.companyId!,
        status,
        paymentStatus: 'paid',
        paymentType: 'online',
        currency: 'EUR',
        itemsAmount: 4000 * productIds.length,
        deliveryAmount: 0,
        totalAmount: 4000 * productIds.length,
        paidAmount: 4000 * productIds.length,
        commissionBasisPoints: 800,
        commissionAmount: 320 * productIds.length,
        receivingMethod: 'delivery',
        carrier: 'dpd_courier',
        customerName: 'Test User',
        customerEmail: who.user.email,
        country: 'PL',
        createdAt: placed,
        updatedAt: received,
      },
      items: productIds.map((productId, i) => ({
        productId,
        name: `Item ${i + 1}`,
        unitAmount: 4000,
        quantity: 1,
        lineAmount: 4000,
      })),
      history,
    }),
  );
  const listed = await call('GET', `/api/orders/${orderId}/reviews`, who.authorization);
  expect(listed.statusCode, listed.body).toBe(200);
  const items = listed.json<OrderReviews>().items.map((item) => item.orderItemId);
  return { orderId, items };
}

const rate = (who: Person, orderItemId: string, rating: number, comment = '', locale = 'en-US') =>
  call(
    'POST',
    '/api/reviews',
    who.authorization,
    { orderItemId, rating, comment },
    {
      'accept-language': locale,
    },
  );

async function reviewsOf(productId: string, query = '') {
  const res = await call('GET', `/api/products/${productId}/reviews${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReviewPage>();
}

async function companyRating(companyId: string) {
  const res = await call('GET', `/api/companies/${companyId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PublicCompany>().rating;
}

describe('rating a received item', () => {
  it('writes the review, shows it on the product with the summary, and tells the maker', async () => {
    const b = await buyer();
    const p = await product('Blue jug');
    const { items } = await order(b, [p]);

    const res = await rate(b, items[0]!, 5, '  Lovely glaze  ');
    expect(res.statusCode, res.body).toBe(201);
    const own = res.json<OwnReview>();
    expect(own).toMatchObject({
      rating: 5,
      comment: 'Lovely glaze',
      author: 'Test U.',
      editable: true,
    });

    const page = await reviewsOf(p);
    expect(page.summary).toEqual({ average: 5, count: 1, distribution: [0, 0, 0, 0, 1] });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      rating: 5,
      comment: 'Lovely glaze',
      author: 'Test U.',
      verifiedPurchase: true,
      answer: null,
    });

    const detail = (await call('GET', `/api/products/${p}`)).json<ProductDetail>();
    expect(detail.rating).toEqual({ average: 5, count: 1 });
    const mail = await latestMail(ctx, maker.user.email);
    expect(mail.subject).toContain('Item 1');
    expect(mail.links.some((link) => link.includes(`/products/${p}`))).toBe(true);

    const listed = await call(
      'GET',
      `/api/orders/${(await order(b, [p])).orderId}/reviews`,
      b.authorization,
    );
    expect(listed.json<OrderReviews>().items[0]).toMatchObject({ canReview: true, review: null });
  });

  it('needs an item and a rating: "Rate and then send", in the caller\'s language', async () => {
    const b = await buyer();
    const { items } = await order(b, [await product()]);
    const noRating = await call('POST', '/api/reviews', b.authorization, {
      orderItemId: items[0],
      comment: 'Nice',
    });
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json().fields.rating).toBe('Rate and then send');
    for (const rating of [0, 6, 4.5]) {
      const wrong = await rate(b, items[0]!, rating);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields.rating).toBe('Rate and then send');
    }
    const noItem = await call('POST', '/api/reviews', b.authorization, { rating: 4 });
    expect(noItem.statusCode).toBe(400);
    expect(noItem.json().fields.orderItemId).toBe('Rate and then send');
    const polish = await call(
      'POST',
      '/api/reviews',
      b.authorization,
      { orderItemId: items[0] },
      { 'accept-language': 'pl-PL' },
    );
    expect(polish.json().fields.rating).toBe('Oceń, a następnie wyślij');
  });

  it('takes a comment of at most 60 characters', async () => {
    const b = await buyer();
    const { items } = await order(b, [await product()]);
    const long = await rate(b, items[0]!, 4, 'x'.repeat(61));
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.comment).toBe('The comment can have at most 60 characters.');
    const exact = await rate(b, items[0]!, 4, 'ż'.repeat(60));
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('refuses an item the caller did not buy or has not received, or received too long ago', async () => {
    const b = await buyer();
    const stranger = await buyer();
    const p = await product();
    const { orderId, items } = await order(b, [p]);

    const notTheirs = await rate(stranger, items[0]!, 5);
    expect(notTheirs.statusCode).toBe(404);
    const otherOrder = await call('GET', `/api/orders/${orderId}/reviews`, stranger.authorization);
    expect(otherOrder.statusCode).toBe(404);
    expect(otherOrder.body).not.toContain(items[0]);
    const noSuchItem = await rate(b, randomUUID(), 5);
    expect(noSuchItem.statusCode).toBe(404);

    const shipped = await order(b, [p], { status: 'shipped' });
    const early = await rate(b, shipped.items[0]!, 5);
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toBe(
      'You can rate an item once its order has been delivered or picked up.',
    );
    const listed = await call('GET', `/api/orders/${shipped.orderId}/reviews`, b.authorization);
    expect(listed.json<OrderReviews>()).toMatchObject({ receivedAt: null });
    expect(listed.json<OrderReviews>().items[0]!.canReview).toBe(false);

    const old = await order(b, [p], { daysAgo: 91 });
    const late = await rate(b, old.items[0]!, 5);
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe('Items can be rated within 90 days of receiving them.');
    const completed = await order(b, [p], { status: 'completed', daysAgo: 89 });
    expect((await rate(b, completed.items[0]!, 5)).statusCode).toBe(201);

    const visitor = await call('POST', '/api/reviews', undefined, {
      orderItemId: items[0],
      rating: 5,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it("refuses a maker's rating of their own piece, bought from their own shop", async () => {
    const p = await product();
    const { orderId, items } = await order(maker, [p]);
    const own = await rate(maker, items[0]!, 5);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('You cannot rate your own pieces.');
    const listed = await call('GET', `/api/orders/${orderId}/reviews`, maker.authorization);
    expect(listed.json<OrderReviews>().items[0]!.canReview).toBe(false);
    expect((await reviewsOf(p)).summary.count).toBe(0);
    // The same maker buying from another maker rates as any buyer.
    const theirs = await order(maker, [await product('Bowl', otherMaker)], { of: otherMaker });
    expect((await rate(maker, theirs.items[0]!, 4)).statusCode).toBe(201);
  });

  it('takes one review per order item: a second one is a 409', async () => {
    const b = await buyer();
    const p = await product();
    const { items } = await order(b, [p, p]);
    expect((await rate(b, items[0]!, 5)).statusCode).toBe(201);
    const again = await rate(b, items[0]!, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      error: 'You have already rated this item. You can change your review instead.',
    });
    // The same product on another line of the order is another item.
    expect((await rate(b, items[1]!, 3)).statusCode).toBe(201);
    const page = await reviewsOf(p);
    expect(page.summary).toEqual({ average: 4, count: 2, distribution: [0, 0, 1, 0, 1] });
  });

  it('refuses a blocked user', async () => {
    const b = await buyer();
    const { items } = await order(b, [await product()]);
    await ctx.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, b.user.id));
    const res = await rate(b, items[0]!, 5);
    expect([401, 403]).toContain(res.statusCode);
    const [row] = await ctx.database.db
      .select()
      .from(reviews)
      .where(eq(reviews.orderItemId, items[0]!));
    expect(row).toBeUndefined();
  });

  it('stores HTML and script as text and returns it unchanged', async () => {
    const b = await buyer();
    const p = await product();
    const { items } = await order(b, [p]);
    const comment = '<img src=x onerror=alert(1)>';
    const res = await rate(b, items[0]!, 2, comment);
    expect(res.statusCode, res.body).toBe(201);
    expect((await reviewsOf(p)).items[0]!.comment).toBe(comment);
  });
});

describe('the rating summary columns', () => {
  it('follow creation and edits, on the product and on the maker', async () => {
    const m = await signedIn(ctx, { permissions: 'seller', withCompany: true });
    const a = await product('Bowl', m);
    const c = await product('Cup', m);
    const b1 = await buyer();
    const b2 = await buyer();
    const o1 = await order(b1, [a, c], { of: m });
    const o2 = await order(b2, [a], { of: m });
    expect(await companyRating(m.user.companyId!)).toEqual({ average: null, count: 0 });

    const r1 = (await rate(b1, o1.items[0]!, 5)).json<OwnReview>();
    expect((await rate(b2, o2.items[0]!, 2)).statusCode).toBe(201);
    expect((await rate(b1, o1.items[1]!, 4)).statusCode).toBe(201);
    expect((await reviewsOf(a)).summary).toEqual({
      average: 3.5,
      count: 2,
      distribution: [0, 1, 0, 0, 1],
    });
    expect((await reviewsOf(c)).summary.average).toBe(4);
    // The maker's mean is over every review of every product: (5 + 2 + 4) / 3.
    expect(await companyRating(m.user.companyId!)).toEqual({ average: 3.7, count: 3 });

    const edited = await call('PATCH', `/api/reviews/${r1._id}`, b1.authorization, {
      rating: 1,
      comment: 'Cracked after a week',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<OwnReview>()).toMatchObject({ rating: 1, comment: 'Cracked after a week' });
    expect(edited.json<OwnReview>().editedAt).not.toBeNull();
    expect((await reviewsOf(a)).summary).toEqual({
      average: 1.5,
      count: 2,
      distribution: [1, 1, 0, 0, 0],
    });
    expect(await companyRating(m.user.companyId!)).toEqual({ average: 2.3, count: 3 });
    const [row] = await ctx.database.db
      .select({ count: companies.ratingCount, sum: companies.ratingSum })
      .from(companies)
      .where(eq(companies.id, m.user.companyId!));
    expect(row).toEqual({ count: 3, sum: 7 });

    // The catalog's card, sort and "4 stars and up" filter read the same columns.
    const best = await call('GET', `/api/products?seller=${m.user.companyId}&sort=rating`);
    expect(best.json<ProductPage>().items.map((item) => item._id)).toEqual([c, a]);
    const fourUp = await call('GET', `/api/products?seller=${m.user.companyId}&minRating=4`);
    expect(fourUp.json<ProductPage>().items.map((item) => [item._id, item.rating])).toEqual([
      [c, { average: 4, count: 1 }],
    ]);
    const [search] = await ctx.database.db
      .select({ average: products.ratingAverage })
      .from(products)
      .where(eq(products.id, a));
    expect(search!.average).toBe(1.5);
  });
});

describe('a deleted product', () => {
  it("takes its reviews out of the maker's rating", async () => {
    const m = await signedIn(ctx, { permissions: 'seller', withCompany: true });
    const kept = await product('Kept', m);
    const gone = await product('Gone', m);
    const b = await buyer();
    const { items } = await order(b, [kept, gone], { of: m });
    expect((await rate(b, items[0]!, 2)).statusCode).toBe(201);
    expect((await rate(b, items[1]!, 5)).statusCode).toBe(201);
    expect(await companyRating(m.user.companyId!)).toEqual({ average: 3.5, count: 2 });
    const deleted = await call('DELETE', `/api/seller/products/${gone}`, m.authorization);
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await companyRating(m.user.companyId!)).toEqual({ average: 2, count: 1 });
  });
});

describe('changing a review', () => {
  it('is for its author, within 30 days of writing it', async () => {
    const b = await buyer();
    const stranger = await buyer();
    const p = await product();
    const { items } = await order(b, [p]);
    const review = (await rate(b, items[0]!, 3, 'ok')).json<OwnReview>();

    const notTheirs = await call('PATCH', `/api/reviews/${review._id}`, stranger.authorization, {
      rating: 1,
    });
    expect(notTheirs.statusCode).toBe(404);
    const noRating = await call('PATCH', `/api/reviews/${review._id}`, b.authorization, {
      comment: 'x',
    });
    expect(noRating.json().fields.rating).toBe('Rate and then send');
    const tooLong = await call('PATCH', `/api/reviews/${review._id}`, b.authorization, {
      rating: 4,
      comment: 'y'.repeat(61),
    });
    expect(tooLong.statusCode).toBe(400);

    await ctx.database.db
      .update(reviews)
      .set({
        createdAt: new Date(Date.now() - 31 * DAY),
        updatedAt: new Date(Date.now() - 31 * DAY),
      })
      .where(eq(reviews.id, review._id));
    const late = await call('PATCH', `/api/reviews/${review._id}`, b.authorization, {
      rating: 5,
      comment: 'better now',
    });
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe('A review can be changed within 30 days of writing it.');
    expect((await reviewsOf(p)).summary.average).toBe(3);
  });
});

describe("the maker's answer", () => {
  it('is given once, publicly, by the maker of the product only', async () => {
    const b = await buyer();
    const p = await product('Vase');
    const { items } = await order(b, [p]);
    const review = (await rate(b, items[0]!, 4, 'Pretty')).json<OwnReview>();
    const url = `/api/seller/reviews/${review._id}/answer`;

    expect((await call('POST', url, b.authorization, { answer: 'me?' })).statusCode).toBe(403);
    const stranger = await call('POST', url, otherMaker.authorization, { answer: 'Not mine' });
    expect(stranger.statusCode).toBe(404);
    const empty = await call('POST', url, maker.authorization, { answer: '  ' });
    expect(empty.statusCode).toBe(400);

    const answered = await call('POST', url, maker.authorization, {
      answer: 'Thank you! <b>bold</b>',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json<PublicReview>().answer?.text).toBe('Thank you! <b>bold</b>');
    const again = await call('POST', url, maker.authorization, { answer: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This review has already been answered.');

    const page = await reviewsOf(p);
    expect(page.items[0]!.answer?.text).toBe('Thank you! <b>bold</b>');
  });
});

describe('lists', () => {
  it("pages a product's reviews newest first", async () => {
    const p = await product('Plate');
    const written: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const b = await buyer();
      const { items } = await order(b, [p]);
      written.push((await rate(b, items[0]!, 3 + (i % 3), `review ${i}`)).json<OwnReview>()._id);
    }
    const first = await reviewsOf(p, '?limit=2');
    expect(first.items.map((r) => r._id)).toEqual([written[2], written[1]]);
    expect(first.nextCursor).not.toBeNull();
    const second = await reviewsOf(p, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((r) => r._id)).toEqual([written[0]]);
    expect(second.nextCursor).toBeNull();
    expect((await call('GET', `/api/products/${randomUUID()}/reviews`)).statusCode).toBe(404);
  });
});

describe('the invitation to review', () => {
  it('goes to the buyer once, when the order is received', async () => {
    const b = await buyer();
    const { orderId } = await order(b, [await product()], { status: 'shipped' });
    const before = await mailCount(ctx, b.user.email);
    const delivered = await call(
      'POST',
      `/api/seller/orders/${orderId}/status`,
      maker.authorization,
      {
        status: 'delivered',
      },
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    const completed = await call(
      'POST',
      `/api/seller/orders/${orderId}/status`,
      maker.authorization,
      {
        status: 'completed',
      },
    );
    expect(completed.statusCode, completed.body).toBe(200);
    const invitations = (
      await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, b.user.email))
    ).filter((mail) => mail.subject.startsWith('How was your order'));
    expect(invitations).toHaveLength(1);
    expect(invitations[0]!.textBody).toContain('/userorders');
    // The status mails (delivered, completed) and the one invitation.
    expect(await mailCount(ctx, b.user.email)).toBe(before + 3);
  });
});
