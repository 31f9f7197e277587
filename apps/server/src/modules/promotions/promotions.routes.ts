import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  CouponListSchema,
  CouponSchema,
  SaleListSchema,
  SaleSchema,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { Database } from '../../db/client.js';
import { callerContextOf } from '../../plugins/context.js';
import { created, route } from '../../plugins/route.js';
import * as promotions from './promotions.service.js';

export interface PromotionsDeps {
  db: Database;
  config: Config;
}

const IdParamsSchema = z.object({ id: z.uuid() });
/** Checked by the service, which answers a message per field. */
const AnyBody = z.unknown();

/** The maker's sales and coupon codes (issue 24; `/seller/promotions`). */
export function promotionsRoutes(deps: PromotionsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const seller = (request: Parameters<typeof callerContextOf>[1]) =>
      callerContextOf(deps, request, 'seller');

    app.get(
      '/api/seller/sales',
      route('seller', 'seller', 'The maker’s sales: running and scheduled first', {
        response: { 200: SaleListSchema },
      }),
      (request) => promotions.listSales(seller(request)),
    );

    app.post(
      '/api/seller/sales',
      route('seller', 'seller', 'Schedule a sale (1–90 % off chosen products or the whole shop)', {
        description:
          'The end must be after the start, in the future and at most 90 days after the start; a product is in one sale at a time (409 SALE_OVERLAPS). While the sale runs its price is the products’ price (a new price period, so the Omnibus lowest price stays exact).',
        body: AnyBody,
        response: { 201: SaleSchema, 409: ApiErrorSchema },
      }),
      (request, reply) => created(reply, promotions.createSale(seller(request), request.body)),
    );

    app.post(
      '/api/seller/sales/:id/cancel',
      route('seller-owner', 'seller', 'Cancel a scheduled sale, or end a running one now', {
        params: IdParamsSchema,
        response: { 200: SaleSchema, 409: ApiErrorSchema },
      }),
      (request) => promotions.cancelSale(seller(request), request.params.id),
    );

    app.get(
      '/api/seller/coupons',
      route('seller', 'seller', 'The maker’s coupon codes with their uses', {
        response: { 200: CouponListSchema },
      }),
      (request) => promotions.listCoupons(seller(request)),
    );

    app.post(
      '/api/seller/coupons',
      route(
        'seller',
        'seller',
        'Create a coupon code (percentage or amount off the maker’s goods)',
        {
          description:
            'Codes are 3–32 of A–Z, 0–9 and "-", unique per maker in any case (409 when taken).',
          body: AnyBody,
          response: { 201: CouponSchema, 409: ApiErrorSchema },
        },
      ),
      (request, reply) => created(reply, promotions.createCoupon(seller(request), request.body)),
    );

    app.post(
      '/api/seller/coupons/:id/deactivate',
      route('seller-owner', 'seller', 'Deactivate a coupon code', {
        params: IdParamsSchema,
        response: { 200: CouponSchema },
      }),
      (request) => promotions.deactivateCoupon(seller(request), request.params.id),
    );
  };
}
