import { desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommissionOverride, CommissionSettings, OrderDetail } from '@kramik/contract';
import { auditLog, commissionOverrides, ledgerEntries, orders } from '../../db/schema/index.js';
import { callerOf, signedIn } from '../../../test/helpers.js';
import {
  addMaker,
  insertCategory,
  placeOrders,
  pressOnOperatorPage,
  startPayment,
  useEmulatorApp,
  type Maker,
} from '../../../test/marketplace.js';
import { commissionRatesFor, utcDay } from './site.service.js';

const ctx = useEmulatorApp();
const call = callerOf(ctx);
let admin: string;
let categoryId: string;

beforeAll(async () => {
  admin = (await signedIn(ctx, { permissions: 'admin' })).authorization;
  categoryId = await insertCategory(ctx, 'ceramics', 'Ceramics');
});

const setRate = (basisPoints: unknown) =>
  call('PUT', '/api/admin/commission', admin, { basisPoints });

async function deliverAll() {
  for (let i = 0; i < 5 && (await ctx.app.sandbox.pending()) > 0; i += 1)
    await ctx.app.sandbox.drain();
}

async function ledgerOf(orderId: string) {
  const rows = await ctx.database.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId));
  return Object.fromEntries(rows.map((e) => [e.kind, e.amount]));
}

async function orderRow(id: string) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

const day = (offset: number) => utcDay(new Date(Date.now() + offset * 86_400_000));

async function lastAudit(action: string) {
  const [row] = await ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  return row;
}

describe('the platform rate', () => {
  it('is 8 % by default, and a change never alters placed orders or their ledger', async () => {
    expect((await call('GET', '/api/admin/commission', admin)).json()).toMatchObject({
      basisPoints: 800,
    });
    const maker = await addMaker(ctx, { autopay: false });
    const placed = await placeOrders(ctx, categoryId, maker);
    const order = placed.orders[0]!;
    const payment = await startPayment(ctx, placed.authorization, 'payu', [order._id]);
    await pressOnOperatorPage(payment.redirectUrl!, 'Pay');
    await deliverAll();
    const ledgerBefore = await ledgerOf(order._id);
    expect(ledgerBefore).toEqual({ buyer_payment: 5500, commission: 320, seller_due: 5180 });
    const payoutBefore = (
      await call('GET', `/api/seller/orders/${order._id}`, maker.authorization)
    ).json<OrderDetail>().payout;

    const changed = await setRate(1250);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<CommissionSettings>().basisPoints).toBe(1250);
    expect((await call('GET', '/api/config')).json().commissionPercent).toBe(12.5);
    const entry = await lastAudit('commission.rate');
    expect(entry).toMatchObject({
      before: { commissionBasisPoints: 800 },
      after: { commissionBasisPoints: 1250 },
    });

    expect(await ledgerOf(order._id)).toEqual(ledgerBefore);
    expect(await orderRow(order._id)).toMatchObject({
      commissionBasisPoints: 800,
      commissionAmount: 320,
    });
    const payoutAfter = (
      await call('GET', `/api/seller/orders/${order._id}`, maker.authorization)
    ).json<OrderDetail>().payout;
    expect(payoutAfter).toEqual(payoutBefore);

    // A new order takes the new rate.
    const next = await placeOrders(ctx, categoryId, maker);
    expect(await orderRow(next.orders[0]!._id)).toMatchObject({
      commissionBasisPoints: 1250,
      commissionAmount: 500,
    });
    await setRate(800);
  });

  it('accepts 0 to 50 % in basis points, with the rule’s message otherwise', async () => {
    for (const bad of [-1, 5001, 12.5, '800', null]) {
      const res = await setRate(bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().fields.basisPoints).toBe(
        'Enter a rate from 0 to 50 %, with up to two decimals.',
      );
    }
    expect((await setRate(0)).statusCode).toBe(200);
    expect((await setRate(5000)).statusCode).toBe(200);
    await setRate(800);
  });
});

describe('a maker’s own rate', () => {
  let maker: Maker;
  let other: Maker;
  beforeAll(async () => {
    maker = await addMaker(ctx, { autopay: false });
    other = await addMaker(ctx, { autopay: false });
  });

  const add = (body: object) => call('POST', '/api/admin/commission/overrides', admin, body);

  it('applies only from its start date, to that maker only', async () => {
    const later = await add({ companyId: maker.companyId, basisPoints: 300, startsOn: day(2) });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json<CommissionOverride>()).toMatchObject({
      company: { _id: maker.companyId },
      basisPoints: 300,
      startsOn: day(2),
      inForce: false,
    });
    const before = await placeOrders(ctx, categoryId, maker);
    expect((await orderRow(before.orders[0]!._id)).commissionBasisPoints).toBe(800);
    // On its day it is the maker's rate.
    const rates = await commissionRatesFor(
      ctx.database.db,
      [maker.companyId, other.companyId],
      new Date(Date.now() + 2 * 86_400_000),
    );
    expect(rates.get(maker.companyId)).toBe(300);
    expect(rates.get(other.companyId)).toBe(800);

    const today = await add({ companyId: maker.companyId, basisPoints: 500, startsOn: day(0) });
    expect(today.statusCode, today.body).toBe(201);
    expect(today.json<CommissionOverride>().inForce).toBe(true);
    const both = await placeOrders(ctx, categoryId, maker, other);
    const ofMaker = both.orders.find((o) => o.seller._id === maker.companyId)!;
    const ofOther = both.orders.find((o) => o.seller._id === other.companyId)!;
    expect(await orderRow(ofMaker._id)).toMatchObject({
      commissionBasisPoints: 500,
      commissionAmount: 200,
    });
    expect((await orderRow(ofOther._id)).commissionBasisPoints).toBe(800);
    const detail = (
      await call('GET', `/api/seller/orders/${ofMaker._id}`, maker.authorization)
    ).json<OrderDetail>();
    expect(detail.payout).toMatchObject({ commissionPercent: 5 });

    const listed = (await call('GET', '/api/admin/commission', admin)).json<CommissionSettings>();
    const mine = listed.overrides.filter((o) => o.company._id === maker.companyId);
    expect(mine.map((o) => [o.startsOn, o.inForce])).toEqual([
      [day(2), false],
      [day(0), true],
    ]);
    expect(await lastAudit('commission.override.add')).toMatchObject({
      targetId: maker.companyId,
      after: { basisPoints: 500, startsOn: day(0) },
    });

    // Removing today's override: the maker's new orders take the platform rate again; the
    // placed one keeps 5 %.
    const removed = await call(
      'DELETE',
      `/api/admin/commission/overrides/${today.json<CommissionOverride>()._id}`,
      admin,
    );
    expect(removed.statusCode).toBe(204);
    expect(await lastAudit('commission.override.remove')).toMatchObject({
      before: { basisPoints: 500, startsOn: day(0) },
    });
    const after = await placeOrders(ctx, categoryId, maker);
    expect((await orderRow(after.orders[0]!._id)).commissionBasisPoints).toBe(800);
    expect((await orderRow(ofMaker._id)).commissionBasisPoints).toBe(500);
    await ctx.database.db
      .delete(commissionOverrides)
      .where(inArray(commissionOverrides.companyId, [maker.companyId]));
  });

  it('names each invalid field with its message', async () => {
    const cases: [object, string, string][] = [
      [
        { companyId: maker.companyId, basisPoints: 300, startsOn: day(-1) },
        'startsOn',
        'The start date cannot be in the past.',
      ],
      [
        { companyId: maker.companyId, basisPoints: 300, startsOn: '31.12.2030' },
        'startsOn',
        'Enter a date like 2026-12-31.',
      ],
      [
        { companyId: maker.companyId, basisPoints: 9000, startsOn: day(1) },
        'basisPoints',
        'Enter a rate from 0 to 50 %, with up to two decimals.',
      ],
      [
        { companyId: '00000000-0000-4000-8000-000000000000', basisPoints: 300, startsOn: day(1) },
        'companyId',
        'Choose a maker from the list.',
      ],
      [{ basisPoints: 300, startsOn: day(1) }, 'companyId', 'This field is required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await add(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields[field], field).toBe(message);
    }
    const first = await add({ companyId: maker.companyId, basisPoints: 300, startsOn: day(3) });
    expect(first.statusCode).toBe(201);
    const twice = await add({ companyId: maker.companyId, basisPoints: 400, startsOn: day(3) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This maker already has a rate starting on that day.');
    const gone = await call(
      'DELETE',
      '/api/admin/commission/overrides/00000000-0000-4000-8000-000000000000',
      admin,
    );
    expect(gone.statusCode).toBe(404);
  });

  it('finds makers by name or login', async () => {
    const res = await call(
      'GET',
      `/api/admin/commission/makers?q=${encodeURIComponent(maker.user.username)}`,
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ _id: maker.companyId, login: maker.user.username }),
    ]);
    const wild = await call('GET', '/api/admin/commission/makers?q=%25_%5C', admin);
    expect(wild.statusCode).toBe(200);
    expect(wild.json().items).toEqual([]);
  });
});
