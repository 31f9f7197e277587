import type { ProductDetail, ProductSummary } from '@kramik/contract';
import { storedList } from '../../lib/stored-list';

/** Where the pieces last seen are kept: this browser only, never sent anywhere. */
export const RECENT_STORAGE_KEY = 'kramik.recentlyViewed';
export const RECENT_MAX = 12;

/** A card's picture from a product page's photo (its `srcset` lists every stored width). */
function cardImageOf(image: ProductDetail['images'][number] | undefined): ProductSummary['image'] {
  if (!image) return null;
  const widths = image.srcset
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url, w]) => [Number.parseInt(w ?? '', 10), url ?? ''] as [number, string])
    .filter(([w, url]) => Number.isFinite(w) && url);
  return {
    base: '',
    widths: widths.length > 0 ? widths : [[image.width, image.thumb]],
    width: image.width,
    height: image.height,
  };
}

/** What a card needs of a product seen, as it was seen (its language, price and stock then). */
export function summaryOf(product: ProductDetail): ProductSummary {
  return {
    _id: product._id,
    name: product.name,
    price: product.price,
    lastPrice: product.lastPrice,
    specialOffer: product.specialOffer,
    condition: product.condition,
    quantity: product.quantity,
    deliveryDays: product.deliveryDays,
    company: { _id: product.maker._id, name: product.maker.shortName },
    image: cardImageOf(product.images[0]),
    rating: product.rating,
    deliveryCost: product.deliveryCost,
  };
}

/** What storage holds, checked loosely: entries with an id and a name, no repeats, at most 12. */
export function readRecent(raw: string | null): ProductSummary[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const items: ProductSummary[] = [];
  for (const entry of value) {
    const item = entry as Partial<ProductSummary> | null;
    if (
      !item ||
      typeof item._id !== 'string' ||
      typeof item.name !== 'string' ||
      typeof item.price?.amount !== 'number' ||
      typeof item.company?.name !== 'string' ||
      typeof item.rating !== 'object' ||
      seen.has(item._id)
    ) {
      continue;
    }
    seen.add(item._id);
    items.push(item as ProductSummary);
  }
  return items.slice(0, RECENT_MAX);
}

/** The product first, the others after it in the order they were seen, at most 12. */
export function withViewed(
  items: readonly ProductSummary[],
  product: ProductSummary,
): ProductSummary[] {
  return [product, ...items.filter((item) => item._id !== product._id)].slice(0, RECENT_MAX);
}

const stored = storedList(RECENT_STORAGE_KEY, readRecent);

export const recentlyViewed = {
  get: stored.get,
  use: stored.use,
  record: (product: ProductDetail) => stored.set(withViewed(stored.get(), summaryOf(product))),
  clear: () => stored.set([]),
};
