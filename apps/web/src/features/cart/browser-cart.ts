import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CartItemInput } from '@kramik/contract';
import { storedList } from '../../lib/stored-list';

/** A visitor's cart, kept in the browser until login merges it into the server cart. */
export const CART_STORAGE_KEY = 'kramik.cart';

export type BrowserCartLine = CartItemInput;

/** What storage holds, checked: known fields only, whole quantities in range, one line a product. */
export function readBrowserCart(raw: string | null): BrowserCartLine[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const lines: BrowserCartLine[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { productId, quantity } = entry as Record<string, unknown>;
    if (typeof productId !== 'string' || productId === '') continue;
    if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) continue;
    if (lines.some((line) => line.productId === productId)) continue;
    lines.push({ productId, quantity: Math.min(quantity, MAX_LINE_QUANTITY) });
  }
  return lines.slice(0, MAX_CART_LINES);
}

/** Units in the cart: what the header badge shows. */
export function countUnits(lines: readonly BrowserCartLine[]) {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

const stored = storedList(CART_STORAGE_KEY, readBrowserCart);

/**
 * The visitor's cart in localStorage, shared by the open tabs. The header holds this much (the
 * badge); changing lines is `browser-cart-changes.ts`, loaded with the pages that change them.
 */
export const browserCart = {
  get: stored.get,
  subscribe: stored.subscribe,
  replace: stored.set,
  clear: () => {
    if (stored.get().length > 0) stored.set([]);
  },
};

export function useBrowserCart(): readonly BrowserCartLine[] {
  return stored.use();
}
