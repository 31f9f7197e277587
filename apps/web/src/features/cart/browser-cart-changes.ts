import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@kramik/contract';
import { browserCart, type BrowserCartLine } from './browser-cart';

/** Why a change was refused: more than the stock, or the cart is full of different products. */
export type CartChangeResult = 'ok' | 'tooMany' | 'full';

/**
 * Adds `quantity` to the product's line. `available` is the stock the buyer saw: the line may not
 * go above it ("I don't have that quantity"), and a refused change leaves the lines as they were.
 */
export function addLine(
  lines: readonly BrowserCartLine[],
  productId: string,
  quantity: number,
  available: number,
): { lines: readonly BrowserCartLine[]; result: CartChangeResult } {
  const existing = lines.find((line) => line.productId === productId);
  const next = (existing?.quantity ?? 0) + quantity;
  if (next > available || next > MAX_LINE_QUANTITY) return { lines, result: 'tooMany' };
  if (!existing) {
    if (lines.length >= MAX_CART_LINES) return { lines, result: 'full' };
    return { lines: [...lines, { productId, quantity }], result: 'ok' };
  }
  return {
    lines: lines.map((line) =>
      line.productId === productId ? { productId, quantity: next } : line,
    ),
    result: 'ok',
  };
}

/** Sets the product's line to `quantity` (at least 1); the line must exist. */
export function setLineQuantity(
  lines: readonly BrowserCartLine[],
  productId: string,
  quantity: number,
  available: number,
): { lines: readonly BrowserCartLine[]; result: CartChangeResult } {
  if (quantity > available || quantity > MAX_LINE_QUANTITY) return { lines, result: 'tooMany' };
  return {
    lines: lines.map((line) =>
      line.productId === productId ? { productId, quantity: Math.max(1, quantity) } : line,
    ),
    result: 'ok',
  };
}

export function removeLine(lines: readonly BrowserCartLine[], productId: string) {
  return lines.filter((line) => line.productId !== productId);
}

/** Changes of the visitor's browser cart; a refused change leaves it as it was. */
export const browserCartChanges = {
  add: (productId: string, quantity: number, available: number): CartChangeResult => {
    const change = addLine(browserCart.get(), productId, quantity, available);
    if (change.result === 'ok') browserCart.replace(change.lines);
    return change.result;
  },
  setQuantity: (productId: string, quantity: number, available: number): CartChangeResult => {
    const change = setLineQuantity(browserCart.get(), productId, quantity, available);
    if (change.result === 'ok') browserCart.replace(change.lines);
    return change.result;
  },
  remove: (productId: string) => browserCart.replace(removeLine(browserCart.get(), productId)),
  /** Forgets products the server no longer knows (the preview's `removed`). */
  forget: (productIds: readonly string[]) => {
    if (productIds.length === 0) return;
    const kept = browserCart.get().filter((line) => !productIds.includes(line.productId));
    if (kept.length !== browserCart.get().length) browserCart.replace(kept);
  },
};
