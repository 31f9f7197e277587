import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  StockAlertInputSchema,
  StockAlertSchema,
  StockAlertTokenSchema,
} from '@kramik/contract';
import { contextOf } from '../../plugins/context.js';
import { created, noContent, route } from '../../plugins/route.js';
import type { CatalogDeps } from './catalog.service.js';
import * as stockAlerts from './stock-alerts.service.js';

export interface StockAlertRouteDeps extends CatalogDeps {
  /** The per-address budget (visitors subscribe too). */
  limitByAddress: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** "Tell me when it is back" on a sold-out product, and its cancellation. */
export function stockAlertRoutes(deps: StockAlertRouteDeps): FastifyPluginAsyncZod {
  stockAlerts.setStockAlertSite(deps.config.publicUrl);
  return async (app) => {
    app.post(
      '/api/products/:id/stock-alerts',
      {
        ...route('public', 'catalog', 'Ask for one mail when a sold-out product is back', {
          description:
            'Visitors too, limited per client address. The mail goes in the caller’s language once the product is in stock again, and the address is then forgotten; asking again for the same address renews the wait. 409 while the product is in stock.',
          params: z.object({ id: z.uuid() }),
          body: StockAlertInputSchema,
          response: { 201: StockAlertSchema, 409: ApiErrorSchema, 429: ApiErrorSchema },
        }),
        onRequest: deps.limitByAddress,
      },
      (request, reply) =>
        created(
          reply,
          stockAlerts.subscribe(contextOf(deps, request), request.params.id, request.body),
        ),
    );

    app.delete(
      '/api/stock-alerts/:token',
      route('public', 'catalog', 'Stop waiting for a product (the token of the subscription)', {
        description: 'An unknown token (already mailed, or cancelled) answers 204 too.',
        params: z.object({ token: StockAlertTokenSchema }),
        response: { 204: z.null() },
      }),
      (request, reply) =>
        noContent(reply, stockAlerts.unsubscribe(contextOf(deps, request), request.params.token)),
    );
  };
}
