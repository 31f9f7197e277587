import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlatformCarrierList } from '@kramik/contract';
import { auditLog } from '../../db/schema/index.js';
import { callerOf, signedIn, useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();
const call = callerOf(ctx);

let admin: { authorization: string };
let maker: { authorization: string };
let buyer: { authorization: string };
beforeAll(async () => {
  admin = await signedIn(ctx, { permissions: 'admin' });
  maker = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  buyer = await signedIn(ctx);
});

const item = (
  carrier: string,
  enabled: boolean,
  defaultPriceAmount: number | null = null,
  defaultFreeFromAmount: number | null = null,
) => ({ carrier, enabled, defaultPriceAmount, defaultFreeFromAmount });

describe('the platform’s carriers and default delivery costs (issue 19)', () => {
  it('offers all eight carriers until the admin turns some off', async () => {
    const before = (await call('GET', '/api/carriers')).json<PlatformCarrierList>();
    expect(before.items).toHaveLength(8);
    expect(before.items[0]).toEqual({
      carrier: 'dpd_pickup_point',
      enabled: true,
      defaultPrice: null,
      defaultFreeFrom: null,
    });

    const saved = await call('PUT', '/api/admin/carriers', admin.authorization, {
      items: [item('gls_courier_cod', false), item('inpost_locker', true, 1299, 20000)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const all = saved.json<PlatformCarrierList>().items;
    expect(all).toHaveLength(8);
    expect(all.find((c) => c.carrier === 'gls_courier_cod')?.enabled).toBe(false);
    expect(all.find((c) => c.carrier === 'inpost_locker')).toEqual({
      carrier: 'inpost_locker',
      enabled: true,
      defaultPrice: { amount: 1299, currency: 'EUR' },
      defaultFreeFrom: { amount: 20000, currency: 'EUR' },
    });

    const offered = (await call('GET', '/api/carriers')).json<PlatformCarrierList>();
    expect(offered.items.map((c) => c.carrier)).not.toContain('gls_courier_cod');
    expect(offered.items).toHaveLength(7);
    const admins = (await call('GET', '/api/admin/carriers', admin.authorization)).json();
    expect(admins.items).toHaveLength(8);

    // One audit entry naming only what changed; saving the same again records nothing.
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site.carriers'));
    expect(entries).toHaveLength(1);
    expect(Object.keys(entries[0]!.after as object).sort()).toEqual([
      'gls_courier_cod',
      'inpost_locker',
    ]);
    await call('PUT', '/api/admin/carriers', admin.authorization, {
      items: [item('gls_courier_cod', false)],
    });
    const again = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site.carriers'));
    expect(again).toHaveLength(1);
  });

  it('refuses a maker’s price for a carrier the platform does not offer', async () => {
    await call('PUT', '/api/admin/carriers', admin.authorization, {
      items: [item('gls_courier_cod', false)],
    });
    const refused = await call('POST', '/api/seller/courier-pricing', maker.authorization, {
      carrier: 'gls_courier_cod',
      priceAmount: 1500,
      externalId: 'gls-cod',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.carrier).toBe('This carrier is not offered on the platform.');
    const accepted = await call('POST', '/api/seller/courier-pricing', maker.authorization, {
      carrier: 'gls_courier',
      priceAmount: 1500,
      externalId: 'gls',
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('answers bad bodies with 400 and other roles with 401 or 403', async () => {
    for (const body of [
      { items: [item('gls_courier', true), item('gls_courier', false)] },
      { items: [item('ufo_courier', true)] },
      { items: [item('gls_courier', true, -1)] },
      { items: [item('gls_courier', true, 1.5)] },
      { items: [{ carrier: 'gls_courier', enabled: 'yes' }] },
      { items: 'all' },
      {},
    ]) {
      const res = await call('PUT', '/api/admin/carriers', admin.authorization, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const amount = await call('PUT', '/api/admin/carriers', admin.authorization, {
      items: [item('gls_courier', true, -1)],
    });
    expect(amount.json().fields['items.0.defaultPriceAmount']).toMatch(/amount of 0 or more/);
    expect(
      (await call('PUT', '/api/admin/carriers', buyer.authorization, { items: [] })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', '/api/admin/carriers', maker.authorization, { items: [] })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/admin/carriers', maker.authorization)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/carriers')).statusCode).toBe(401);
    expect((await call('PUT', '/api/admin/carriers', undefined, { items: [] })).statusCode).toBe(
      401,
    );
  });
});
