import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_BROWSER_FAVOURITES, favouriteMarks } from '@kramik/contract';
import { FAVOURITE_IDS_KEY } from './api/favourites';
import {
  browserFavourites,
  FAVOURITE_PRODUCTS_KEY,
  FOLLOWED_MAKERS_KEY,
  readFavouriteIds,
  toggleFavouriteId,
} from './browser-favourites';
import { mergeBrowserFavourites } from './merge-favourites';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('readFavouriteIds', () => {
  it('keeps only ids, once each, at most the limit', () => {
    expect(readFavouriteIds(null)).toEqual([]);
    expect(readFavouriteIds('not json')).toEqual([]);
    expect(readFavouriteIds('{"a":1}')).toEqual([]);
    expect(readFavouriteIds(JSON.stringify([id(1), id(1), 'x', 42, null, id(2)]))).toEqual([
      id(1),
      id(2),
    ]);
    const many = Array.from({ length: MAX_BROWSER_FAVOURITES + 5 }, (_, i) => id(i));
    expect(readFavouriteIds(JSON.stringify(many))).toHaveLength(MAX_BROWSER_FAVOURITES);
  });
});

describe('toggleFavouriteId', () => {
  it('adds newest first, removes, and never repeats', () => {
    let ids = toggleFavouriteId([], id(1), true);
    ids = toggleFavouriteId(ids, id(2), true);
    ids = toggleFavouriteId(ids, id(1), true);
    expect(ids).toEqual([id(1), id(2)]);
    expect(toggleFavouriteId(ids, id(1), false)).toEqual([id(2)]);
    expect(toggleFavouriteId(ids, id(9), false)).toEqual(ids);
  });

  it('drops the oldest when the list is full', () => {
    const full = Array.from({ length: MAX_BROWSER_FAVOURITES }, (_, i) => id(i));
    const next = toggleFavouriteId(full, id(999), true);
    expect(next).toHaveLength(MAX_BROWSER_FAVOURITES);
    expect(next[0]).toBe(id(999));
    expect(next).not.toContain(id(MAX_BROWSER_FAVOURITES - 1));
  });
});

describe('browserFavourites', () => {
  afterEach(() => {
    browserFavourites.products.clear();
    browserFavourites.makers.clear();
    window.localStorage.clear();
  });

  it('keeps a visitor’s pieces and makers in localStorage', () => {
    browserFavourites.products.set(id(1), true);
    browserFavourites.products.set(id(2), true);
    browserFavourites.makers.set(id(7), true);
    expect(JSON.parse(window.localStorage.getItem(FAVOURITE_PRODUCTS_KEY)!)).toEqual([
      id(2),
      id(1),
    ]);
    expect(JSON.parse(window.localStorage.getItem(FOLLOWED_MAKERS_KEY)!)).toEqual([id(7)]);
    browserFavourites.products.set(id(2), false);
    expect(browserFavourites.products.get()).toEqual([id(1)]);
  });
});

describe('mergeBrowserFavourites (sign-in)', () => {
  afterEach(() => {
    browserFavourites.products.clear();
    browserFavourites.makers.clear();
    window.localStorage.clear();
  });

  it('sends the browser lists once, empties them and keeps the account’s ids', async () => {
    browserFavourites.products.set(id(1), true);
    browserFavourites.products.set(id(2), true);
    browserFavourites.makers.set(id(7), true);
    const queryClient = new QueryClient();
    const answer = { products: [id(2), id(1), id(3)], makers: [id(7)] };
    const send = vi.fn().mockResolvedValue(answer);
    // Two callers at once (two effects, a second tab's event): one request.
    await Promise.all([
      mergeBrowserFavourites(queryClient, send),
      mergeBrowserFavourites(queryClient, send),
    ]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith([id(2), id(1)], [id(7)]);
    expect(browserFavourites.products.get()).toEqual([]);
    expect(browserFavourites.makers.get()).toEqual([]);
    expect(window.localStorage.getItem(FAVOURITE_PRODUCTS_KEY)).toBeNull();
    expect(queryClient.getQueryData(FAVOURITE_IDS_KEY)).toEqual(answer);
    // Nothing left to merge: no request.
    await mergeBrowserFavourites(queryClient, send);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps the browser lists when the merge fails, for the next try', async () => {
    browserFavourites.products.set(id(1), true);
    const send = vi.fn().mockRejectedValue(new Error('offline'));
    await mergeBrowserFavourites(new QueryClient(), send);
    expect(browserFavourites.products.get()).toEqual([id(1)]);
  });
});

describe('favouriteMarks', () => {
  it('marks a sale, a few left and sold out', () => {
    expect(favouriteMarks({ quantity: 10, regularPrice: null })).toEqual({
      sale: false,
      stock: null,
    });
    expect(favouriteMarks({ quantity: 3, regularPrice: { amount: 5000 } })).toEqual({
      sale: true,
      stock: 'lowStock',
    });
    expect(favouriteMarks({ quantity: 1 }).stock).toBe('lowStock');
    expect(favouriteMarks({ quantity: 4 }).stock).toBeNull();
    expect(favouriteMarks({ quantity: 0 }).stock).toBe('soldOut');
  });
});
