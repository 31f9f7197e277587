import { describe, expect, it } from 'vitest';
import { ProductListQuerySchema } from '@kramik/contract';
import {
  DEFAULT_CATALOG_STATE,
  activeFilterCount,
  catalogSearchParams,
  changeCatalogState,
  clearFilters,
  parseCatalogState,
  parsePriceInput,
  priceInputOf,
  productPageQuery,
  type CatalogState,
} from './catalog-params';

const CATEGORY = '79c2ed64-0e06-403f-bf20-d2ca2456915e';
const SUBCATEGORY = '379aefe5-68f3-4d2d-8692-845c30bceef2';
const SELLER = '2f92338c-5156-4c2c-af65-c930974fc40e';

const parse = (query: string) => parseCatalogState(new URLSearchParams(query));

describe('parseCatalogState', () => {
  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(DEFAULT_CATALOG_STATE);
  });

  it('reads every parameter', () => {
    expect(
      parse(
        `q=+mug+&category=${CATEGORY}&subcategory=${SUBCATEGORY}&seller=${SELLER}` +
          '&minPrice=1000&maxPrice=5050&condition=used&specialOffer=true&inStock=1' +
          '&minRating=4&sort=price_desc&view=list',
      ),
    ).toEqual({
      q: 'mug',
      category: CATEGORY,
      subcategory: SUBCATEGORY,
      seller: SELLER,
      minPrice: 1000,
      maxPrice: 5050,
      condition: 'used',
      specialOffer: true,
      inStock: true,
      topRated: true,
      sort: 'price_desc',
      view: 'list',
    } satisfies CatalogState);
  });

  it('drops malformed values instead of failing', () => {
    const state = parse(
      'category=ceramics&seller=1&minPrice=-5&maxPrice=12.5&condition=mint' +
        '&specialOffer=yes&minRating=3&sort=cheapest&view=grid',
    );
    expect(state).toEqual(DEFAULT_CATALOG_STATE);
    expect(parse('maxPrice=999999999').maxPrice).toBeUndefined();
    expect(parse(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('catalogSearchParams', () => {
  it('leaves the defaults out of the URL', () => {
    expect(catalogSearchParams(DEFAULT_CATALOG_STATE).toString()).toBe('');
    expect(catalogSearchParams({ ...DEFAULT_CATALOG_STATE, view: 'list' }).toString()).toBe(
      'view=list',
    );
  });

  it('round-trips through the URL', () => {
    const state: CatalogState = {
      q: 'amber ring',
      category: CATEGORY,
      subcategory: SUBCATEGORY,
      seller: SELLER,
      minPrice: 0,
      maxPrice: 12_000,
      condition: 'new',
      specialOffer: true,
      inStock: true,
      topRated: true,
      sort: 'rating',
      view: 'list',
    };
    expect(parseCatalogState(catalogSearchParams(state))).toEqual(state);
  });
});

describe('productPageQuery', () => {
  it('is a query the server accepts, with 50 a page and the cursor', () => {
    const state = parse(
      `q=vase&category=${CATEGORY}&minPrice=500&specialOffer=true&minRating=4&sort=newest&view=list`,
    );
    const query = new URLSearchParams(productPageQuery(state, 'abc'));
    expect(query.get('view')).toBeNull();
    const parsed = ProductListQuerySchema.parse(Object.fromEntries(query));
    expect(parsed).toMatchObject({
      q: 'vase',
      category: CATEGORY,
      minPrice: 500,
      specialOffer: true,
      minRating: 4,
      sort: 'newest',
      limit: 50,
      cursor: 'abc',
    });
  });

  it('accepts exactly what the server accepts', () => {
    for (const id of [CATEGORY, '00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const ours = parse(`category=${id}`).category !== undefined;
      const server = ProductListQuerySchema.safeParse({ category: id }).success;
      expect(ours, id).toBe(server);
    }
  });
});

describe('changeCatalogState', () => {
  const base = parse(`category=${CATEGORY}&subcategory=${SUBCATEGORY}&q=mug`);

  it('forgets the subcategory when the category changes', () => {
    expect(changeCatalogState(base, { category: undefined }).subcategory).toBeUndefined();
    expect(changeCatalogState(base, { category: SELLER }).subcategory).toBeUndefined();
  });

  it('keeps the subcategory for other changes', () => {
    expect(changeCatalogState(base, { sort: 'price_asc' }).subcategory).toBe(SUBCATEGORY);
    expect(changeCatalogState(base, { category: CATEGORY }).subcategory).toBe(SUBCATEGORY);
  });
});

describe('filters', () => {
  it('counts and clears the filters, keeping search, sort and view', () => {
    const state = parse(
      `q=mug&category=${CATEGORY}&seller=${SELLER}&minPrice=100&inStock=true&sort=rating&view=list`,
    );
    expect(activeFilterCount(state)).toBe(4);
    const cleared = clearFilters(state);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(cleared).toMatchObject({ q: 'mug', sort: 'rating', view: 'list' });
  });

  it('counts a zero minimum price as a filter', () => {
    expect(activeFilterCount(parse('minPrice=0'))).toBe(1);
  });
});

describe('price inputs', () => {
  it('reads euros as minor units', () => {
    expect(parsePriceInput('12')).toBe(1200);
    expect(parsePriceInput('12,5')).toBe(1250);
    expect(parsePriceInput('12.05')).toBe(1205);
    expect(parsePriceInput(' 1 250 ')).toBe(125_000);
    expect(parsePriceInput('12.')).toBe(1200);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-1', '1.234', '12 €']) {
      expect(parsePriceInput(text), text).toBeNull();
    }
  });

  it('shows minor units for editing', () => {
    expect(priceInputOf(undefined)).toBe('');
    expect(priceInputOf(1200)).toBe('12');
    expect(priceInputOf(1205)).toBe('12.05');
    expect(parsePriceInput(priceInputOf(99_999))).toBe(99_999);
  });
});
