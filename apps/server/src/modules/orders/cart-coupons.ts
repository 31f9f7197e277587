import type { Cart, CartCouponInput, Locale } from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { SignedInContext } from '../../plugins/context.js';
import {
  applyCartCoupon,
  cartCouponsOf,
  problemText,
  removeCartCoupon,
} from '../promotions/promotions.service.js';
import { getCart } from './cart.service.js';

/**
 * The codes the buyer entered on their cart (issue 24): each group shows its maker's code and the
 * amount off that maker's goods; the cart's `discount` sums them. The subtotals stay before the
 * discount (the free-delivery threshold reads them). `withCode`: the makers the buyer entered a
 * code for (`couponEnteredSql`); only those are looked up.
 */
export async function withCoupons(
  db: Executor,
  userId: string,
  cart: Cart,
  locale: Locale,
  withCode: Set<string>,
): Promise<Cart> {
  const found = await cartCouponsOf(
    db,
    userId,
    new Map(
      cart.groups
        .filter((g) => withCode.has(g.seller._id))
        .map((g) => [g.seller._id, g.subtotal.amount]),
    ),
    locale,
  );
  let discount = 0;
  for (const group of cart.groups) {
    const coupon = found.get(group.seller._id);
    group.coupon = coupon
      ? {
          code: coupon.code,
          discount: { amount: coupon.discount, currency: group.subtotal.currency },
          problem: coupon.problem?.code ?? null,
          problemMessage: coupon.problem ? problemText(coupon.problem, locale) : null,
        }
      : null;
    discount += coupon?.discount ?? 0;
  }
  return { ...cart, discount: { amount: discount, currency: cart.subtotal.currency } };
}

/** Enters a code for one maker's part of the cart; 400 when nothing of theirs is in it. */
export async function enterCoupon(ctx: SignedInContext, input: CartCouponInput) {
  const cart = await getCart(ctx);
  const group = cart.groups.find((g) => g.seller._id === input.sellerId);
  if (!group)
    throw new AppError(400, 'VALIDATION_FAILED', 'couponNoGoods', { sellerId: 'couponNoGoods' });
  await applyCartCoupon(ctx, input.sellerId, input.code, group.subtotal.amount);
  return getCart(ctx);
}

export async function removeCoupon(ctx: SignedInContext, sellerId: string) {
  await removeCartCoupon(ctx.db, ctx.auth.user._id, sellerId);
  return getCart(ctx);
}
