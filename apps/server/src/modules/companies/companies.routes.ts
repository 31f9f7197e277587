import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  CompanyListQuerySchema,
  CompanyPageSchema,
  CompanySchema,
  CourierPricingListSchema,
  CourierPricingSchema,
  MAX_COMPANY_PHOTO_BYTES,
  PublicCompanySchema,
  SellerSettingsInputSchema,
  SellerSettingsSchema,
} from '@kramik/contract';
import { readUpload } from '../../lib/uploads.js';
import { callerContextOf, contextOf } from '../../plugins/context.js';
import { created, noContent, route } from '../../plugins/route.js';
import * as companies from './companies.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });
// Company and courier-pricing bodies are checked in the service, so that a missing field gives
// the spec's headline ("Please fill in all required fields"); the schema documents the shape.
const AnyBody = z.unknown();

/** Public maker pages: `/api/companies`. */
export function companiesRoutes(deps: companies.CompaniesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/companies',
      route('public', 'makers', 'Every maker, by display name (keyset pages)', {
        querystring: CompanyListQuerySchema,
        response: { 200: CompanyPageSchema },
      }),
      (request) => companies.listCompanies(contextOf(deps, request), request.query),
    );

    app.post(
      '/api/users/become-seller',
      route(
        'user',
        'makers',
        'Open a shop with this account: saves the company data and makes the buyer a maker',
        {
          description:
            'The body is the company form of `PUT /api/seller/company`. A maker or an administrator answers 409.',
          body: AnyBody,
          response: { 200: CompanySchema, 409: ApiErrorSchema },
        },
      ),
      (request) => companies.openShop(callerContextOf(deps, request), request.body),
    );

    app.get(
      '/api/companies/:id',
      route('public', 'makers', 'A maker’s public page (no bank details)', {
        params: IdParamsSchema,
        response: { 200: PublicCompanySchema },
      }),
      (request) => companies.getPublicCompany(contextOf(deps, request), request.params.id),
    );
  };
}

/** The seller's own company, settings and delivery costs: `/api/seller/*`, sellers only. */
export function sellerRoutes(deps: companies.CompaniesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const seller = (request: Parameters<typeof contextOf>[1]) =>
      callerContextOf(deps, request, 'seller');

    app.get(
      '/api/seller/company',
      // As for saving it: an admin passes the role check, and has no company data (null) yet.
      route(
        { class: 'seller', admin: 'allowed' },
        'seller',
        'The seller’s company data (null until it is filled in)',
        { response: { 200: CompanySchema.nullable() } },
      ),
      (request) => companies.findOwnCompany(seller(request)),
    );

    app.put(
      '/api/seller/company',
      // An admin passes the role check and may fill in a company of its own.
      route(
        { class: 'seller', admin: 'allowed' },
        'seller',
        'Create or update the company data (NIP/VAT, IBAN and BIC are checked)',
        { body: AnyBody, response: { 200: CompanySchema } },
      ),
      (request) => companies.saveCompany(seller(request), request.body),
    );

    app.put(
      '/api/seller/company/photo',
      {
        ...route(
          'seller',
          'seller',
          'Upload the company photo: one JPEG, PNG or WebP file of at most 4 MB, field "photo"',
          {
            consumes: ['multipart/form-data'],
            response: { 200: CompanySchema, 413: ApiErrorSchema, 415: ApiErrorSchema },
          },
        ),
        bodyLimit: MAX_COMPANY_PHOTO_BYTES + 64 * 1024,
      },
      async (request) => {
        const ctx = seller(request);
        const bytes = await readUpload(request, {
          field: 'photo',
          maxBytes: MAX_COMPANY_PHOTO_BYTES,
          tooLarge: 'fileTooLarge4',
        });
        return companies.saveCompanyPhoto(ctx, bytes);
      },
    );

    app.get(
      '/api/seller/settings',
      route('seller', 'seller', 'AutoPay and InPost settings, secrets masked', {
        response: { 200: SellerSettingsSchema },
      }),
      (request) => companies.getSettings(seller(request)),
    );

    app.put(
      '/api/seller/settings',
      route(
        'seller',
        'seller',
        'Save AutoPay and InPost settings (a secret left out is kept, "" removes it)',
        { body: SellerSettingsInputSchema, response: { 200: SellerSettingsSchema } },
      ),
      (request) => companies.saveSettings(seller(request), request.body),
    );

    app.get(
      '/api/seller/courier-pricing',
      route('seller', 'seller', 'The seller’s courier pricing entries', {
        response: { 200: CourierPricingListSchema },
      }),
      async (request) => ({ items: await companies.listCourierPricing(seller(request)) }),
    );

    app.post(
      '/api/seller/courier-pricing',
      route(
        'seller',
        'seller',
        'Add a courier pricing entry (external system ID unique in the list)',
        { body: AnyBody, response: { 201: CourierPricingSchema } },
      ),
      (request, reply) =>
        created(reply, companies.createCourierPricing(seller(request), request.body)),
    );

    app.patch(
      '/api/seller/courier-pricing/:id',
      route('seller-owner', 'seller', 'Change a courier pricing entry', {
        params: IdParamsSchema,
        body: AnyBody,
        response: { 200: CourierPricingSchema },
      }),
      (request) => companies.updateCourierPricing(seller(request), request.params.id, request.body),
    );

    app.delete(
      '/api/seller/courier-pricing/:id',
      route('seller-owner', 'seller', 'Remove a courier pricing entry', {
        params: IdParamsSchema,
        response: { 204: z.null() },
      }),
      (request, reply) =>
        noContent(reply, companies.deleteCourierPricing(seller(request), request.params.id)),
    );
  };
}
