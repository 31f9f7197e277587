import { MAX_BROWSER_FAVOURITES } from '@kramik/contract';
import { storedList } from '../../lib/stored-list';

/** A visitor's favourite pieces and followed makers, kept in the browser until sign-in merges them. */
export const FAVOURITE_PRODUCTS_KEY = 'kramik.favourites';
export const FOLLOWED_MAKERS_KEY = 'kramik.followedMakers';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What storage holds, checked: ids only, no repeats, newest first, at most the limit. */
export function readFavouriteIds(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is string => typeof v === 'string' && UUID.test(v));
  return [...new Set(ids)].slice(0, MAX_BROWSER_FAVOURITES);
}

/**
 * Adds the id (first: newest first) or removes it when it is there; a full list drops its oldest.
 */
export function toggleFavouriteId(ids: readonly string[], id: string, on: boolean): string[] {
  const without = ids.filter((other) => other !== id);
  return on ? [id, ...without].slice(0, MAX_BROWSER_FAVOURITES) : without;
}

function browserList(key: string) {
  const stored = storedList(key, readFavouriteIds);
  return {
    get: stored.get,
    use: stored.use,
    subscribe: stored.subscribe,
    set: (id: string, on: boolean) => stored.set(toggleFavouriteId(stored.get(), id, on)),
    clear: () => {
      if (stored.get().length > 0) stored.set([]);
    },
  };
}

/** The two browser lists, shared by the open tabs. */
export const browserFavourites = {
  products: browserList(FAVOURITE_PRODUCTS_KEY),
  makers: browserList(FOLLOWED_MAKERS_KEY),
};

export type FavouriteKind = keyof typeof browserFavourites;
