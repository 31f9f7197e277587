import { z } from 'zod';
import { MoneySchema } from './catalog.js';

/** The periods a dashboard shows: today, the last 7 days and the last 30 days (today included). */
export const DASHBOARD_PERIODS = ['today', 'days7', 'days30'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Orders placed on one day (UTC), for the chart. */
export const DailyCountSchema = z.object({ date: z.string(), orders: z.number().int() });

export const AdminPeriodFiguresSchema = z.object({
  /** Orders placed in the period, cancelled ones left out. */
  orders: z.number().int(),
  /** Gross merchandise value: the totals (products and delivery) of those orders already paid. */
  gmv: MoneySchema,
  /** The ledger's commission in the period, refunds' reversals subtracted. */
  commission: MoneySchema,
  newBuyers: z.number().int(),
  newMakers: z.number().int(),
});
export type AdminPeriodFigures = z.infer<typeof AdminPeriodFiguresSchema>;

/** `/api/admin/dashboard`: the marketplace's figures for the admin's overview. */
export const AdminDashboardSchema = z.object({
  periods: z.object({
    today: AdminPeriodFiguresSchema,
    days7: AdminPeriodFiguresSchema,
    days30: AdminPeriodFiguresSchema,
  }),
  /** Reports nobody has handled yet. */
  openReports: z.number().int(),
  /** Orders placed to be paid online whose money has not arrived yet, and their total. */
  paymentsPending: z.object({ count: z.number().int(), amount: MoneySchema }),
  /** The last 30 days, oldest first. */
  ordersPerDay: z.array(DailyCountSchema),
  /** When the figures were computed (ISO); days are UTC days. */
  generatedAt: z.string(),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

export const SellerPeriodFiguresSchema = z.object({
  orders: z.number().int(),
  /** The totals of the maker's orders placed in the period and already paid. */
  sales: MoneySchema,
});

export const LowStockItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});

/** `/api/seller/dashboard`: the maker's own figures. */
export const SellerDashboardSchema = z.object({
  periods: z.object({
    today: SellerPeriodFiguresSchema,
    days7: SellerPeriodFiguresSchema,
    days30: SellerPeriodFiguresSchema,
  }),
  /** Paid orders not yet shipped or ready for pick-up (paid or in progress). */
  ordersToShip: z.number().int(),
  /** Products with at most `threshold` pieces left, fewest first (at most 10). */
  lowStock: z.object({
    threshold: z.number().int(),
    count: z.number().int(),
    items: z.array(LowStockItemSchema),
  }),
  /** What the platform still owes the maker (due less paid out). */
  balance: MoneySchema,
  /** How many buyers follow the maker (issue 24; shown to the maker only). */
  followers: z.number().int().optional(),
  ordersPerDay: z.array(DailyCountSchema),
  generatedAt: z.string(),
});
export type SellerDashboard = z.infer<typeof SellerDashboardSchema>;
