import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { APP_VERSION, CountryListSchema, HealthSchema, SiteConfigSchema } from '@kramik/contract';
import { listCountries } from './countries.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { Config } from '../../config/env.js';
import { route } from '../../plugins/route.js';
import { getSiteConfig } from './site.service.js';

export function siteRoutes(database: DatabaseHandle, config: Config): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public', rateLimit: false },
        schema: {
          tags: ['site'],
          summary: 'Liveness and the database in use',
          response: { 200: HealthSchema, 503: HealthSchema },
        },
      },
      async (_request, reply) => {
        const healthy = await database.ping().catch(() => false);
        return reply.status(healthy ? 200 : 503).send({
          status: healthy ? 'ok' : 'degraded',
          version: APP_VERSION,
          database: database.kind,
        });
      },
    );

    app.get(
      '/api/config',
      route(
        'public',
        'site',
        'The public site configuration (banner, header text, currency, app links)',
        { response: { 200: SiteConfigSchema } },
      ),
      (request) =>
        getSiteConfig(request.ctx.db, {
          mapTileUrl: config.mapTileUrl,
          paymentsMode: config.paymentsMode,
        }),
    );

    app.get(
      '/api/countries',
      route('public', 'site', 'ISO 3166 countries named in the caller’s language, sorted by name', {
        response: { 200: CountryListSchema },
      }),
      async (request, reply) => {
        reply.header('Cache-Control', 'public, max-age=86400');
        return { items: listCountries(request.ctx.locale) };
      },
    );
  };
}
