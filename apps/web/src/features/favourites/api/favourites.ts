import type {
  DigestSettings,
  FavouriteIds,
  FavouriteProductPage,
  FavouritesPreview,
  FavouriteState,
  FollowedMakerPage,
} from '@kramik/contract';
import { api } from '../../../lib/api-client';
import type { FavouriteKind } from '../browser-favourites';

/** Every id the signed-in buyer favourited and follows: what every heart and Follow button reads. */
export const FAVOURITE_IDS_KEY = ['favourites', 'ids'] as const;
export const FAVOURITE_LISTS_KEY = ['favourites', 'lists'] as const;
export const DIGEST_KEY = ['favourites', 'digest'] as const;

const pageQuery = (cursor: string | undefined, limit: number) =>
  new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) }).toString();

export const getFavouriteIds = () => api<FavouriteIds>('GET', '/api/favourites');

export function setFavourite(kind: FavouriteKind, id: string, on: boolean) {
  return api<FavouriteState>(on ? 'PUT' : 'DELETE', `/api/favourites/${kind}/${id}`);
}

export function listFavouriteProducts(cursor: string | undefined, limit: number) {
  return api<FavouriteProductPage>('GET', `/api/favourites/products?${pageQuery(cursor, limit)}`);
}

export function listFollowedMakers(cursor: string | undefined, limit: number) {
  return api<FollowedMakerPage>('GET', `/api/favourites/makers?${pageQuery(cursor, limit)}`);
}

/** A visitor's browser lists as cards. */
export function previewFavourites(products: readonly string[], makers: readonly string[]) {
  return api<FavouritesPreview>('POST', '/api/favourites/preview', {
    body: { products, makers },
  });
}

export function mergeFavourites(products: readonly string[], makers: readonly string[]) {
  return api<FavouriteIds>('POST', '/api/favourites/merge', { body: { products, makers } });
}

export const getDigestSettings = () => api<DigestSettings>('GET', '/api/favourites/digest');
export const setDigestSettings = (enabled: boolean) =>
  api<DigestSettings>('PUT', '/api/favourites/digest', { body: { enabled } });
export const optOutOfDigest = (token: string) =>
  api<null>('POST', '/api/favourites/digest/opt-out', { body: { token } });
