import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DigestOptOutInputSchema,
  DigestSettingsSchema,
  FavouriteIdsSchema,
  FavouriteListsInputSchema,
  FavouriteParamsSchema,
  FavouriteProductListQuerySchema,
  FavouriteProductPageSchema,
  FavouritesPreviewSchema,
  FavouriteStateSchema,
  FollowedMakerPageSchema,
} from '@kramik/contract';
import { callerContextOf, contextOf } from '../../plugins/context.js';
import { noContent, route } from '../../plugins/route.js';
import * as digest from './digest.service.js';
import * as favourites from './favourites.service.js';
import type { FavouritesDeps } from './favourites.service.js';

/** Favourite pieces, followed makers and the weekly digest's settings (issue 24). */
export function favouritesRoutes(deps: FavouritesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const buyer = (request: FastifyRequest) => callerContextOf(deps, request);
    const state = { response: { 200: FavouriteStateSchema } };
    const params = { params: FavouriteParamsSchema };

    app.get(
      '/api/favourites',
      route('user', 'catalog', 'Every product id favourited and maker id followed', {
        response: { 200: FavouriteIdsSchema },
      }),
      (request) => favourites.getFavouriteIds(buyer(request)),
    );

    app.get(
      '/api/favourites/products',
      route('user', 'catalog', 'The favourite pieces as cards, newest first', {
        querystring: FavouriteProductListQuerySchema,
        response: { 200: FavouriteProductPageSchema },
      }),
      (request) => favourites.listFavouriteProducts(buyer(request), request.query),
    );

    app.get(
      '/api/favourites/products/:id',
      route('user', 'catalog', 'Whether the product is a favourite', { ...params, ...state }),
      (request) => favourites.isFavouriteProduct(buyer(request), request.params.id),
    );

    app.put(
      '/api/favourites/products/:id',
      route('user', 'catalog', 'Favourites a listed product (again: no change)', {
        description: '404 for a product the catalog does not list.',
        ...params,
        ...state,
      }),
      (request) => favourites.addFavouriteProduct(buyer(request), request.params.id),
    );

    app.delete(
      '/api/favourites/products/:id',
      route('user', 'catalog', 'Removes the product from the favourites', { ...params, ...state }),
      (request) => favourites.removeFavouriteProduct(buyer(request), request.params.id),
    );

    app.get(
      '/api/favourites/makers',
      route('user', 'makers', 'The followed makers, newest first', {
        querystring: FavouriteProductListQuerySchema,
        response: { 200: FollowedMakerPageSchema },
      }),
      (request) => favourites.listFollowedMakers(buyer(request), request.query),
    );

    app.get(
      '/api/favourites/makers/:id',
      route('user', 'makers', 'Whether the caller follows the maker', { ...params, ...state }),
      (request) => favourites.isFollowedMaker(buyer(request), request.params.id),
    );

    app.put(
      '/api/favourites/makers/:id',
      route('user', 'makers', 'Follows a listed maker (again: no change)', {
        description: '404 for a maker the catalog does not list.',
        ...params,
        ...state,
      }),
      (request) => favourites.followMaker(buyer(request), request.params.id),
    );

    app.delete(
      '/api/favourites/makers/:id',
      route('user', 'makers', 'Stops following the maker', { ...params, ...state }),
      (request) => favourites.unfollowMaker(buyer(request), request.params.id),
    );

    app.post(
      '/api/favourites/merge',
      route(
        'user',
        'catalog',
        "Merges the browser's favourites and followed makers at sign-in (idempotent)",
        {
          description:
            'Pairs favourited already stay one row; products and makers the catalog does not list are left out. Answers every id after the merge.',
          body: FavouriteListsInputSchema,
          response: { 200: FavouriteIdsSchema },
        },
      ),
      (request) => favourites.mergeFavourites(buyer(request), request.body),
    );

    app.post(
      '/api/favourites/preview',
      route('public', 'catalog', "A visitor's browser favourites as cards", {
        description: 'In the order given, without what the catalog no longer lists.',
        body: FavouriteListsInputSchema,
        response: { 200: FavouritesPreviewSchema },
      }),
      (request) => favourites.previewFavourites(contextOf(deps, request), request.body),
    );

    app.get(
      '/api/favourites/digest',
      route('user', 'catalog', "The weekly digest of the followed makers' news: on or off", {
        response: { 200: DigestSettingsSchema },
      }),
      (request) => digest.getDigestSettings(buyer(request)),
    );

    app.put(
      '/api/favourites/digest',
      route('user', 'catalog', 'Turns the weekly digest on or off', {
        body: DigestSettingsSchema,
        response: { 200: DigestSettingsSchema },
      }),
      (request) => digest.setDigestSettings(buyer(request), request.body),
    );

    app.post(
      '/api/favourites/digest/opt-out',
      route('public', 'catalog', "Turns the weekly digest off from the mail's link (no login)", {
        description: 'The token is the one in the mail; one that does not verify is a 400.',
        body: DigestOptOutInputSchema,
        response: { 204: z.null() },
      }),
      (request, reply) =>
        noContent(reply, digest.optOutByToken(contextOf(deps, request), request.body.token)),
    );
  };
}
