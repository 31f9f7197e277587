/**
 * The dashboards (issue 20): the admin's overview of the marketplace and each maker's own. This
 * module owns no table: every figure comes from the module that owns its table, through its
 * service (orders, accounts, companies, reports, catalog, payments).
 */
import type { AdminDashboard, SellerDashboard } from '@kramik/contract';
import type { SignedInContext } from '../../plugins/context.js';
import { newBuyerCounts } from '../accounts/accounts.service.js';
import { lowStock } from '../catalog/catalog.service.js';
import { newMakerCounts, requireOwnCompany } from '../companies/companies.service.js';
import { orderFigures, ordersToShip, pendingPayments } from '../orders/orders.service.js';
import { commissionFigures, makerBalance } from '../payments/payments.service.js';
import { countOpenReports } from '../reports/reports.service.js';
import { windowsAt } from './windows.js';
import { followerCount } from '../favourites/favourites.stats.js';

const PERIODS = ['today', 'days7', 'days30'] as const;

/** The admin's overview: per period orders, GMV, commission, new buyers and makers; and now. */
export async function adminDashboard(
  ctx: SignedInContext,
  now = new Date(),
): Promise<AdminDashboard> {
  const windows = windowsAt(now);
  const [placed, commission, buyers, makers, openReports, pending] = await Promise.all([
    orderFigures(ctx.db, windows),
    commissionFigures(ctx.db, windows),
    newBuyerCounts(ctx.db, windows),
    newMakerCounts(ctx.db, windows),
    countOpenReports(ctx.db),
    pendingPayments(ctx.db),
  ]);
  const periods = Object.fromEntries(
    PERIODS.map((period) => [
      period,
      {
        orders: placed.periods[period].orders,
        gmv: { amount: placed.periods[period].value, currency: placed.currency },
        commission: { amount: commission[period], currency: commission.currency },
        newBuyers: buyers[period],
        newMakers: makers[period],
      },
    ]),
  ) as AdminDashboard['periods'];
  return {
    periods,
    openReports,
    paymentsPending: {
      count: pending.count,
      amount: { amount: pending.amount, currency: pending.currency },
    },
    ordersPerDay: windows.days.map((date) => ({ date, orders: placed.perDay.get(date) ?? 0 })),
    generatedAt: now.toISOString(),
  };
}

/** The maker's own dashboard: their sales and orders per period, what to ship, stock, balance. */
export async function sellerDashboard(
  ctx: SignedInContext,
  now = new Date(),
): Promise<SellerDashboard> {
  const company = await requireOwnCompany(ctx);
  const windows = windowsAt(now);
  const [placed, toShip, stock, balance, followers] = await Promise.all([
    orderFigures(ctx.db, windows, company.id),
    ordersToShip(ctx.db, company.id),
    lowStock(ctx.db, company.id, ctx.locale),
    makerBalance(ctx.db, company.id),
    followerCount(ctx.db, company.id),
  ]);
  const periods = Object.fromEntries(
    PERIODS.map((period) => [
      period,
      {
        orders: placed.periods[period].orders,
        sales: { amount: placed.periods[period].value, currency: placed.currency },
      },
    ]),
  ) as SellerDashboard['periods'];
  return {
    periods,
    ordersToShip: toShip,
    lowStock: stock,
    balance,
    followers,
    ordersPerDay: windows.days.map((date) => ({ date, orders: placed.perDay.get(date) ?? 0 })),
    generatedAt: now.toISOString(),
  };
}
