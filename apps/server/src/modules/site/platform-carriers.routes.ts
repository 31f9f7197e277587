import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiErrorSchema,
  PlatformCarrierListSchema,
  PlatformCarriersInputSchema,
} from '@kramik/contract';
import { callerContextOf, contextOf } from '../../plugins/context.js';
import { route } from '../../plugins/route.js';
import * as carriers from './platform-carriers.js';

/** The carriers the platform offers and its default delivery costs (issue 19). */
export function platformCarriersRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/carriers',
      route(
        'public',
        'site',
        'The carriers the platform offers, with its default delivery costs a maker may adopt',
        { response: { 200: PlatformCarrierListSchema } },
      ),
      (request) => carriers.listOfferedCarriers(contextOf({}, request)),
    );

    app.get(
      '/api/admin/carriers',
      route('admin', 'admin', 'Every carrier, on or off, with the platform’s default costs', {
        response: { 200: PlatformCarrierListSchema },
      }),
      (request) => carriers.listPlatformCarriers(callerContextOf({}, request, 'admin')),
    );

    app.put(
      '/api/admin/carriers',
      route(
        'admin',
        'admin',
        'Turn carriers on or off and set their default costs (one audit entry)',
        {
          body: PlatformCarriersInputSchema,
          response: { 200: PlatformCarrierListSchema, 400: ApiErrorSchema },
        },
      ),
      (request) =>
        carriers.savePlatformCarriers(callerContextOf({}, request, 'admin'), request.body),
    );
  };
}
