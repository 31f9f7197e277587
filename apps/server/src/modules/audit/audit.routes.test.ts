import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage } from '@kramik/contract';
import { auditLog } from '../../db/schema/index.js';
import { callerOf, signedIn, useTestApp } from '../../../test/helpers.js';
import { addMaker, insertCategory, placeOrders } from '../../../test/marketplace.js';
import { recordAudit } from './audit.service.js';

const ctx = useTestApp();
const call = callerOf(ctx);
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  admin = await signedIn(ctx, { permissions: 'admin' });
});

const names = (base: string) => ({
  'en-US': base,
  'pl-PL': `${base} (pl)`,
  'zh-CN': `${base} (zh)`,
  'de-DE': `${base} (de)`,
  'sv-SE': `${base} (sv)`,
  'nb-NO': `${base} (nb)`,
});

async function entriesSince(since: Date) {
  const rows = await ctx.database.db.select().from(auditLog);
  return rows.filter((row) => row.createdAt >= since);
}

const audit = async (query = '') => {
  const response = await call('GET', `/api/admin/audit${query}`, admin.authorization);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>();
};

describe('GET /api/admin/audit', () => {
  it('is for administrators only', async () => {
    const buyer = await signedIn(ctx);
    const maker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
    expect((await call('GET', '/api/admin/audit')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/audit', buyer.authorization)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/audit', maker.authorization)).statusCode).toBe(403);
  });

  it('lists newest first, pages, and filters by area, actor, target and time', async () => {
    const other = await signedIn(ctx, { permissions: 'admin' });
    const write = (by: typeof admin, action: string, targetId: string) =>
      recordAudit(
        {
          db: ctx.database.db,
          locale: 'en-US',
          auth: { user: { _id: by.user.id, username: by.user.username } },
        } as never,
        { action, targetType: action.split('.')[0]!, targetId, after: { n: targetId } },
      );
    await write(admin, 'zeta.one', 'z1');
    await write(other, 'zeta.two', 'z2');
    await write(admin, 'zetaother.one', 'z3');
    await write(admin, 'zeta.one', 'z4');

    const zeta = await audit('?action=zeta&limit=2');
    expect(zeta.items.map((e) => e.targetId)).toEqual(['z4', 'z2']);
    expect(zeta.items[0]).toMatchObject({
      actorId: admin.user.id,
      actorName: admin.user.username,
      action: 'zeta.one',
      targetType: 'zeta',
      before: null,
      after: { n: 'z4' },
    });
    const next = await audit(`?action=zeta&limit=2&cursor=${zeta.nextCursor}`);
    expect(next.items.map((e) => e.targetId)).toEqual(['z1']);
    expect(next.nextCursor).toBeNull();

    expect((await audit('?action=zeta.one')).items.map((e) => e.targetId)).toEqual(['z4', 'z1']);
    expect(
      (await audit(`?action=zeta&actorId=${other.user.id}`)).items.map((e) => e.targetId),
    ).toEqual(['z2']);
    expect((await audit('?targetType=zeta&targetId=z1')).items.map((e) => e.targetId)).toEqual([
      'z1',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`?action=zeta&from=${today}&to=${today}`)).items).toHaveLength(3);
    expect((await audit('?action=zeta&to=2000-01-01')).items).toHaveLength(0);
  });

  it('never answers 500 to bad filters', async () => {
    for (const query of [
      '?cursor=nonsense',
      '?actorId=1',
      '?from=yesterday',
      '?to=2026-13-45',
      '?action=%25%27',
      '?targetType=a%20b',
      '?limit=0',
      '?limit=abc',
    ]) {
      const response = await call('GET', `/api/admin/audit${query}`, admin.authorization);
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('audit entries of category and operator actions', () => {
  it('writes exactly one entry for each category action', async () => {
    let since = new Date();
    const created = await call('POST', '/api/admin/categories', admin.authorization, {
      names: names('Audited'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    expect(await entriesSince(since)).toMatchObject([
      {
        action: 'category.create',
        targetType: 'category',
        targetId: id,
        before: null,
        after: { names: names('Audited'), parentId: null, slug: 'audited' },
      },
    ]);

    since = new Date();
    const renamed = await call('PATCH', `/api/admin/categories/${id}`, admin.authorization, {
      names: names('Renamed'),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await entriesSince(since)).toMatchObject([
      {
        action: 'category.update',
        targetId: id,
        before: { names: names('Audited') },
        after: { names: names('Renamed') },
      },
    ]);

    since = new Date();
    const deleted = await call('DELETE', `/api/admin/categories/${id}`, admin.authorization);
    expect(deleted.statusCode).toBe(204);
    expect(await entriesSince(since)).toMatchObject([
      { action: 'category.delete', targetId: id, before: { names: names('Renamed') }, after: null },
    ]);

    // A refused action writes nothing.
    since = new Date();
    const missing = await call('DELETE', `/api/admin/categories/${id}`, admin.authorization);
    expect(missing.statusCode).toBe(404);
    expect(await entriesSince(since)).toHaveLength(0);

    const listed = await audit(`?targetType=category&targetId=${id}`);
    expect(listed.items.map((e: AuditEntry) => e.action)).toEqual([
      'category.delete',
      'category.update',
      'category.create',
    ]);
  });

  it('records operator settings without the secrets, only that they changed', async () => {
    let since = new Date();
    const saved = await call('PUT', '/api/admin/payment-operators/paypal', admin.authorization, {
      enabled: false,
      config: { clientId: 'platform-client' },
      secrets: { clientSecret: 'very-secret' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const entries = await entriesSince(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'operator.settings',
      targetType: 'operator',
      targetId: 'paypal',
      after: {
        enabled: false,
        'config.clientId': 'platform-client',
        'secrets.clientSecret': 'changed',
      },
    });
    expect(JSON.stringify(entries[0])).not.toContain('very-secret');

    // Enabling again changes one field; the secret not sent stays out of the entry.
    since = new Date();
    await call('PUT', '/api/admin/payment-operators/paypal', admin.authorization, {
      enabled: true,
      config: { clientId: 'platform-client' },
    });
    expect(await entriesSince(since)).toMatchObject([
      { before: { enabled: false }, after: { enabled: true } },
    ]);
    const body = (await call('GET', '/api/admin/audit?action=operator', admin.authorization)).body;
    expect(body).not.toContain('very-secret');
  });

  it('records an administrator’s move of an order, and not a maker’s', async () => {
    const categoryId = await insertCategory(ctx, 'audited-orders', 'Audited orders');
    const maker = await addMaker(ctx, { autopay: false });
    const { orders } = await placeOrders(ctx, categoryId, maker);
    const orderId = orders[0]!._id;
    const since = new Date();
    const moved = await call('POST', `/api/admin/orders/${orderId}/status`, admin.authorization, {
      status: 'cancelled',
      note: 'Fraudulent order.',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const entries = await entriesSince(since);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'order.status',
      targetType: 'order',
      targetId: orderId,
      after: { status: 'cancelled' },
      note: 'Fraudulent order.',
    });

    const second = await placeOrders(ctx, categoryId, maker);
    const sinceMaker = new Date();
    const own = await call(
      'POST',
      `/api/seller/orders/${second.orders[0]!._id}/status`,
      maker.authorization,
      { status: 'cancelled' },
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(await entriesSince(sinceMaker)).toHaveLength(0);
  });
});
