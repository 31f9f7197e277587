import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  GeocodeListSchema,
  GeocodeQuerySchema,
  MAX_SHOP_IMAGE_BYTES,
  ReverseGeocodeQuerySchema,
  ShopListSchema,
  ShopMapQuerySchema,
  ShopMapSchema,
  ShopSchema,
} from '@kramik/contract';
import { readUpload } from '../../lib/uploads.js';
import { requireRole, requireUser } from '../../plugins/auth.js';
import type { Geocoder } from '../geo/geo.service.js';
import * as shopsService from './shops.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });
const ImageParamsSchema = z.object({ id: z.uuid(), imageId: z.uuid() });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
};
// The shop form is checked in the service so that a missing field gives the form's headline.
const AnyBody = z.unknown();

/** Public shop pages and map, and server-side geocoding. */
export function shopsRoutes(
  deps: shopsService.ShopsDeps,
  geocoder: Geocoder,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/shops',
      {
        config: { access: 'public' },
        schema: {
          tags: ['makers'],
          summary:
            'Shops on the public map (only those marked visible): in a box, open now, by category or maker',
          querystring: ShopMapQuerySchema,
          response: { 200: ShopMapSchema, 400: ApiErrorSchema },
        },
      },
      (request) => shopsService.mapShops(deps, request.query),
    );

    app.get(
      '/api/shops/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['makers'],
          summary: 'A shop page: photos, address, location and opening hours',
          params: IdParamsSchema,
          response: { 200: ShopSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
        },
      },
      (request) => shopsService.getPublicShop(deps, request.params.id),
    );

    // Geocoding is for signed-in sellers filling in a shop: it spends a remote service's quota.
    app.get(
      '/api/geocode',
      {
        config: { access: 'user' },
        schema: {
          tags: ['makers'],
          summary: 'Places for a typed address (offline gazetteer, or GEOCODER_URL)',
          security: [{ bearer: [] }],
          querystring: GeocodeQuerySchema,
          response: { 200: GeocodeListSchema, 502: ApiErrorSchema, ...errors },
        },
      },
      async (request) => {
        requireUser(request);
        const { q, country } = request.query;
        return { items: await geocoder.search(q, request.locale, country) };
      },
    );

    app.get(
      '/api/geocode/reverse',
      {
        config: { access: 'user' },
        schema: {
          tags: ['makers'],
          summary: 'The place nearest to a point',
          security: [{ bearer: [] }],
          querystring: ReverseGeocodeQuerySchema,
          response: { 200: GeocodeListSchema, 502: ApiErrorSchema, ...errors },
        },
      },
      async (request) => {
        requireUser(request);
        const place = await geocoder.reverse(request.query.lat, request.query.lng, request.locale);
        return { items: place ? [place] : [] };
      },
    );
  };
}

/** The seller's shops: `/api/seller/shops`. */
export function sellerShopRoutes(deps: shopsService.ShopsDeps): FastifyPluginAsyncZod {
  const seller = (request: FastifyRequest) => requireRole(request, 'seller');
  return async (app) => {
    app.get(
      '/api/seller/shops',
      {
        config: { access: 'seller' },
        schema: {
          tags: ['seller'],
          summary: 'The seller’s shops',
          security: [{ bearer: [] }],
          response: { 200: ShopListSchema, ...errors },
        },
      },
      (request) => shopsService.listOwnShops(deps, seller(request)),
    );

    app.post(
      '/api/seller/shops',
      {
        config: { access: 'seller' },
        schema: {
          tags: ['seller'],
          summary: 'Add a shop (location required)',
          security: [{ bearer: [] }],
          body: AnyBody,
          response: { 201: ShopSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await shopsService.createShop(deps, seller(request), request.body)),
    );

    app.get(
      '/api/seller/shops/:id',
      {
        config: { access: 'seller-owner' },
        schema: {
          tags: ['seller'],
          summary: 'One of the seller’s shops',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          response: { 200: ShopSchema, ...errors },
        },
      },
      (request) => shopsService.getOwnShop(deps, seller(request), request.params.id),
    );

    app.put(
      '/api/seller/shops/:id',
      {
        config: { access: 'seller-owner' },
        schema: {
          tags: ['seller'],
          summary: 'Save the shop form',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          body: AnyBody,
          response: { 200: ShopSchema, ...errors },
        },
      },
      (request) => shopsService.updateShop(deps, seller(request), request.params.id, request.body),
    );

    app.delete(
      '/api/seller/shops/:id',
      {
        config: { access: 'seller-owner' },
        schema: {
          tags: ['seller'],
          summary: 'Delete the shop and its photos',
          security: [{ bearer: [] }],
          params: IdParamsSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await shopsService.deleteShop(deps, seller(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/seller/shops/:id/images',
      {
        config: { access: 'seller-owner' },
        bodyLimit: MAX_SHOP_IMAGE_BYTES + 64 * 1024,
        schema: {
          tags: ['seller'],
          summary: 'Add a photo: one JPEG, PNG or WebP file of at most 2 MB, field "image"',
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          params: IdParamsSchema,
          response: {
            201: ShopSchema,
            409: ApiErrorSchema,
            413: ApiErrorSchema,
            415: ApiErrorSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const auth = seller(request);
        const bytes = await readUpload(request, {
          field: 'image',
          maxBytes: MAX_SHOP_IMAGE_BYTES,
          tooLarge: 'fileTooLarge2',
        });
        return reply
          .status(201)
          .send(await shopsService.addShopImage(deps, auth, request.params.id, bytes));
      },
    );

    app.delete(
      '/api/seller/shops/:id/images/:imageId',
      {
        config: { access: 'seller-owner' },
        schema: {
          tags: ['seller'],
          summary: 'Remove a photo',
          security: [{ bearer: [] }],
          params: ImageParamsSchema,
          response: { 200: ShopSchema, ...errors },
        },
      },
      (request) =>
        shopsService.removeShopImage(
          deps,
          seller(request),
          request.params.id,
          request.params.imageId,
        ),
    );
  };
}
