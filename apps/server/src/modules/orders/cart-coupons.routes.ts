import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, CartCouponInputSchema, CartSchema } from '@kramik/contract';
import { callerContextOf } from '../../plugins/context.js';
import { route } from '../../plugins/route.js';
import type { CheckoutDeps } from './checkout.service.js';
import { enterCoupon, removeCoupon } from './cart-coupons.js';

/** A maker's coupon code on the buyer's cart (issue 24). */
export function cartCouponRoutes(deps: CheckoutDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const buyer = (request: Parameters<typeof callerContextOf>[1]) =>
      callerContextOf(deps, request);

    app.put(
      '/api/cart/coupons',
      route('user', 'orders', 'Enter a maker’s coupon code for their part of the cart', {
        description:
          'The code is checked now (400 COUPON_UNKNOWN; 409 COUPON_EXPIRED, COUPON_BELOW_MINIMUM, COUPON_USED_UP, COUPON_ALREADY_USED) and again by the checkout, in its transaction. It applies only to that maker’s goods; any case is accepted.',
        body: CartCouponInputSchema,
        response: { 200: CartSchema, 409: ApiErrorSchema },
      }),
      (request) => enterCoupon(buyer(request), request.body),
    );

    app.delete(
      '/api/cart/coupons/:sellerId',
      route('user', 'orders', 'Take the coupon code off a maker’s part of the cart', {
        params: z.object({ sellerId: z.uuid() }),
        response: { 200: CartSchema },
      }),
      (request) => removeCoupon(buyer(request), request.params.sellerId),
    );
  };
}
