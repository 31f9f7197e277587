import {
  PAGE_SIZE,
  PRODUCT_CONDITIONS,
  PRODUCT_SORTS,
  type ProductCondition,
  type ProductSort,
} from '@kramik/contract';

export const CATALOG_VIEWS = ['cards', 'list'] as const;
export type CatalogView = (typeof CATALOG_VIEWS)[number];

/**
 * Everything the catalog screen shows, as kept in the URL query: the API's own parameters
 * (prices in minor units, as `ProductListQuerySchema` reads them) plus the chosen view.
 */
export interface CatalogState {
  q: string;
  category?: string;
  subcategory?: string;
  seller?: string;
  minPrice?: number;
  maxPrice?: number;
  condition?: ProductCondition;
  specialOffer: boolean;
  inStock: boolean;
  /** "4 stars and up": only products whose mean rating is at least 4 (`minRating=4`). */
  topRated: boolean;
  sort: ProductSort;
  view: CatalogView;
}

/** The mean rating the "4 stars and up" filter asks for. */
export const TOP_RATED_MIN = 4;

export const DEFAULT_CATALOG_STATE: CatalogState = {
  q: '',
  specialOffer: false,
  inStock: false,
  topRated: false,
  sort: 'relevance',
  view: 'cards',
};

// The same shape as zod's `z.uuid()`, which the server applies: a malformed id in a shared link is
// dropped here instead of failing the whole search with a 400.
const UUID =
  /^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;
const MAX_AMOUNT = 100_000_000;
const MAX_QUERY = 100;

function id(value: string | null) {
  return value && UUID.test(value) ? value : undefined;
}

function amount(value: string | null) {
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number <= MAX_AMOUNT ? number : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

const flag = (value: string | null) => value === 'true' || value === '1';

/** Reads the URL query leniently: anything malformed is left out, never an error. */
export function parseCatalogState(params: URLSearchParams): CatalogState {
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY),
    category: id(params.get('category')),
    subcategory: id(params.get('subcategory')),
    seller: id(params.get('seller')),
    minPrice: amount(params.get('minPrice')),
    maxPrice: amount(params.get('maxPrice')),
    condition: oneOf(PRODUCT_CONDITIONS, params.get('condition')),
    specialOffer: flag(params.get('specialOffer')),
    inStock: flag(params.get('inStock')),
    topRated: params.get('minRating') === String(TOP_RATED_MIN),
    sort: oneOf(PRODUCT_SORTS, params.get('sort')) ?? 'relevance',
    view: oneOf(CATALOG_VIEWS, params.get('view')) ?? 'cards',
  };
}

/** The API's query for the state (without the cursor), in a stable order. */
export function productQueryOf(state: CatalogState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.category) params.set('category', state.category);
  if (state.subcategory) params.set('subcategory', state.subcategory);
  if (state.seller) params.set('seller', state.seller);
  if (state.minPrice !== undefined) params.set('minPrice', String(state.minPrice));
  if (state.maxPrice !== undefined) params.set('maxPrice', String(state.maxPrice));
  if (state.condition) params.set('condition', state.condition);
  if (state.specialOffer) params.set('specialOffer', 'true');
  if (state.inStock) params.set('inStock', 'true');
  if (state.topRated) params.set('minRating', String(TOP_RATED_MIN));
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  return params;
}

/** The page's URL query: the API's parameters plus a non-default view; defaults are left out. */
export function catalogSearchParams(state: CatalogState): URLSearchParams {
  const params = productQueryOf(state);
  if (state.view !== 'cards') params.set('view', state.view);
  return params;
}

/** One page of the API's answer for the state. */
export function productPageQuery(state: CatalogState, cursor?: string): string {
  const params = productQueryOf(state);
  params.set('limit', String(PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** Applies a change; a new category forgets the subcategory of the old one. */
export function changeCatalogState(
  state: CatalogState,
  patch: Partial<CatalogState>,
): CatalogState {
  const next = { ...state, ...patch };
  if ('category' in patch && patch.category !== state.category && !('subcategory' in patch)) {
    next.subcategory = undefined;
  }
  return next;
}

const FILTERS = [
  'category',
  'subcategory',
  'seller',
  'minPrice',
  'maxPrice',
  'condition',
  'specialOffer',
  'inStock',
  'topRated',
] as const;

/** How many filters narrow the results (the search text and the sort are not filters). */
export function activeFilterCount(state: CatalogState): number {
  return FILTERS.filter((key) => {
    const value = state[key];
    return value !== undefined && value !== false;
  }).length;
}

/** The state without its filters: the search text, sort and view stay. */
export function clearFilters(state: CatalogState): CatalogState {
  return { ...DEFAULT_CATALOG_STATE, q: state.q, sort: state.sort, view: state.view };
}

/**
 * Reads a price typed in the site currency ("12", "12,50", "1 250.5") as integer minor units;
 * null when it is not an amount with at most two decimals.
 */
export function parsePriceInput(text: string): number | null {
  const clean = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  const match = /^(\d{1,7})(?:\.(\d{0,2}))?$/.exec(clean);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Minor units as the price filter shows them: "12" for whole amounts, else "12.50". */
export function priceInputOf(amount: number | undefined): string {
  if (amount === undefined) return '';
  const whole = Math.floor(amount / 100);
  const cents = amount % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}
