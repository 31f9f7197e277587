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
import { callerContextOf, contextOf } from '../../plugins/context.js';
import { created, noContent, route } from '../../plugins/route.js';
import type { Geocoder } from '../geo/geo.service.js';
import * as shopsService from './shops.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });
const ImageParamsSchema = z.object({ id: z.uuid(), imageId: z.uuid() });
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
      route(
        'public',
        'makers',
        'Shops on the public map (only those marked visible): in a box, open now, by category or maker',
        { querystring: ShopMapQuerySchema, response: { 200: ShopMapSchema } },
      ),
      (request) => shopsService.mapShops(contextOf(deps, request), request.query),
    );

    app.get(
      '/api/shops/:id',
      route('public', 'makers', 'A shop page: photos, address, location and opening hours', {
        params: IdParamsSchema,
        response: { 200: ShopSchema },
      }),
      (request) => shopsService.getPublicShop(contextOf(deps, request), request.params.id),
    );

    // Geocoding is for signed-in sellers filling in a shop: it spends a remote service's quota.
    app.get(
      '/api/geocode',
      route('user', 'makers', 'Places for a typed address (offline gazetteer, or GEOCODER_URL)', {
        querystring: GeocodeQuerySchema,
        response: { 200: GeocodeListSchema, 502: ApiErrorSchema },
      }),
      async (request) => {
        const { locale } = callerContextOf({}, request);
        const { q, country } = request.query;
        return { items: await geocoder.search(q, locale, country) };
      },
    );

    app.get(
      '/api/geocode/reverse',
      route('user', 'makers', 'The place nearest to a point', {
        querystring: ReverseGeocodeQuerySchema,
        response: { 200: GeocodeListSchema, 502: ApiErrorSchema },
      }),
      async (request) => {
        const { locale } = callerContextOf({}, request);
        const place = await geocoder.reverse(request.query.lat, request.query.lng, locale);
        return { items: place ? [place] : [] };
      },
    );
  };
}

/** The seller's shops: `/api/seller/shops`. */
export function sellerShopRoutes(deps: shopsService.ShopsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const seller = (request: Parameters<typeof contextOf>[1]) =>
      callerContextOf(deps, request, 'seller');

    app.get(
      '/api/seller/shops',
      route('seller', 'seller', 'The seller’s shops', { response: { 200: ShopListSchema } }),
      (request) => shopsService.listOwnShops(seller(request)),
    );

    app.post(
      '/api/seller/shops',
      route('seller', 'seller', 'Add a shop (location required)', {
        body: AnyBody,
        response: { 201: ShopSchema },
      }),
      (request, reply) => created(reply, shopsService.createShop(seller(request), request.body)),
    );

    app.get(
      '/api/seller/shops/:id',
      route('seller-owner', 'seller', 'One of the seller’s shops', {
        params: IdParamsSchema,
        response: { 200: ShopSchema },
      }),
      (request) => shopsService.getOwnShop(seller(request), request.params.id),
    );

    app.put(
      '/api/seller/shops/:id',
      route('seller-owner', 'seller', 'Save the shop form', {
        params: IdParamsSchema,
        body: AnyBody,
        response: { 200: ShopSchema },
      }),
      (request) => shopsService.updateShop(seller(request), request.params.id, request.body),
    );

    app.delete(
      '/api/seller/shops/:id',
      route('seller-owner', 'seller', 'Delete the shop and its photos', {
        params: IdParamsSchema,
        response: { 204: z.null() },
      }),
      (request, reply) =>
        noContent(reply, shopsService.deleteShop(seller(request), request.params.id)),
    );

    app.post(
      '/api/seller/shops/:id/images',
      {
        ...route(
          'seller-owner',
          'seller',
          'Add a photo: one JPEG, PNG or WebP file of at most 2 MB, field "image"',
          {
            consumes: ['multipart/form-data'],
            params: IdParamsSchema,
            response: {
              201: ShopSchema,
              409: ApiErrorSchema,
              413: ApiErrorSchema,
              415: ApiErrorSchema,
            },
          },
        ),
        bodyLimit: MAX_SHOP_IMAGE_BYTES + 64 * 1024,
      },
      async (request, reply) => {
        const ctx = seller(request);
        const bytes = await readUpload(request, {
          field: 'image',
          maxBytes: MAX_SHOP_IMAGE_BYTES,
          tooLarge: 'fileTooLarge2',
        });
        return created(reply, shopsService.addShopImage(ctx, request.params.id, bytes));
      },
    );

    app.delete(
      '/api/seller/shops/:id/images/:imageId',
      route('seller-owner', 'seller', 'Remove a photo', {
        params: ImageParamsSchema,
        response: { 200: ShopSchema },
      }),
      (request) =>
        shopsService.removeShopImage(seller(request), request.params.id, request.params.imageId),
    );
  };
}
