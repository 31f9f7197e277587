import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminSiteSettingsSchema,
  ApiErrorSchema,
  APP_VERSION,
  CommissionOverrideInputSchema,
  CommissionOverrideSchema,
  CommissionRateInputSchema,
  CommissionSettingsSchema,
  CountryListSchema,
  HealthSchema,
  MakerMatchListSchema,
  MakerSearchQuerySchema,
  MAX_SITE_IMAGE_BYTES,
  SiteBackgroundSchema,
  SiteConfigSchema,
} from '@kramik/contract';
import { listCountries } from './countries.js';
import type { DatabaseHandle } from '../../db/client.js';
import type { Config } from '../../config/env.js';
import { readUpload } from '../../lib/uploads.js';
import { callerContextOf } from '../../plugins/context.js';
import { created, noContent, route } from '../../plugins/route.js';
import * as site from './site.service.js';
import { getSiteConfig } from './site.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });
// The site form is checked in the service, so that every failure carries SPEC's headline
// ("Error saving configurations"); the schema documents the shape.
const AnyBody = z.unknown();

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
      async (request, reply) => {
        // The texts are in the caller's language: a shared cache must keep one copy per language.
        reply.header('Vary', 'Accept-Language');
        reply.header('Cache-Control', 'no-cache');
        return getSiteConfig(
          request.ctx.db,
          { mapTileUrl: config.mapTileUrl, paymentsMode: config.paymentsMode },
          request.ctx.locale,
        );
      },
    );

    const deps: site.SiteDeps = { config };
    const admin = (request: FastifyRequest) => callerContextOf(deps, request, 'admin');

    app.get(
      '/api/admin/site',
      route('admin', 'admin', 'The site configuration with every language’s texts', {
        response: { 200: AdminSiteSettingsSchema },
      }),
      (request) => site.getAdminSiteSettings(admin(request)),
    );

    app.put(
      '/api/admin/site',
      route('admin', 'admin', 'Save the whole site configuration (one audit entry)', {
        description:
          'The body is `SiteSettingsInput`. Any invalid field answers 400 "Error saving configurations" with a message per field; the header and banner texts of the default language are required.',
        body: AnyBody,
        response: { 200: AdminSiteSettingsSchema, 400: ApiErrorSchema },
      }),
      (request) => site.saveSiteSettings(admin(request), request.body),
    );

    app.post(
      '/api/admin/site/background',
      {
        ...route(
          'admin',
          'admin',
          'Upload a title background: one JPEG, PNG or WebP file of at most 4 MB, field "image"',
          {
            description:
              'Checked by content and re-encoded (a wide image and a thumbnail); the answer goes into the site form, which saves it.',
            consumes: ['multipart/form-data'],
            response: { 201: SiteBackgroundSchema, 413: ApiErrorSchema, 415: ApiErrorSchema },
          },
        ),
        bodyLimit: MAX_SITE_IMAGE_BYTES + 64 * 1024,
      },
      async (request, reply) => {
        const ctx = admin(request);
        const bytes = await readUpload(request, {
          field: 'image',
          maxBytes: MAX_SITE_IMAGE_BYTES,
          tooLarge: 'fileTooLarge4',
        });
        return created(reply, site.storeSiteBackground(ctx, bytes));
      },
    );

    app.get(
      '/api/admin/commission',
      route('admin', 'admin', 'The platform commission rate and the makers’ own rates', {
        response: { 200: CommissionSettingsSchema },
      }),
      (request) => site.getCommission(admin(request)),
    );

    app.put(
      '/api/admin/commission',
      route('admin', 'admin', 'Set the platform commission rate for orders placed from now on', {
        body: CommissionRateInputSchema,
        response: { 200: CommissionSettingsSchema },
      }),
      (request) => site.setCommissionRate(admin(request), request.body.basisPoints),
    );

    app.post(
      '/api/admin/commission/overrides',
      route('admin', 'admin', 'Give a maker its own commission rate from a day on', {
        body: CommissionOverrideInputSchema,
        response: { 201: CommissionOverrideSchema, 409: ApiErrorSchema },
      }),
      (request, reply) => created(reply, site.addCommissionOverride(admin(request), request.body)),
    );

    app.delete(
      '/api/admin/commission/overrides/:id',
      route('admin', 'admin', 'Remove a maker’s own commission rate', {
        params: IdParamsSchema,
        response: { 204: z.null() },
      }),
      (request, reply) =>
        noContent(reply, site.removeCommissionOverride(admin(request), request.params.id)),
    );

    app.get(
      '/api/admin/commission/makers',
      route('admin', 'admin', 'Makers whose name or login contains the text (at most 10)', {
        querystring: MakerSearchQuerySchema,
        response: { 200: MakerMatchListSchema },
      }),
      (request) => site.searchMakers(admin(request), request.query.q),
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
