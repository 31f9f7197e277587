import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard, OrderStatus, SellerDashboard } from '@kramik/contract';
import { reports } from '../../db/schema/index.js';
import { callerOf, signedIn, type TestUser } from '../../../test/helpers.js';
import { insertCategory, insertProduct } from '../../../test/marketplace.js';
import { recordPastOrder } from '../orders/order-lifecycle.js';
import { recordOrderPaid } from '../payments/payments.service.js';
import { windowsAt } from './windows.js';
import { useTestApp } from '../../../test/helpers.js';

const ctx = useTestApp();
const call = callerOf(ctx);
const DAY = 24 * 60 * 60 * 1000;

let admin: string;
let buyer: { user: TestUser; authorization: string };
let makerA: { user: TestUser; authorization: string };
let makerB: { user: TestUser; authorization: string };

/** A past order of the maker, placed `daysAgo` days before today's UTC midnight plus an hour. */
async function order(
  maker: TestUser,
  daysAgo: number,
  total: number,
  status: OrderStatus,
  paid: boolean,
) {
  const placed = new Date(windowsAt(new Date()).today.getTime() - daysAgo * DAY + 60_000);
  const commissionAmount = Math.round(total * 0.08);
  await ctx.database.db.transaction(async (tx) => {
    const id = await recordPastOrder(tx, {
      order: {
        number: `MK-D-${randomUUID().slice(0, 8)}`,
        checkoutId: randomUUID(),
        buyerId: buyer.user.id,
        companyId: maker.companyId!,
        status,
        paymentStatus: paid ? 'paid' : 'none',
        paymentType: 'online',
        currency: 'EUR',
        itemsAmount: total,
        deliveryAmount: 0,
        totalAmount: total,
        paidAmount: paid ? total : 0,
        commissionBasisPoints: 800,
        commissionAmount,
        receivingMethod: 'delivery',
        carrier: 'dpd_courier',
        customerName: 'Test User',
        customerEmail: buyer.user.email,
        country: 'PL',
        paidAt: paid ? placed : null,
        createdAt: placed,
        updatedAt: placed,
      },
      items: [{ productId: null, name: 'Jug', unitAmount: total, quantity: 1, lineAmount: total }],
      history: [{ status, actorRole: 'system', createdAt: placed }],
    });
    if (paid)
      await recordOrderPaid(
        tx,
        { id, companyId: maker.companyId!, currency: 'EUR', totalAmount: total, commissionAmount },
        null,
        placed,
      );
  });
}

beforeAll(async () => {
  admin = (await signedIn(ctx, { permissions: 'admin' })).authorization;
  buyer = await signedIn(ctx);
  makerA = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  makerB = await signedIn(ctx, { permissions: 'seller', withCompany: true });
  // Maker A: today a paid 100.00, an unpaid 20.00 and a cancelled 999.00; 3 days ago a shipped
  // 50.00; 20 days ago a completed 30.00; 40 days ago (outside every period) a completed 70.00.
  await order(makerA.user, 0, 10000, 'paid', true);
  await order(makerA.user, 0, 2000, 'awaiting_payment', false);
  await order(makerA.user, 0, 99900, 'cancelled', false);
  await order(makerA.user, 3, 5000, 'shipped', true);
  await order(makerA.user, 20, 3000, 'completed', true);
  await order(makerA.user, 40, 7000, 'completed', true);
  // Maker B: 2 days ago an in-progress 40.00.
  await order(makerB.user, 2, 4000, 'in_progress', true);
  const categoryId = await insertCategory(ctx, 'glass', 'Glass');
  for (const [quantity, name] of [
    [0, 'Sold-out vase'],
    [2, 'Last bowls'],
    [3, 'Three cups'],
    [9, 'Plenty of plates'],
  ] as const)
    await insertProduct(ctx, {
      companyId: makerA.user.companyId!,
      categoryId,
      price: 1000,
      quantity,
      names: { 'en-US': name },
    });
  await insertProduct(ctx, {
    companyId: makerB.user.companyId!,
    categoryId,
    price: 1000,
    quantity: 1,
    names: { 'en-US': "B's last one" },
  });
  await ctx.database.db.insert(reports).values([
    {
      reason: 'fraud',
      description: 'x',
      targetType: 'none',
      snapshot: { title: 'x' } as never,
      locale: 'en-US',
    },
    {
      reason: 'other',
      description: 'y',
      targetType: 'none',
      snapshot: { title: 'y' } as never,
      locale: 'en-US',
      status: 'dismissed',
    },
  ]);
});

describe('the admin dashboard', () => {
  it('answers a visitor 401, a buyer and a maker 403', async () => {
    expect((await call('GET', '/api/admin/dashboard')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/dashboard', buyer.authorization)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/dashboard', makerA.authorization)).statusCode).toBe(403);
  });

  it('shows the known fixture exactly', async () => {
    const res = await call('GET', '/api/admin/dashboard', admin);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json<AdminDashboard>();
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    // Today: the paid 100.00 and the unpaid 20.00 (cancelled left out); GMV counts the paid.
    expect(board.periods.today).toEqual({
      orders: 2,
      gmv: eur(10000),
      commission: eur(800),
      newBuyers: 1,
      newMakers: 2,
    });
    expect(board.periods.days7).toEqual({
      orders: 4,
      gmv: eur(19000),
      commission: eur(800 + 400 + 320),
      newBuyers: 1,
      newMakers: 2,
    });
    expect(board.periods.days30).toEqual({
      orders: 5,
      gmv: eur(22000),
      commission: eur(800 + 400 + 320 + 240),
      newBuyers: 1,
      newMakers: 2,
    });
    expect(board.openReports).toBe(1);
    expect(board.paymentsPending).toEqual({ count: 1, amount: eur(2000) });
    expect(board.ordersPerDay).toHaveLength(30);
    const days = new Map(board.ordersPerDay.map((d) => [d.date, d.orders]));
    const dayOf = (n: number) =>
      new Date(windowsAt(new Date()).today.getTime() - n * DAY).toISOString().slice(0, 10);
    expect(days.get(dayOf(0))).toBe(2);
    expect(days.get(dayOf(2))).toBe(1);
    expect(days.get(dayOf(3))).toBe(1);
    expect(days.get(dayOf(20))).toBe(1);
    expect(board.ordersPerDay.reduce((sum, d) => sum + d.orders, 0)).toBe(5);
    expect(board.ordersPerDay[29]!.date).toBe(dayOf(0));
  });
});

describe("the maker's dashboard", () => {
  it('answers a visitor 401, a buyer 403 and an admin (no company) 404', async () => {
    expect((await call('GET', '/api/seller/dashboard')).statusCode).toBe(401);
    expect((await call('GET', '/api/seller/dashboard', buyer.authorization)).statusCode).toBe(403);
    expect((await call('GET', '/api/seller/dashboard', admin)).statusCode).toBe(404);
  });

  it("shows the maker's own figures and never another maker's", async () => {
    const res = await call('GET', '/api/seller/dashboard', makerA.authorization);
    expect(res.statusCode, res.body).toBe(200);
    const board = res.json<SellerDashboard>();
    const eur = (amount: number) => ({ amount, currency: 'EUR' });
    expect(board.periods).toEqual({
      today: { orders: 2, sales: eur(10000) },
      days7: { orders: 3, sales: eur(15000) },
      days30: { orders: 4, sales: eur(18000) },
    });
    expect(board.ordersToShip).toBe(1);
    expect(board.lowStock).toEqual({
      threshold: 3,
      count: 3,
      items: [
        expect.objectContaining({ name: 'Sold-out vase', quantity: 0 }),
        expect.objectContaining({ name: 'Last bowls', quantity: 2 }),
        expect.objectContaining({ name: 'Three cups', quantity: 3 }),
      ],
    });
    // Due: every paid order's 92 % (the 40-day-old one too), nothing paid out yet.
    expect(board.balance).toEqual(eur(10000 + 5000 + 3000 + 7000 - (800 + 400 + 240 + 560)));
    expect(board.ordersPerDay.reduce((sum, d) => sum + d.orders, 0)).toBe(4);

    const other = (
      await call('GET', '/api/seller/dashboard', makerB.authorization)
    ).json<SellerDashboard>();
    expect(other.periods.days30).toEqual({ orders: 1, sales: eur(4000) });
    expect(other.ordersToShip).toBe(1);
    expect(other.lowStock.items.map((item) => item.name)).toEqual(["B's last one"]);
    expect(other.balance).toEqual(eur(4000 - 320));
  });
});
