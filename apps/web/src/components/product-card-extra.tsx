import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the app puts over every product card's photo (the favourites' heart, issue 24): the card
 * belongs to the catalog and knows nothing of favourites, the app's layout provides the part.
 */
export type ProductCardExtra = (product: { productId: string; name: string }) => ReactNode;

export const ProductCardExtraContext = createContext<ProductCardExtra | null>(null);

/** The extra of the product's card, or nothing where none is provided. */
export function ProductCardExtraSlot({ productId, name }: { productId: string; name: string }) {
  const render = useContext(ProductCardExtraContext);
  return render ? render({ productId, name }) : null;
}
