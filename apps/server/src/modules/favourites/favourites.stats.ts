/**
 * The favourites' figures the maker sees (issue 24), never the public: indexed counts over the
 * product-side and maker-side indexes of the favourites tables, so no counter column to keep.
 */
import type { Executor } from '../../db/client.js';
import { countFavouritesOf, countFollowersOf } from './favourites.repo.js';

/** How many buyers keep each product among their favourites (absent: none). */
export function favouriteCounts(db: Executor, productIds: string[]) {
  return countFavouritesOf(db, productIds);
}

/** How many buyers follow the maker. */
export function followerCount(db: Executor, companyId: string) {
  return countFollowersOf(db, companyId);
}
