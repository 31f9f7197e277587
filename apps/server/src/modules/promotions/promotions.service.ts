import { and, asc, count, desc, eq, inArray, lte, ne, sql, type AnyColumn } from 'drizzle-orm';
import {
  CouponInputSchema,
  SALE_MAX_DAYS,
  SaleInputSchema,
  type Coupon,
  type CouponList,
  type ErrorCode,
  type Locale,
  type Sale,
  type SaleList,
} from '@kramik/contract';
import { rowsOf, type Executor } from '../../db/client.js';
import { cartCoupons, couponUses, coupons, saleProducts, sales } from '../../db/schema/index.js';
import { translate, type MessageKey } from '../../i18n/messages.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { formatCurrency } from '../../lib/intl.js';
import { parseForm } from '../../lib/validation.js';
import type { SignedInContext } from '../../plugins/context.js';
import { requireOwnCompany } from '../companies/companies.service.js';
import { applySalePrices, ownProductIds, restoreRegularPrices } from '../catalog/sale-prices.js';
import { getSiteCurrency } from '../site/site.service.js';

/**
 * Maker sales and coupons (issue 24; docs/decisions.md "Maker sales and coupons"). Sales change
 * the products' prices through the catalog (`catalog/sale-prices.ts`), run by `SalesWorker`;
 * coupons take an amount off one maker's part of a cart, and a checkout takes a use with a guarded
 * update in its own transaction (`claimCouponUses`).
 */

const DAY_MS = 24 * 3_600_000;

type SaleRow = typeof sales.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;

// ---- Sales -----------------------------------------------------------------------------------

function toSale(row: SaleRow, productIds: string[]): Sale {
  return {
    _id: row.id,
    percent: row.percent,
    allProducts: row.allProducts,
    productIds,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

async function productIdsOf(db: Executor, saleIds: string[]) {
  const byId = new Map<string, string[]>();
  if (saleIds.length === 0) return byId;
  const rows = await db
    .select()
    .from(saleProducts)
    .where(inArray(saleProducts.saleId, saleIds))
    .orderBy(asc(saleProducts.productId));
  for (const row of rows) byId.set(row.saleId, [...(byId.get(row.saleId) ?? []), row.productId]);
  return byId;
}

/** The maker's sales: running and scheduled first, then the past ones, newest first. */
export async function listSales(ctx: SignedInContext): Promise<SaleList> {
  const company = await requireOwnCompany(ctx);
  const rows = await ctx.db
    .select()
    .from(sales)
    .where(eq(sales.companyId, company.id))
    .orderBy(
      sql`case ${sales.status} when 'running' then 0 when 'scheduled' then 1 else 2 end`,
      desc(sales.startsAt),
    )
    .limit(200);
  const ids = await productIdsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toSale(r, ids.get(r.id) ?? [])) };
}

/**
 * Schedules a sale: 1–90 %, an end after the start, in the future and at most 90 days after the
 * start; products of the maker's own; no product in two sales at once (409). A start in the past
 * starts it at once (the worker is kicked).
 */
export async function createSale(ctx: SignedInContext, body: unknown, now = new Date()) {
  const company = await requireOwnCompany(ctx);
  const input = parseForm(SaleInputSchema, body, 'fillAllRequired');
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  const fields: Record<string, MessageKey> = {};
  if (endsAt <= startsAt) fields.endsAt = 'saleEndBeforeStart';
  else if (endsAt.getTime() - startsAt.getTime() > SALE_MAX_DAYS * DAY_MS)
    fields.endsAt = 'saleTooLong';
  else if (endsAt <= now) fields.endsAt = 'saleEndInPast';
  const wanted = [...new Set(input.productIds)];
  const productIds = input.allProducts ? [] : await ownProductIds(ctx.db, company.id, wanted);
  if (!input.allProducts && (productIds.length === 0 || productIds.length < wanted.length))
    fields.productIds = 'saleNoProducts';
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);

  const row = await ctx.db.transaction(async (tx) => {
    // One maker's sales are written one at a time: the overlap check sees every other.
    await tx.execute(sql`select pg_advisory_xact_lock(7202613, hashtext(${company.id}))`);
    const overlapping = await tx
      .select({ id: sales.id, allProducts: sales.allProducts })
      .from(sales)
      .where(
        and(
          eq(sales.companyId, company.id),
          inArray(sales.status, ['scheduled', 'running']),
          sql`${sales.startsAt} < ${endsAt.toISOString()}::timestamptz`,
          sql`${sales.endsAt} > ${startsAt.toISOString()}::timestamptz`,
        ),
      );
    if (overlapping.length > 0) {
      const clash =
        input.allProducts ||
        overlapping.some((s) => s.allProducts) ||
        (
          await tx
            .select({ n: count() })
            .from(saleProducts)
            .where(
              and(
                inArray(
                  saleProducts.saleId,
                  overlapping.map((s) => s.id),
                ),
                inArray(saleProducts.productId, productIds),
              ),
            )
        )[0]!.n > 0;
      if (clash) throw new ConflictError('saleOverlaps', 'SALE_OVERLAPS');
    }
    const [sale] = await tx
      .insert(sales)
      .values({
        companyId: company.id,
        percent: input.percent,
        allProducts: input.allProducts,
        startsAt,
        endsAt,
      })
      .returning();
    if (productIds.length > 0)
      await tx
        .insert(saleProducts)
        .values(productIds.map((productId) => ({ saleId: sale!.id, productId })));
    return sale!;
  });
  if (startsAt <= now) await runSales(ctx.db, now);
  const [fresh] = await ctx.db.select().from(sales).where(eq(sales.id, row.id));
  return toSale(fresh!, productIds.sort());
}

/**
 * Cancels a scheduled sale, or ends a running one now (the regular prices come back as a new
 * price period); an ended or cancelled one answers 409. Another maker's sale is 404.
 */
export async function cancelSale(ctx: SignedInContext, id: string, now = new Date()) {
  const company = await requireOwnCompany(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const [sale] = await tx
      .select()
      .from(sales)
      .where(and(eq(sales.id, id), eq(sales.companyId, company.id)))
      .for('update');
    if (!sale) throw new NotFoundError();
    if (sale.status === 'ended' || sale.status === 'cancelled')
      throw new ConflictError('saleFinished', 'CONFLICT');
    if (sale.status === 'running') await restoreRegularPrices(tx, sale.id, now);
    const [updated] = await tx
      .update(sales)
      .set({ status: 'cancelled' })
      .where(eq(sales.id, sale.id))
      .returning();
    return updated!;
  });
  const ids = await productIdsOf(ctx.db, [row.id]);
  return toSale(row, ids.get(row.id) ?? []);
}

/**
 * Starts the sales whose start has come and ends those whose end has (the worker's run; each sale
 * in a transaction of its own, claimed by a guarded status update, so two nodes never apply one
 * twice). `now` is the moment the prices change: the new price periods start then.
 */
export async function runSales(db: Executor, now = new Date()) {
  let changed = 0;
  const ending = await db
    .select({ id: sales.id })
    .from(sales)
    .where(and(eq(sales.status, 'running'), lte(sales.endsAt, now)))
    .orderBy(asc(sales.endsAt))
    .limit(100);
  for (const { id } of ending) {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .update(sales)
        .set({ status: 'ended' })
        .where(and(eq(sales.id, id), eq(sales.status, 'running')))
        .returning({ id: sales.id });
      if (claimed.length === 0) return;
      changed += await restoreRegularPrices(tx, id, now);
    });
  }
  const starting = await db
    .select()
    .from(sales)
    .where(and(eq(sales.status, 'scheduled'), lte(sales.startsAt, now)))
    .orderBy(asc(sales.startsAt))
    .limit(100);
  for (const sale of starting) {
    await db.transaction(async (tx) => {
      const over = sale.endsAt <= now;
      const claimed = await tx
        .update(sales)
        .set({ status: over ? 'ended' : 'running' })
        .where(and(eq(sales.id, sale.id), eq(sales.status, 'scheduled')))
        .returning({ id: sales.id });
      if (claimed.length === 0 || over) return;
      const ids = sale.allProducts
        ? null
        : ((await productIdsOf(tx, [sale.id])).get(sale.id) ?? []);
      changed += await applySalePrices(
        tx,
        {
          id: sale.id,
          companyId: sale.companyId,
          percent: sale.percent,
          endsAt: sale.endsAt,
          productIds: ids,
        },
        now,
      );
    });
  }
  return changed;
}

/**
 * The sales of these makers that started between `from` and `to` (running or ended since), for
 * the followers' weekly digest (issue 24, part A): maker, percent, whole shop or not, dates.
 */
export async function salesStartedBetween(
  db: Executor,
  companyIds: string[],
  from: Date,
  to: Date,
) {
  if (companyIds.length === 0) return [];
  return db
    .select({
      id: sales.id,
      companyId: sales.companyId,
      percent: sales.percent,
      allProducts: sales.allProducts,
      startsAt: sales.startsAt,
      endsAt: sales.endsAt,
    })
    .from(sales)
    .where(
      and(
        inArray(sales.companyId, companyIds),
        inArray(sales.status, ['running', 'ended']),
        sql`${sales.startsAt} >= ${from.toISOString()}::timestamptz`,
        sql`${sales.startsAt} < ${to.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(desc(sales.startsAt));
}

// ---- Coupons ---------------------------------------------------------------------------------

function toCoupon(row: CouponRow, currency: string): Coupon {
  return {
    _id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    currency,
    minOrderAmount: row.minOrderAmount,
    endsAt: row.endsAt?.toISOString() ?? null,
    useLimit: row.useLimit,
    perBuyerLimit: row.perBuyerLimit,
    uses: row.uses,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCoupons(ctx: SignedInContext): Promise<CouponList> {
  const company = await requireOwnCompany(ctx);
  const rows = await ctx.db
    .select()
    .from(coupons)
    .where(eq(coupons.companyId, company.id))
    .orderBy(desc(coupons.active), desc(coupons.createdAt))
    .limit(500);
  const currency = await getSiteCurrency(ctx.db);
  return { items: rows.map((r) => toCoupon(r, currency)) };
}

/** Creates a code (unique per maker, any case; 409 when taken). */
export async function createCoupon(ctx: SignedInContext, body: unknown, now = new Date()) {
  const company = await requireOwnCompany(ctx);
  const input = parseForm(CouponInputSchema, body, 'fillAllRequired');
  const fields: Record<string, MessageKey> = {};
  if (input.kind === 'percent' && input.value > 90) fields.value = 'couponValueRange';
  if (input.kind === 'amount' && input.value > 100_000_000) fields.value = 'couponValueRange';
  if (input.endsAt && new Date(input.endsAt) <= now) fields.endsAt = 'saleEndInPast';
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
  const [row] = await ctx.db
    .insert(coupons)
    .values({
      companyId: company.id,
      code: input.code,
      kind: input.kind,
      value: input.value,
      minOrderAmount: input.minOrderAmount,
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      useLimit: input.useLimit ?? null,
      perBuyerLimit: input.perBuyerLimit,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError(409, 'CONFLICT', 'couponCodeTaken', { code: 'couponCodeTaken' });
  return toCoupon(row, await getSiteCurrency(ctx.db));
}

/** Deactivates a code: no new cart or checkout takes it (orders placed with it keep it). */
export async function deactivateCoupon(ctx: SignedInContext, id: string) {
  const company = await requireOwnCompany(ctx);
  const [row] = await ctx.db
    .update(coupons)
    .set({ active: false })
    .where(and(eq(coupons.id, id), eq(coupons.companyId, company.id)))
    .returning();
  if (!row) throw new NotFoundError();
  return toCoupon(row, await getSiteCurrency(ctx.db));
}

// ---- Coupons in the cart and at checkout ------------------------------------------------------

/** Why a coupon does not apply now: the error code, the message and its parameters. */
export interface CouponProblem {
  status: 400 | 409;
  code: ErrorCode;
  key: MessageKey;
  params: Record<string, string>;
}

const amountText = (amount: number, currency: string, locale: Locale) =>
  formatCurrency(locale, currency, amount);

/** The amount a coupon takes off a maker's goods worth `subtotal` (never more than them). */
export function discountOf(coupon: Pick<CouponRow, 'kind' | 'value'>, subtotal: number) {
  const off =
    coupon.kind === 'percent' ? Math.floor((subtotal * coupon.value + 50) / 100) : coupon.value;
  return Math.max(0, Math.min(off, subtotal));
}

function problemOf(
  coupon: CouponRow,
  subtotal: number,
  usedByBuyer: number,
  now: Date,
  currency: string,
  locale: Locale,
): CouponProblem | null {
  if (!coupon.active || (coupon.endsAt && coupon.endsAt <= now))
    return { status: 409, code: 'COUPON_EXPIRED', key: 'couponExpired', params: {} };
  if (coupon.useLimit !== null && coupon.uses >= coupon.useLimit)
    return { status: 409, code: 'COUPON_USED_UP', key: 'couponUsedUp', params: {} };
  if (usedByBuyer >= coupon.perBuyerLimit)
    return { status: 409, code: 'COUPON_ALREADY_USED', key: 'couponAlreadyUsed', params: {} };
  if (subtotal < coupon.minOrderAmount)
    return {
      status: 409,
      code: 'COUPON_BELOW_MINIMUM',
      key: 'couponBelowMinimum',
      params: { amount: amountText(coupon.minOrderAmount, currency, locale) },
    };
  return null;
}

export const couponError = (problem: CouponProblem) =>
  new AppError(problem.status, problem.code, problem.key, { code: problem.key }, problem.params);

async function usesByBuyer(db: Executor, userId: string, couponIds: string[]) {
  if (couponIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ couponId: couponUses.couponId, n: count() })
    .from(couponUses)
    .where(and(eq(couponUses.userId, userId), inArray(couponUses.couponId, couponIds)))
    .groupBy(couponUses.couponId);
  return new Map(rows.map((r) => [r.couponId, Number(r.n)]));
}

/**
 * Enters a code for one maker's part of the buyer's cart (worth `subtotal`): checked now, kept
 * for the cart; an unknown code is 400, one that does not apply 409 with its reason.
 */
export async function applyCartCoupon(
  ctx: SignedInContext,
  sellerId: string,
  code: string,
  subtotal: number,
  now = new Date(),
) {
  const [coupon] = await ctx.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.companyId, sellerId), eq(coupons.code, code)));
  if (!coupon)
    throw new AppError(400, 'COUPON_UNKNOWN', 'couponUnknown', { code: 'couponUnknown' });
  const used = (await usesByBuyer(ctx.db, ctx.auth.user._id, [coupon.id])).get(coupon.id) ?? 0;
  const currency = await getSiteCurrency(ctx.db);
  const problem = problemOf(coupon, subtotal, used, now, currency, ctx.locale);
  if (problem) throw couponError(problem);
  await ctx.db
    .insert(cartCoupons)
    .values({ userId: ctx.auth.user._id, companyId: sellerId, couponId: coupon.id })
    .onConflictDoUpdate({
      target: [cartCoupons.userId, cartCoupons.companyId],
      set: { couponId: coupon.id, createdAt: now },
    });
}

/** Takes the code off one maker's part of the cart (nothing to take off is fine). */
export async function removeCartCoupon(db: Executor, userId: string, sellerId: string) {
  await db
    .delete(cartCoupons)
    .where(and(eq(cartCoupons.userId, userId), eq(cartCoupons.companyId, sellerId)));
}

/**
 * Whether the buyer entered a code for the maker: a column for the cart's and the checkout's own
 * reads, so that `cartCouponsOf` is asked only about makers with a code (a cart without codes,
 * the usual one, then reads none).
 */
export const couponEnteredSql = (userId: AnyColumn, companyId: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${cartCoupons}
    where ${cartCoupons.userId} = ${userId} and ${cartCoupons.companyId} = ${companyId})`;

/**
 * Whether the buyer has entered any code at all (for a maker still in the cart or not): the
 * checkout forgets the codes only when there are some, one statement less for most checkouts.
 */
export const anyCouponEnteredSql = (userId: AnyColumn) =>
  sql<boolean>`exists (select 1 from ${cartCoupons} where ${cartCoupons.userId} = ${userId})`;

/** Forgets the buyer's codes (their cart became orders). */
export async function clearCartCoupons(db: Executor, userId: string) {
  await db.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
}

export interface GroupCoupon {
  couponId: string;
  code: string;
  /** The amount off now; 0 with a problem. */
  discount: number;
  problem: CouponProblem | null;
}

/**
 * The codes the buyer entered for the makers of their cart, each with the amount it takes off
 * that maker's goods (`subtotals`: maker → their goods' value) or why it does not apply now. A
 * maker's code only ever reads that maker's subtotal.
 */
export async function cartCouponsOf(
  db: Executor,
  userId: string,
  subtotals: Map<string, number>,
  locale: Locale,
  now = new Date(),
) {
  const result = new Map<string, GroupCoupon>();
  if (subtotals.size === 0) return result;
  const rows = await db
    .select({ companyId: cartCoupons.companyId, coupon: coupons })
    .from(cartCoupons)
    .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
    .where(
      and(
        eq(cartCoupons.userId, userId),
        inArray(cartCoupons.companyId, [...subtotals.keys()]),
        eq(coupons.companyId, cartCoupons.companyId),
      ),
    );
  if (rows.length === 0) return result;
  const used = await usesByBuyer(
    db,
    userId,
    rows.map((r) => r.coupon.id),
  );
  const currency = await getSiteCurrency(db);
  for (const { companyId, coupon } of rows) {
    const subtotal = subtotals.get(companyId) ?? 0;
    const problem = problemOf(coupon, subtotal, used.get(coupon.id) ?? 0, now, currency, locale);
    result.set(companyId, {
      couponId: coupon.id,
      code: coupon.code,
      discount: problem ? 0 : discountOf(coupon, subtotal),
      problem,
    });
  }
  return result;
}

/** A problem in the caller's words (the cart shows it under the code). */
export const problemText = (problem: CouponProblem, locale: Locale) =>
  translate(problem.key, locale, problem.params);

/**
 * The checkout's codes: as `cartCouponsOf`, but a code that no longer applies refuses the
 * checkout with its reason (the buyer sees it and removes the code or changes the cart).
 */
export async function checkoutCoupons(
  db: Executor,
  userId: string,
  subtotals: Map<string, number>,
  locale: Locale,
  now = new Date(),
) {
  const found = await cartCouponsOf(db, userId, subtotals, locale, now);
  for (const coupon of found.values()) if (coupon.problem) throw couponError(coupon.problem);
  return found;
}

/**
 * Takes one use of each code for its order, in the checkout's transaction: a guarded update
 * (`uses < use_limit`, still active and not expired) that concurrent checkouts queue on, so a
 * code is never used more times than its limit; the one that misses refuses the whole checkout
 * (409 "used up").
 */
export async function claimCouponUses(
  tx: Executor,
  userId: string,
  uses: { couponId: string; orderId: string }[],
  now = new Date(),
) {
  for (const use of [...uses].sort((a, b) => a.couponId.localeCompare(b.couponId))) {
    const taken = rowsOf<{ id: string }>(
      await tx.execute(sql`
        update ${coupons} set uses = uses + 1
         where id = ${use.couponId} and active
           and (use_limit is null or uses < use_limit)
           and (ends_at is null or ends_at > ${now.toISOString()}::timestamptz)
        returning id`),
    );
    if (taken.length === 0)
      throw couponError({ status: 409, code: 'COUPON_USED_UP', key: 'couponUsedUp', params: {} });
    await tx.insert(couponUses).values({ couponId: use.couponId, userId, orderId: use.orderId });
  }
}

/**
 * An order cancelled before it was paid gives its code's use back (decisions.md): the use row
 * goes and the count comes down by one, in the cancellation's transaction.
 */
export async function releaseCouponUse(tx: Executor, orderId: string) {
  const [use] = await tx.delete(couponUses).where(eq(couponUses.orderId, orderId)).returning();
  if (!use) return;
  await tx
    .update(coupons)
    .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
    .where(and(eq(coupons.id, use.couponId), ne(coupons.uses, 0)));
}
