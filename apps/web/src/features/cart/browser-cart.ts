import { useSyncExternalStore } from 'react';
import { MAX_CART_LINES, MAX_LINE_QUANTITY, type CartItemInput } from '@kramik/contract';

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

function load(): readonly BrowserCartLine[] {
  try {
    return readBrowserCart(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return [];
  }
}

let lines: readonly BrowserCartLine[] | undefined;
const listeners = new Set<() => void>();

function current(): readonly BrowserCartLine[] {
  lines ??= load();
  return lines;
}

function set(next: readonly BrowserCartLine[]): void {
  lines = next;
  try {
    if (next.length === 0) window.localStorage.removeItem(CART_STORAGE_KEY);
    else window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage may be full or disabled: the cart lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
  lines = load();
  for (const listener of listeners) listener();
}

/**
 * The visitor's cart in localStorage, shared by the open tabs. The header holds this much (the
 * badge); changing lines is `browser-cart-changes.ts`, loaded with the pages that change them.
 */
export const browserCart = {
  get: current,
  subscribe: (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
  replace: set,
  clear: () => {
    if (current().length > 0) set([]);
  },
};

export function useBrowserCart(): readonly BrowserCartLine[] {
  return useSyncExternalStore(browserCart.subscribe, browserCart.get, browserCart.get);
}
