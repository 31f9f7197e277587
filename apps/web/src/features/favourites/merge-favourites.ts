import type { QueryClient } from '@tanstack/react-query';
import type { FavouriteIds } from '@kramik/contract';
import { FAVOURITE_IDS_KEY, FAVOURITE_LISTS_KEY, mergeFavourites } from './api/favourites';
import { browserFavourites } from './browser-favourites';

let merging: Promise<void> | null = null;

/**
 * Moves the browser's favourites and followed makers to the account after sign-in and empties
 * the browser lists (as the cart does). The server inserts without duplicates, so a merge sent
 * twice (two tabs, a retry) leaves one row each. A failed merge keeps the browser lists for the
 * next try; one merge at a time.
 */
export function mergeBrowserFavourites(
  queryClient: QueryClient,
  send: typeof mergeFavourites = mergeFavourites,
): Promise<void> {
  const products = browserFavourites.products.get();
  const makers = browserFavourites.makers.get();
  if (products.length === 0 && makers.length === 0) return Promise.resolve();
  merging ??= (async () => {
    try {
      const ids: FavouriteIds = await send(products, makers);
      browserFavourites.products.clear();
      browserFavourites.makers.clear();
      await queryClient.cancelQueries({ queryKey: FAVOURITE_IDS_KEY, exact: true });
      queryClient.setQueryData(FAVOURITE_IDS_KEY, ids);
      await queryClient.invalidateQueries({ queryKey: FAVOURITE_LISTS_KEY });
    } catch {
      // The browser keeps its lists; the next sign-in or page load tries again.
    } finally {
      merging = null;
    }
  })();
  return merging;
}
