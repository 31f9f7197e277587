import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@kramik/contract';
import { browserCart, CART_STORAGE_KEY, countUnits, readBrowserCart } from './browser-cart';
import { addLine, browserCartChanges, setLineQuantity } from './browser-cart-changes';

describe('readBrowserCart', () => {
  it('keeps only well-formed lines, one per product, quantities in range', () => {
    expect(readBrowserCart(null)).toEqual([]);
    expect(readBrowserCart('not json')).toEqual([]);
    expect(readBrowserCart('{"productId":"a"}')).toEqual([]);
    expect(
      readBrowserCart(
        JSON.stringify([
          { productId: 'a', quantity: 2 },
          { productId: 'a', quantity: 5 },
          { productId: '', quantity: 1 },
          { productId: 'b', quantity: 0 },
          { productId: 'c', quantity: 1.5 },
          { productId: 'd', quantity: 5000 },
          'e',
        ]),
      ),
    ).toEqual([
      { productId: 'a', quantity: 2 },
      { productId: 'd', quantity: MAX_LINE_QUANTITY },
    ]);
  });
});

describe('addLine', () => {
  it('adds to an existing line up to the stock and refuses more', () => {
    let { lines, result } = addLine([], 'a', 2, 3);
    expect(result).toBe('ok');
    ({ lines, result } = addLine(lines, 'a', 1, 3));
    expect(result).toBe('ok');
    expect(lines).toEqual([{ productId: 'a', quantity: 3 }]);
    const refused = addLine(lines, 'a', 1, 3);
    expect(refused.result).toBe('tooMany');
    expect(refused.lines).toBe(lines);
  });

  it('refuses a product that is not available at all', () => {
    expect(addLine([], 'a', 1, 0).result).toBe('tooMany');
  });

  it('refuses a new product when the cart already holds the most lines', () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, i) => ({
      productId: `p${i}`,
      quantity: 1,
    }));
    expect(addLine(full, 'new', 1, 5).result).toBe('full');
    expect(addLine(full, 'p0', 1, 5).result).toBe('ok');
  });
});

describe('setLineQuantity', () => {
  it('sets the quantity within the stock', () => {
    const lines = [{ productId: 'a', quantity: 1 }];
    expect(setLineQuantity(lines, 'a', 4, 4).lines).toEqual([{ productId: 'a', quantity: 4 }]);
    expect(setLineQuantity(lines, 'a', 5, 4)).toEqual({ lines, result: 'tooMany' });
  });
});

describe('browserCart', () => {
  afterEach(() => {
    browserCart.clear();
    window.localStorage.clear();
  });

  it('keeps the lines in localStorage under kramik.cart', () => {
    expect(browserCartChanges.add('a', 2, 5)).toBe('ok');
    expect(browserCartChanges.add('b', 1, 1)).toBe('ok');
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY)!)).toEqual([
      { productId: 'a', quantity: 2 },
      { productId: 'b', quantity: 1 },
    ]);
    expect(countUnits(browserCart.get())).toBe(3);
  });

  it('answers tooMany above the stock and keeps the line', () => {
    browserCartChanges.add('a', 2, 2);
    expect(browserCartChanges.add('a', 1, 2)).toBe('tooMany');
    expect(browserCart.get()).toEqual([{ productId: 'a', quantity: 2 }]);
  });

  it('removes lines, forgets products that are gone and empties', () => {
    browserCartChanges.add('a', 1, 5);
    browserCartChanges.add('b', 1, 5);
    browserCartChanges.add('c', 1, 5);
    browserCartChanges.remove('a');
    browserCartChanges.forget(['b']);
    expect(browserCart.get()).toEqual([{ productId: 'c', quantity: 1 }]);
    browserCart.clear();
    expect(browserCart.get()).toEqual([]);
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('follows a change made in another tab', () => {
    const seen: number[] = [];
    const unsubscribe = browserCart.subscribe(() => seen.push(countUnits(browserCart.get())));
    window.localStorage.setItem(CART_STORAGE_KEY, '[{"productId":"x","quantity":4}]');
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    unsubscribe();
    expect(seen).toEqual([4]);
  });
});
