import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '@kramik/contract';
import { orderItems, products, reports, reviews } from '../../db/schema/index.js';
import {
  callerOf,
  createTestApp,
  expectPagedToTheMicrosecond,
  latestMail,
  mailCount,
  signedIn,
  type TestContext,
  useTestApp,
} from '../../../test/helpers.js';
import {
  addMaker,
  insertCategory,
  insertProduct,
  placeOrders,
  productVersion,
} from '../../../test/marketplace.js';

// The per-address limit has its own app below.
const ctx = useTestApp({ CONTACT_RATE_LIMIT_MAX: '10000' });
const call = callerOf(ctx);
let categoryId: string;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  categoryId = await insertCategory(ctx, 'ceramics', 'Ceramics');
  admin = await signedIn(ctx, { permissions: 'admin' });
});

/** A maker with one product whose texts and price the test can check. */
async function makerWithProduct() {
  const maker = await addMaker(ctx, { autopay: false });
  const productId = await insertProduct(ctx, {
    companyId: maker.companyId,
    categoryId,
    price: 4500,
    quantity: 3,
    name: 'Cobalt jug',
  });
  await ctx.database.db
    .update(products)
    .set({ versions: [productVersion('en-US', 'Cobalt jug', 'Thrown by hand, fired twice.')] })
    .where(eq(products.id, productId));
  return { maker, productId };
}

const report = (overrides: Record<string, unknown> = {}) => ({
  reason: 'counterfeit',
  description: 'This jug is a factory copy.',
  targetType: 'none',
  ...overrides,
});

async function queue(status: 'open' | 'handled' = 'open') {
  const response = await call('GET', `/api/admin/reports?status=${status}`, admin.authorization);
  expect(response.statusCode).toBe(200);
  return response.json<{ items: AdminReport[]; nextCursor: string | null }>().items;
}

describe('POST /api/reports', () => {
  it('takes a visitor’s report of a product with a snapshot of the product as it was', async () => {
    const { maker, productId } = await makerWithProduct();
    const response = await call(
      'POST',
      '/api/reports',
      undefined,
      report({ targetType: 'product', targetId: productId, email: 'visitor@example.com' }),
    );
    expect(response.statusCode).toBe(201);
    const { _id } = response.json<{ _id: string }>();

    // The maker edits the product, then deletes it: the evidence stays as it was reported.
    await ctx.database.db
      .update(products)
      .set({ versions: [productVersion('en-US', 'Plain jug', 'Nothing to see.')], priceAmount: 1 })
      .where(eq(products.id, productId));
    const reported = (await queue()).find((r) => r._id === _id)!;
    await ctx.database.db.delete(products).where(eq(products.id, productId));
    const afterDeletion = (await queue()).find((r) => r._id === _id)!;

    for (const item of [reported, afterDeletion]) {
      expect(item).toMatchObject({
        reason: 'counterfeit',
        description: 'This jug is a factory copy.',
        targetType: 'product',
        targetId: productId,
        reporter: null,
        reporterEmail: 'visitor@example.com',
        status: 'open',
        snapshot: {
          type: 'product',
          name: 'Cobalt jug',
          description: 'Thrown by hand, fired twice.',
          price: { amount: 4500, currency: 'EUR' },
          maker: { _id: maker.companyId },
          pictures: [],
        },
      });
    }
  });

  it('takes a signed-in buyer’s report of a maker, with the account as reporter', async () => {
    const { maker } = await makerWithProduct();
    const buyer = await signedIn(ctx);
    const response = await call(
      'POST',
      '/api/reports',
      buyer.authorization,
      report({ reason: 'fraud', targetType: 'company', targetId: maker.companyId }),
    );
    expect(response.statusCode).toBe(201);
    const item = (await queue()).find((r) => r._id === response.json()._id)!;
    expect(item).toMatchObject({
      reason: 'fraud',
      reporter: { _id: buyer.user.id, username: buyer.user.username },
      reporterEmail: buyer.user.email,
      snapshot: { type: 'company', shortName: expect.stringMatching(/^Studio /) },
    });
  });

  it('takes general suspicious activity with no target', async () => {
    const response = await call('POST', '/api/reports', undefined, report({ reason: 'other' }));
    expect(response.statusCode).toBe(201);
    const item = (await queue()).find((r) => r._id === response.json()._id)!;
    expect(item).toMatchObject({ targetType: 'none', targetId: null, snapshot: { type: 'none' } });
  });

  it('keeps a review’s stars, comment and the maker’s answer as they were', async () => {
    const { maker } = await makerWithProduct();
    const { user, orders } = await placeOrders(ctx, categoryId, maker);
    const [item] = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, orders[0]!._id));
    const [review] = await ctx.database.db
      .insert(reviews)
      .values({
        orderItemId: item!.id,
        productId: item!.productId!,
        companyId: maker.companyId,
        authorId: user.id,
        rating: 1,
        comment: 'Broke in a day <b>fake</b>',
        answer: 'We are sorry',
        answeredAt: new Date(),
      })
      .returning();
    const response = await call(
      'POST',
      '/api/reports',
      undefined,
      report({ reason: 'abusive', targetType: 'review', targetId: review!.id }),
    );
    expect(response.statusCode, response.body).toBe(201);
    await ctx.database.db.delete(reviews).where(eq(reviews.id, review!.id));
    const item2 = (await queue()).find((r) => r._id === response.json()._id)!;
    expect(item2.snapshot).toEqual({
      type: 'review',
      rating: 1,
      text: 'Broke in a day <b>fake</b>',
      answer: 'We are sorry',
      author: { _id: null, name: 'Test U.' },
      productId: item!.productId,
    });
  });

  it('keeps a message for a participant of its thread only', async () => {
    const { maker } = await makerWithProduct();
    const buyer = await signedIn(ctx);
    const opened = await call('POST', '/api/messages/threads', buyer.authorization, {
      companyId: maker.companyId,
      body: 'Pay me outside Kramik <script>x</script>',
    });
    expect(opened.statusCode, opened.body).toBeLessThan(300);
    const messageId = opened.json<{ messages: { _id: string }[] }>().messages[0]!._id;
    const toReport = report({ reason: 'fraud', targetType: 'message', targetId: messageId });

    // Only the thread's two sides have read it: anyone else meets a 404, as for a missing one.
    const stranger = await signedIn(ctx);
    expect((await call('POST', '/api/reports', undefined, toReport)).statusCode).toBe(404);
    expect((await call('POST', '/api/reports', stranger.authorization, toReport)).statusCode).toBe(
      404,
    );

    const response = await call('POST', '/api/reports', maker.authorization, toReport);
    expect(response.statusCode, response.body).toBe(201);
    const item = (await queue()).find((r) => r._id === response.json()._id)!;
    expect(item.snapshot).toEqual({
      type: 'message',
      text: 'Pay me outside Kramik <script>x</script>',
      author: { _id: buyer.user.id, name: buyer.user.username },
      threadId: opened.json()._id,
    });
  });

  it('answers 404 for a target that does not exist', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const targetType of ['product', 'company', 'review', 'message']) {
      const response = await call(
        'POST',
        '/api/reports',
        undefined,
        report({ targetType, targetId: unknown }),
      );
      expect(response.statusCode, targetType).toBe(404);
    }
  });

  it('names each invalid field with its message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ reason: undefined }, 'reason', 'This field is required'],
      [{ reason: 'boring' }, 'reason', 'This value is not valid'],
      [{ description: undefined }, 'description', 'This field is required'],
      [{ description: '   ' }, 'description', 'This field is required'],
      [{ description: 'x'.repeat(2001) }, 'description', 'Use at most 2,000 characters.'],
      [
        { description: 'bad\u0000byte' },
        'description',
        'This field contains characters that are not allowed.',
      ],
      [{ targetType: 'planet' }, 'targetType', 'This value is not valid'],
      [{ targetType: 'product' }, 'targetId', 'This field is required'],
      [{ targetType: 'product', targetId: 'nope' }, 'targetId', 'This value is not valid'],
      [{ targetId: '00000000-0000-4000-8000-000000000000' }, 'targetId', 'This value is not valid'],
      [{ email: 'not-an-address' }, 'email', 'Enter a valid e-mail address.'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/api/reports', undefined, report(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().fields?.[field], JSON.stringify(overrides)).toBe(message);
    }
  });

  it('keeps 2,000 characters and stores HTML as the text it is', async () => {
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const long = await call(
      'POST',
      '/api/reports',
      undefined,
      report({ description: 'x'.repeat(2000) }),
    );
    expect(long.statusCode).toBe(201);
    const response = await call('POST', '/api/reports', undefined, report({ description: html }));
    expect(response.statusCode).toBe(201);
    const item = (await queue()).find((r) => r._id === response.json()._id)!;
    expect(item.description).toBe(html);
  });
});

describe('the per-address limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ CONTACT_RATE_LIMIT_MAX: '2' });
  });

  it('answers 429 past the budget shared with the contact form', async () => {
    const send = callerOf(limited);
    expect((await send('POST', '/api/reports', undefined, report())).statusCode).toBe(201);
    const contact = await send('POST', '/api/contact', undefined, {
      name: 'Ola',
      email: 'ola@example.com',
      message: 'Hello',
    });
    expect(contact.statusCode).toBe(201);
    const third = await send('POST', '/api/reports', undefined, report(), {
      'accept-language': 'pl-PL',
    });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({
      code: 'RATE_LIMITED',
      error: 'Zbyt wiele żądań. Odczekaj chwilę i spróbuj ponownie.',
    });
    expect(third.headers['retry-after']).toBeDefined();
  });
});

describe('the moderation queue', () => {
  it('is for administrators only', async () => {
    const buyer = await signedIn(ctx);
    const maker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/reports'],
      ['POST', `/api/admin/reports/${id}/dismiss`, {}],
      ['POST', `/api/admin/reports/${id}/resolve`, { note: 'Hidden.' }],
    ];
    for (const [method, url, body] of calls) {
      const m = method as 'GET' | 'POST';
      expect((await call(m, url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(m, url, buyer.authorization, body)).statusCode, url).toBe(403);
      expect((await call(m, url, maker.authorization, body)).statusCode, url).toBe(403);
    }
  });

  it('lists open reports newest first and pages through them', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await call(
        'POST',
        '/api/reports',
        undefined,
        report({ description: `#${i}` }),
      );
      ids.push(response.json()._id);
    }
    const first = await call('GET', '/api/admin/reports?limit=2', admin.authorization);
    const page = first.json<{ items: AdminReport[]; nextCursor: string }>();
    expect(page.items.map((r) => r._id)).toEqual([ids[2], ids[1]]);
    const second = await call(
      'GET',
      `/api/admin/reports?limit=2&cursor=${page.nextCursor}`,
      admin.authorization,
    );
    expect(second.json().items[0]._id).toBe(ids[0]);
  });

  it('pages through the reports of one millisecond newest first, each once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await call('POST', '/api/reports', undefined, report())).json()._id);
    await expectPagedToTheMicrosecond(
      ctx,
      reports.createdAt,
      reports.id,
      ids,
      '/api/admin/reports',
      admin.authorization,
    );
  });

  it('resolves a report with a note and mails the reporter once', async () => {
    const buyer = await signedIn(ctx);
    const created = await call('POST', '/api/reports', buyer.authorization, report(), {
      'accept-language': 'pl-PL',
    });
    const id = created.json()._id;
    const missingNote = await call(
      'POST',
      `/api/admin/reports/${id}/resolve`,
      admin.authorization,
      {
        note: ' ',
      },
    );
    expect(missingNote.statusCode, missingNote.body).toBe(400);
    expect(missingNote.json().fields.note).toBe('This field is required');

    const resolved = await call('POST', `/api/admin/reports/${id}/resolve`, admin.authorization, {
      note: 'The listing is hidden and the maker warned.',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      note: 'The listing is hidden and the maker warned.',
      handledBy: { _id: admin.user.id, username: admin.user.username },
    });
    expect(resolved.json().handledAt).toEqual(expect.any(String));
    const mail = await latestMail(ctx, buyer.user.email);
    expect(mail.subject).toBe('Twoje zgłoszenie w Kramiku zostało rozpatrzone');
    expect(mail.textBody).toContain('The listing is hidden and the maker warned.');

    expect((await queue()).some((r) => r._id === id)).toBe(false);
    expect((await queue('handled')).some((r) => r._id === id)).toBe(true);

    // The first decision stands: no second handling, no second mail.
    const again = await call('POST', `/api/admin/reports/${id}/dismiss`, admin.authorization, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This report has already been handled.');
    expect(await mailCount(ctx, buyer.user.email)).toBe(1);
  });

  it('dismisses a report without a note; a visitor who left no address gets no mail', async () => {
    const created = await call('POST', '/api/reports', undefined, report());
    const id = created.json()._id;
    const dismissed = await call(
      'POST',
      `/api/admin/reports/${id}/dismiss`,
      admin.authorization,
      {},
    );
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json()).toMatchObject({ status: 'dismissed', note: null });
  });

  it('answers 404 for an unknown report', async () => {
    const response = await call(
      'POST',
      '/api/admin/reports/00000000-0000-4000-8000-000000000000/dismiss',
      admin.authorization,
      {},
    );
    expect(response.statusCode).toBe(404);
  });
});
