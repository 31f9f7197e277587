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
import { requireRole } from '../../plugins/auth.js';
import * as companies from './companies.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};
// Company and courier-pricing bodies are checked in the service, so that a missing field gives
// the spec's headline ("Please fill in all required fields"); the schema documents the shape.
const AnyBody = z.unknown();

/** Public maker pages: `/api/companies`. */
export function companiesRoutes(deps: companies.CompaniesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/companies',
      {
        config: { access: 'public' },
        schema: {
          tags: ['makers'],
          summary: 'Every maker, by display name (keyset pages)',
          querystring: CompanyListQuerySchema,
          response: { 200: CompanyPageSchema, 400: ApiErrorSchema },
        },
      },
      (request) => companies.listCompanies(deps.db, request.query),
    );

    app.get(
      '/api/companies/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['makers'],
          summary: 'A maker’s public page (no bank details)',
          params: IdParamsSchema,
          response: { 200: PublicCompanySchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
        },
      },
      (request) => companies.getPublicCompany(deps.db, request.params.id),
    );
  };
}

/** The seller's own company, settings and delivery costs: `/api/seller/*`, sellers only. */
export function sellerRoutes(deps: companies.CompaniesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const seller = (request: Parameters<typeof requireRole>[0]) => requireRole(request, 'seller');

    app.get(
      '/api/seller/company',
      {
        config: { access: 'seller' },
        schema: {
          tags: ['seller'],
          summary: 'The seller’s company data (404 until it is filled in)',
          security: [{ bearer: [] }],
          response: { 200: CompanySchema, ...errors },
        },
      },
      (request) => companies.getOwnCompany(deps, seller(request)),
    );

    app.put(
      '/api/seller/company',
      {
        // An admin passes the role check and may fill in a company of its own.
        config: { access: { class: 'seller', admin: 'allowed' } },
        schema: {
          tags: ['seller'],
          summary: 'Create or update the company data (NIP/VAT, IBAN and BIC are checked)',
          security: [{ bearer: [] }],
          body: AnyBody,
          response: { 200: CompanySchema, ...errors },
        },
      },
      (request) => companies.saveCompany(deps, seller(request), request.body),
    );

    app.put(
      '/api/seller/company/photo',
      {
        config: { access: 'seller' },
        bodyLimit: MAX_COMPANY_PHOTO_BYTES + 64 * 1024,
        schema: {
          tags: ['seller'],
          summary:
            'Upload the company photo: one JPEG, PNG or WebP file of at most 4 MB, field "photo"',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          response: { 200: CompanySchema, 413: ApiErrorSchema, 415: ApiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const auth = seller(request);
        const bytes = await readUpload(request, {
          field: 'photo',
          maxBytes: MAX_COMPANY_PHOTO_BYTES,
          tooLarge: 'fileTooLarge4',
        });
        return companies.saveCompanyPhoto(deps, auth, bytes);
      },
    );

    app.get(
      '/api/seller/settings',
      {
        config: { access: 'seller' },
        schema: {
          tags: ['seller'],
          summary: 'AutoPay and InPost settings, secrets masked',
          security: [{ bearer: [] }],
          response: { 200: SellerSettingsSchema, ...errors },
        },
      },
      (request) => companies.getSettings(deps, seller(request)),
    );

    app.put(
      '/api/seller/settings',
      {
        config: { access: 'seller' },
        schema: {
          tags: ['seller'],
          summary: 'Save AutoPay and InPost settings (a secret left out is kept, "" removes it)',
          security: [{ bearer: [] }],
          body: SellerSettingsInputSchema,
          response: { 200: SellerSettingsSchema, ...errors },
        },
      },
      (request) => companies.saveSettings(deps, seller(request), request.body),
    );

    app.get(
      '/api/seller/courier-pricing',
      {
        config: { access: 'seller' },
        schema: {
          tags: ['seller'],
          summary: 'The seller’s courier pricing entries',
          security: [{ bearer: [] }],
          response: { 200: CourierPricingListSchema, ...errors },
        },
      },
      async (request) => ({ items: await companies.listCourierPricing(deps, seller(request)) }),
    );

    app.post(
      '/api/seller/courier-pricing',
      {
        config: { access: 'seller' },
        schema: {
          tags: ['seller'],
          summary: 'Add a courier pricing entry (external system ID unique in the list)',
          security: [{ bearer: [] }],
          body: AnyBody,
          response: { 201: CourierPricingSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await companies.createCourierPricing(deps, seller(request), request.body)),
    );

    app.patch(
      '/api/seller/courier-pricing/:id',
      {
        config: { access: 'seller-owner' },
        schema: {
          tags: ['seller'],
          summary: 'Change a courier pricing entry',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          body: AnyBody,
          response: { 200: CourierPricingSchema, ...errors },
        },
      },
      (request) =>
        companies.updateCourierPricing(deps, seller(request), request.params.id, request.body),
    );

    app.delete(
      '/api/seller/courier-pricing/:id',
      {
        config: { access: 'seller-owner' },
        schema: {
          tags: ['seller'],
          summary: 'Remove a courier pricing entry',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await companies.deleteCourierPricing(deps, seller(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
