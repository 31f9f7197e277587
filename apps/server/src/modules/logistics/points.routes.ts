import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  DeliveryPointListSchema,
  DeliveryPointQuerySchema,
} from '@kramik/contract';
import { callerContextOf } from '../../plugins/context.js';
import { route } from '../../plugins/route.js';
import type { DeliveryPoints } from './points.service.js';

/** The carriers' pick-up points for the checkout's picker (issue 19). */
export function deliveryPointsRoutes(points: DeliveryPoints): FastifyPluginAsyncZod {
  return async (app) => {
    // Signed-in buyers at checkout: a typed place is geocoded, which spends a remote quota.
    app.get(
      '/api/delivery-points',
      route(
        'user',
        'orders',
        'A point carrier’s lockers or pick-up points, nearest first from a location or a typed place',
        {
          querystring: DeliveryPointQuerySchema,
          response: { 200: DeliveryPointListSchema, 502: ApiErrorSchema, 503: ApiErrorSchema },
        },
      ),
      (request) => {
        const { locale } = callerContextOf({}, request);
        return points.search(locale, request.query);
      },
    );
  };
}
