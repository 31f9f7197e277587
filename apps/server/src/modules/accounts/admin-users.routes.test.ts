import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, reports, users } from '../../db/schema/index.js';
import {
  createUser,
  expectPagedToTheMicrosecond,
  latestMail,
  loginAs,
  signedIn,
  TEST_PASSWORD,
} from '../../../test/helpers.js';
import { TEST_SHIPPING_ADDRESS } from '../../../test/marketplace.js';
import { buyer, call, ctx, maker, productOf, useOrdersApp } from '../orders/orders.fixtures.js';
import { changeUserStatus } from './accounts.service.js';

useOrdersApp();

const admin = () => signedIn(ctx, { permissions: 'admin' });

/** The audit entries about one object. */
const auditOf = (targetId: string) =>
  ctx.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

const listed = async (query = '') =>
  (await call('GET', `/api/products?limit=50${query}`))
    .json()
    .items.map((item: { _id: string }) => item._id) as string[];

const update = (authorization: string, payload: Record<string, unknown>) =>
  call('PATCH', '/api/users/update', authorization, payload);

describe('who reaches the users screens', () => {
  it('answers 401 to visitors and 403 to buyers and makers on every route', async () => {
    const b = await buyer();
    const m = await maker(false);
    const target = await createUser(ctx);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/admin/users'],
      ['GET', `/api/admin/users/${target.id}`],
      ['POST', `/api/admin/companies/${m.companyId}/approve`],
      ['GET', '/api/admin/settings/maker-approval'],
      ['PUT', '/api/admin/settings/maker-approval', { makersNeedApproval: true }],
    ];
    for (const [method, url, body] of routes) {
      const m1 = method as 'GET';
      expect((await call(m1, url, undefined, body)).statusCode, url).toBe(401);
      expect((await call(m1, url, b.authorization, body)).statusCode, url).toBe(403);
      expect((await call(m1, url, m.authorization, body)).statusCode, url).toBe(403);
    }
    // A buyer cannot change anyone's status either, nor send a reason for themselves.
    const refused = await update(b.authorization, { userId: target.id, status: 'blocked' });
    expect(refused.statusCode).toBe(403);
    expect((await update(b.authorization, { firstName: 'Ola', reason: 'x' })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/users', () => {
  it('searches by name, login, e-mail or company and filters by role and status', async () => {
    const a = await admin();
    const m = await maker(false);
    const b = await createUser(ctx, { status: 'pending' });
    const search = async (query: string) =>
      (await call('GET', `/api/admin/users?limit=50&${query}`, a.authorization))
        .json()
        .items.map((u: { _id: string }) => u._id) as string[];
    expect(await search(`q=${m.user.username.toUpperCase()}`)).toEqual([m.user.id]);
    expect(await search(`q=${encodeURIComponent(b.email)}`)).toEqual([b.id]);
    const companyName = `Studio ${m.user.username.split('-')[1]}`;
    expect(await search(`q=${encodeURIComponent(companyName)}`)).toEqual([m.user.id]);
    expect(await search('q=Test%20User')).toContain(b.id);
    expect(await search('q=%25')).toEqual([]);
    expect(await search('role=seller')).toContain(m.user.id);
    expect(await search('role=seller')).not.toContain(b.id);
    expect(await search('status=pending')).toEqual([b.id]);
    const page = await call('GET', `/api/admin/users?q=${m.user.username}`, a.authorization);
    expect(page.json().items[0]).toMatchObject({
      permissions: 'seller',
      status: 'active',
      company: { _id: m.companyId, listed: true, approvedAt: expect.any(String) },
    });
  });

  it('walks the pages without repeating anyone', async () => {
    const a = await admin();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/admin/users?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await call('GET', url, a.authorization);
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().items.map((u: { _id: string }) => u._id));
      cursor = res.json().nextCursor;
    } while (cursor);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toContain(a.user.id);
  });

  it('goes on with the accounts made in the same microsecond as the last one of a page', async () => {
    const a = await admin();
    const ids = [
      (await createUser(ctx)).id,
      (await createUser(ctx)).id,
      (await createUser(ctx)).id,
    ];
    // Accounts of the same microsecond: a cursor in milliseconds skipped the ones after the
    // page's last.
    await expectPagedToTheMicrosecond(
      ctx,
      users.createdAt,
      users.id,
      ids,
      '/api/admin/users',
      a.authorization,
    );
  });

  it('refuses bad filters with 400, never 500', async () => {
    const a = await admin();
    for (const query of [
      'role=king',
      'status=gone',
      'approval=yes',
      `q=${'x'.repeat(101)}`,
      'cursor=%00',
      'limit=0',
    ]) {
      const res = await call('GET', `/api/admin/users?${query}`, a.authorization);
      expect(res.statusCode, query).toBeLessThan(500);
      if (!query.startsWith('cursor')) expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows the user with their company, orders and the reports about them', async () => {
    const a = await admin();
    const m = await maker(false);
    const product = await productOf(m, 3000, 5, 'Quince jar');
    const b = await buyer();
    await call('POST', '/api/cart/items', b.authorization, { productId: product, quantity: 1 });
    const placed = await call('POST', '/api/orders', b.authorization, {
      groups: [{ sellerId: m.companyId, deliveryOptionId: m.courierId }],
      shippingAddress: TEST_SHIPPING_ADDRESS,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await ctx.database.db.insert(reports).values({
      reason: 'counterfeit',
      description: 'Not quince at all',
      targetType: 'product',
      targetId: product,
      snapshot: { name: 'Quince jar' } as never,
      locale: 'en-US',
    });
    const res = await call('GET', `/api/admin/users/${m.user.id}`, a.authorization);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: m.user.id,
      company: { _id: m.companyId },
      buyerOrders: [],
      companyOrders: [{ seller: { _id: m.companyId } }],
      reports: [{ reason: 'counterfeit', targetType: 'product', targetId: product }],
    });
    const asBuyer = (await call('GET', `/api/admin/users/${b.user.id}`, a.authorization)).json();
    expect(asBuyer).toMatchObject({ company: null, companyOrders: [], reports: [] });
    expect(asBuyer.buyerOrders).toHaveLength(1);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('GET', `/api/admin/users/${unknown}`, a.authorization)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/admin/users/nope', a.authorization)).statusCode).toBe(400);
  });
});

describe('blocking a maker (PATCH /api/users/update)', () => {
  it('takes their products and shops out at once, signs them out, stops new orders, and back', async () => {
    const a = await admin();
    const m = await maker(true);
    const product = await productOf(m, 2500, 5, 'Quince bowl');
    const b = await buyer();
    await call('POST', '/api/cart/items', b.authorization, { productId: product, quantity: 1 });
    expect(await listed('&q=quince%20bowl')).toEqual([product]);
    const before = (await auditOf(m.user.id)).length;

    const blocked = await update(a.authorization, {
      userId: m.user.id,
      status: 'blocked',
      reason: 'Counterfeit goods',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().user).toMatchObject({ status: 'blocked' });
    // The catalog, its search, the product page and the shops no longer show them.
    expect(await listed()).not.toContain(product);
    expect(await listed('&q=quince%20bowl')).toEqual([]);
    expect((await call('GET', `/api/products/${product}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/shops/${m.shopId}`)).statusCode).toBe(404);
    const pins = (await call('GET', '/api/shops')).json().items.map((s: { _id: string }) => s._id);
    expect(pins).not.toContain(m.shopId);
    // Signed out everywhere, and cannot sign in again.
    expect((await call('GET', '/api/seller/company', m.authorization)).statusCode).toBe(401);
    const login = await call('POST', '/api/users/login', undefined, {
      username: m.user.username,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({
      code: 'ACCOUNT_BLOCKED',
      error: 'This account is blocked. Please contact us.',
    });
    // Told why, in their language.
    const mail = await latestMail(ctx, m.user.email);
    expect(mail.subject).toBe('Your Kramik account has been blocked');
    expect(mail.textBody).toContain('Reason: Counterfeit goods');
    // One audit entry, with the reason.
    const entries = await auditOf(m.user.id);
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({
      action: 'user.status',
      actorId: a.user.id,
      before: { status: 'active' },
      after: { status: 'blocked' },
      note: 'Counterfeit goods',
    });
    // The buyer's cart keeps the line but cannot order it; nor can it be added again.
    const cart = (await call('GET', '/api/cart', b.authorization)).json();
    expect(cart.groups[0].lines[0]).toMatchObject({ productId: product, listed: false });
    const quote = await call('POST', '/api/checkout/quote', b.authorization, {
      groups: [{ sellerId: m.companyId, deliveryOptionId: m.courierId }],
      shippingAddress: TEST_SHIPPING_ADDRESS,
    });
    expect(quote.statusCode).toBe(409);
    expect(quote.json()).toMatchObject({
      code: 'PRODUCT_NOT_LISTED',
      error:
        '“Quince bowl” is not available at the moment and cannot be ordered. Remove it from the cart to continue.',
    });
    const order = await call('POST', '/api/orders', b.authorization, {
      groups: [{ sellerId: m.companyId, deliveryOptionId: m.courierId }],
      shippingAddress: TEST_SHIPPING_ADDRESS,
    });
    expect(order.statusCode).toBe(409);
    const other = await buyer();
    const add = await call('POST', '/api/cart/items', other.authorization, {
      productId: product,
      quantity: 1,
    });
    expect(add.statusCode).toBe(409);
    expect(add.json()).toMatchObject({
      error: 'This product is not available at the moment and cannot be ordered.',
    });

    // Unblocked: everything is back; one more audit entry.
    const unblocked = await update(a.authorization, { userId: m.user.id, status: 'active' });
    expect(unblocked.statusCode).toBe(200);
    expect(await listed('&q=quince%20bowl')).toEqual([product]);
    expect((await call('GET', `/api/shops/${m.shopId}`)).statusCode).toBe(200);
    expect(await loginAs(ctx, m.user)).toMatchObject({ token: expect.any(String) });
    expect(await auditOf(m.user.id)).toHaveLength(before + 2);
    const ordered = await call('POST', '/api/orders', b.authorization, {
      groups: [{ sellerId: m.companyId, deliveryOptionId: m.courierId }],
      shippingAddress: TEST_SHIPPING_ADDRESS,
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
  });

  it('changes a role with one audit entry; nothing changed writes none', async () => {
    const a = await admin();
    const u = await createUser(ctx);
    const res = await update(a.authorization, { userId: u.id, permissions: 'seller' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ permissions: 'seller' });
    expect(await auditOf(u.id)).toMatchObject([
      { action: 'user.role', before: { permissions: 'user' }, after: { permissions: 'seller' } },
    ]);
    await update(a.authorization, { userId: u.id, permissions: 'seller' });
    expect(await auditOf(u.id)).toHaveLength(1);
  });

  it('validates the reason and refuses one’s own account', async () => {
    const a = await admin();
    const u = await createUser(ctx);
    const long = await update(a.authorization, {
      userId: u.id,
      status: 'blocked',
      reason: 'x'.repeat(1001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toMatchObject({ reason: expect.any(String) });
    const own = await update(a.authorization, { userId: a.user.id, status: 'blocked' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('You cannot change your own status or permissions.');
    const unknown = await update(a.authorization, {
      userId: '00000000-0000-4000-8000-000000000000',
      status: 'blocked',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await auditOf(u.id)).toHaveLength(0);
  });
});

describe('the last active administrator', () => {
  it('cannot be blocked or demoted; another administrator can', async () => {
    const a = await admin();
    const other = await admin();
    // Two active administrators: one may demote the other, then give the role back.
    expect(
      (await update(a.authorization, { userId: other.user.id, permissions: 'seller' })).statusCode,
    ).toBe(200);
    expect(
      (await update(a.authorization, { userId: other.user.id, permissions: 'admin' })).statusCode,
    ).toBe(200);
    // Every other administrator is blocked first; the last one is then refused, whoever asks.
    const { users } = await import('../../db/schema/index.js');
    await ctx.database.db
      .update(users)
      .set({ status: 'blocked' })
      .where(and(eq(users.permissions, 'admin'), eq(users.status, 'active')));
    await ctx.database.db.update(users).set({ status: 'active' }).where(eq(users.id, a.user.id));
    // The caller's authority comes from its session; here the session of an admin who is no
    // longer one (a race between two admins), to reach the rule.
    const caller = {
      db: ctx.database.db,
      config: ctx.config,
      kickMail: () => undefined,
      auth: {
        sessionId: 'race',
        user: {
          _id: other.user.id,
          username: other.user.username,
          email: other.user.email,
          firstName: 'Test',
          lastName: 'User',
          phone: null,
          companyId: null,
          permissions: 'admin' as const,
          status: 'active' as const,
          registeredAt: new Date().toISOString(),
        },
      },
      locale: 'en-US' as const,
    };
    const before = (await auditOf(a.user.id)).length;
    await expect(changeUserStatus(caller, a.user.id, { status: 'blocked' })).rejects.toMatchObject({
      statusCode: 409,
      code: 'LAST_ADMIN',
      messageKey: 'lastAdmin',
    });
    expect(await auditOf(a.user.id)).toHaveLength(before);
    await ctx.database.db
      .update(users)
      .set({ status: 'active' })
      .where(eq(users.permissions, 'admin'));
  });
});
