/**
 * Favourite pieces and followed makers (issue 24). Signed-in buyers keep them here; visitors keep
 * them in the browser and merge them in at sign-in (idempotent: a pair is one row however often it
 * is sent). Only listed products and makers can be favourited; the counts are the maker's own.
 */
import type {
  FavouriteIds,
  FavouriteProductPage,
  FavouritesPreview,
  FavouriteState,
  FollowedMakerPage,
} from '@kramik/contract';
import type { Config } from '../../config/env.js';
import type { SecretBox } from '../../lib/secrets.js';
import { NotFoundError } from '../../lib/errors.js';
import { isTimeKey } from '../../db/keyset.js';
import { decodeCursor, paginate } from '../../lib/pagination.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';
import {
  isMakerListed,
  listedProductIds,
  listedSummaries,
  unlistedMakerIds,
} from '../catalog/catalog.service.js';
import { companySummaries } from '../companies/companies.service.js';
import * as repo from './favourites.repo.js';

export interface FavouritesDeps {
  config: Config;
  secrets: SecretBox;
}

const userOf = (ctx: SignedInContext) => ctx.auth.user._id;

async function requireListedProduct(ctx: RequestContext, productId: string) {
  const listed = await listedProductIds(ctx, [productId]);
  if (!listed.has(productId)) throw new NotFoundError();
}

async function requireListedMaker(ctx: RequestContext, companyId: string) {
  const [maker] = await companySummaries(ctx, [companyId]);
  if (!maker || !(await isMakerListed(ctx, companyId))) throw new NotFoundError();
}

/** The listed makers among `ids`, in order. */
async function listedMakerIds(ctx: RequestContext, ids: string[]) {
  const unlisted = new Set(await unlistedMakerIds(ctx));
  return ids.filter((id) => !unlisted.has(id));
}

export async function getFavouriteIds(ctx: SignedInContext): Promise<FavouriteIds> {
  return repo.favouriteIdsOf(ctx.db, userOf(ctx));
}

const stateOf = (favourite: boolean): FavouriteState => ({ favourite });

/** A page of the user's pairs of one kind, newest first, as ids and the next page's cursor. */
async function pageOf(
  ctx: SignedInContext,
  kind: repo.PairKind,
  query: { cursor?: string; limit: number },
) {
  const after = decodeCursor(query.cursor, isTimeKey);
  const rows = await repo.listPairs(ctx.db, kind, userOf(ctx), after, query.limit);
  const page = paginate(rows, query.limit, (row) => ({ at: row.key, id: row.id }));
  return { ids: page.items.map((row) => row.id), nextCursor: page.nextCursor };
}

export async function isFavouriteProduct(ctx: SignedInContext, productId: string) {
  return stateOf(await repo.hasPair(ctx.db, 'products', userOf(ctx), productId));
}

/** 404 for a product the catalog does not list; favouriting twice changes nothing. */
export async function addFavouriteProduct(ctx: SignedInContext, productId: string) {
  await requireListedProduct(ctx, productId);
  await repo.addPairs(ctx.db, 'products', userOf(ctx), [productId]);
  return stateOf(true);
}

/** Unfavourites (also a product no longer listed); unknown pairs change nothing. */
export async function removeFavouriteProduct(ctx: SignedInContext, productId: string) {
  await repo.removePair(ctx.db, 'products', userOf(ctx), productId);
  return stateOf(false);
}

/**
 * A page of favourites as cards, newest first. A favourite the catalog stopped listing is left
 * out of its page (which may then be shorter); it comes back when the product is listed again.
 */
export async function listFavouriteProducts(
  ctx: SignedInContext,
  query: { cursor?: string; limit: number },
): Promise<FavouriteProductPage> {
  const { ids, nextCursor } = await pageOf(ctx, 'products', query);
  return { nextCursor, items: await listedSummaries(ctx, ids) };
}

export async function isFollowedMaker(ctx: SignedInContext, companyId: string) {
  return stateOf(await repo.hasPair(ctx.db, 'makers', userOf(ctx), companyId));
}

/** 404 for a maker the catalog does not list; following twice changes nothing. */
export async function followMaker(ctx: SignedInContext, companyId: string) {
  await requireListedMaker(ctx, companyId);
  await repo.addPairs(ctx.db, 'makers', userOf(ctx), [companyId]);
  return stateOf(true);
}

export async function unfollowMaker(ctx: SignedInContext, companyId: string) {
  await repo.removePair(ctx.db, 'makers', userOf(ctx), companyId);
  return stateOf(false);
}

/** A page of followed makers as cards, newest first; a maker no longer listed is left out. */
export async function listFollowedMakers(
  ctx: SignedInContext,
  query: { cursor?: string; limit: number },
): Promise<FollowedMakerPage> {
  const { ids, nextCursor } = await pageOf(ctx, 'makers', query);
  return { nextCursor, items: await companySummaries(ctx, await listedMakerIds(ctx, ids)) };
}

/** A visitor's browser lists as cards (what is still listed), in the order given. */
export async function previewFavourites(
  ctx: RequestContext,
  input: { products: string[]; makers: string[] },
): Promise<FavouritesPreview> {
  const products = [...new Set(input.products)];
  const makers = await listedMakerIds(ctx, [...new Set(input.makers)]);
  return {
    products: await listedSummaries(ctx, products),
    makers: await companySummaries(ctx, makers),
  };
}

/**
 * The browser's lists at sign-in: inserted without duplicates (sending them again, or sending
 * what is favourited already, leaves one row each); what the catalog does not list is left out.
 * Answers every id favourited and followed after the merge.
 */
export async function mergeFavourites(
  ctx: SignedInContext,
  input: { products: string[]; makers: string[] },
): Promise<FavouriteIds> {
  const listed = await listedProductIds(ctx, [...new Set(input.products)]);
  const products = [...new Set(input.products)].filter((id) => listed.has(id));
  const existing = new Set(
    (await companySummaries(ctx, [...new Set(input.makers)])).map((maker) => maker._id),
  );
  const makers = (await listedMakerIds(ctx, [...existing])).filter((id) => existing.has(id));
  await ctx.db.transaction(async (tx) => {
    await repo.addPairs(tx, 'products', userOf(ctx), products);
    await repo.addPairs(tx, 'makers', userOf(ctx), makers);
  });
  return repo.favouriteIdsOf(ctx.db, userOf(ctx));
}
