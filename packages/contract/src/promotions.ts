import { z } from 'zod';
import { MoneySchema } from './catalog.js';

/**
 * Maker sales and coupons (issue 24; docs/decisions.md "Maker sales and coupons"). Validation
 * messages are server message keys.
 */

export const SALE_MIN_PERCENT = 1;
export const SALE_MAX_PERCENT = 90;
/** A sale lasts at most this many days. */
export const SALE_MAX_DAYS = 90;
/** At most this many products in a sale of chosen products. */
export const SALE_MAX_PRODUCTS = 500;

export const SALE_STATUSES = ['scheduled', 'running', 'ended', 'cancelled'] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

const isoDate = z.iso.datetime({ offset: true, error: 'invalid' });

export const SaleInputSchema = z.object({
  percent: z
    .number({ error: 'required' })
    .int('salePercentRange')
    .min(SALE_MIN_PERCENT, 'salePercentRange')
    .max(SALE_MAX_PERCENT, 'salePercentRange'),
  /** The whole shop, or `productIds` only. */
  allProducts: z.boolean({ error: 'required' }),
  productIds: z.array(z.uuid('invalid')).max(SALE_MAX_PRODUCTS, 'invalid').default([]),
  startsAt: isoDate,
  endsAt: isoDate,
});
export type SaleInput = z.input<typeof SaleInputSchema>;

export const SaleSchema = z.object({
  _id: z.string(),
  percent: z.number().int(),
  allProducts: z.boolean(),
  productIds: z.array(z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(SALE_STATUSES),
  createdAt: z.string(),
});
export type Sale = z.infer<typeof SaleSchema>;
export const SaleListSchema = z.object({ items: z.array(SaleSchema) });
export type SaleList = z.infer<typeof SaleListSchema>;

/** 3–32 of A–Z, 0–9 and `-`; typed in any case, kept upper-case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;
export const CouponCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .toUpperCase()
  .regex(COUPON_CODE_PATTERN, 'couponCodeFormat');

export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const CouponInputSchema = z.object({
  code: CouponCodeSchema,
  kind: z.enum(COUPON_KINDS, { error: 'required' }),
  /** Percent (1–90) or an amount in minor units. */
  value: z.number({ error: 'required' }).int('invalid').min(1, 'couponValueRange'),
  minOrderAmount: z
    .number()
    .int('invalid')
    .min(0, 'invalid')
    .max(100_000_000, 'invalid')
    .default(0),
  endsAt: isoDate.nullish(),
  useLimit: z.number().int('invalid').min(1, 'invalid').max(1_000_000, 'invalid').nullish(),
  perBuyerLimit: z.number().int('invalid').min(1, 'invalid').max(1000, 'invalid').default(1),
});
export type CouponInput = z.input<typeof CouponInputSchema>;

export const CouponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number().int(),
  currency: z.string(),
  minOrderAmount: z.number().int(),
  endsAt: z.string().nullable(),
  useLimit: z.number().int().nullable(),
  perBuyerLimit: z.number().int(),
  /** Orders holding a use (a cancelled unpaid order gives its use back). */
  uses: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;
export const CouponListSchema = z.object({ items: z.array(CouponSchema) });
export type CouponList = z.infer<typeof CouponListSchema>;

/** A code entered for one maker's part of the cart. */
export const CartCouponInputSchema = z.object({
  sellerId: z.uuid('invalid'),
  code: CouponCodeSchema,
});
export type CartCouponInput = z.input<typeof CartCouponInputSchema>;

/** The coupon on a cart group: the amount off now, or why it does not apply now. */
export const CartCouponSchema = z.object({
  code: z.string(),
  discount: MoneySchema,
  /** The error code when the code no longer applies (then `discount` is 0), else null. */
  problem: z.string().nullable(),
  /** The problem in the caller's language, else null. */
  problemMessage: z.string().nullable(),
});
export type CartCoupon = z.infer<typeof CartCouponSchema>;
