/** The scenarios: the pages the API serves under load, and the SQL each of them runs. */
import { PgDialect } from 'drizzle-orm/pg-core';
import { ProductListQuerySchema, type ProductListQuery } from '@kramik/contract';
import { type Database } from '../src/db/client.js';
import { searchProductsSql } from '../src/modules/catalog/catalog.repo.js';
import { systemContext } from '../src/plugins/context.js';
import {
  getProduct,
  searchCatalog,
  searchFilterOf,
} from '../src/modules/catalog/catalog.service.js';
import { type LoadedCatalog } from './load-catalog.js';
import { type RawQuery } from './measure.js';
import { type benchConfig, type CapturingDb } from './targets.js';

/** One request: its path and the SQL it runs, in steps (the queries of a step run in parallel). */
interface Page {
  path: string;
  steps: RawQuery[][];
}

export interface Scenario {
  name: string;
  /** What the targets ask of it (the ratio to its floor; a p99 for the search page). */
  target: { ratio: number; p99?: number } | null;
  pages: Page[];
}

const SEARCH_TERMS = [
  'ceramic',
  'vase',
  'linen',
  'oak',
  'kubek',
  'ceramc',
  'amber necklace',
  'wazon',
  'kerze',
  'silver ring',
];

/**
 * The queries a catalog page runs, in order, as drizzle sends them (captured by its logger), once
 * the page has been asked for before: as the API runs it under load, with the typo corrections it
 * keeps for a minute at hand.
 */
async function listPage(capture: CapturingDb, input: Record<string, string>): Promise<Page> {
  const query = ProductListQuerySchema.parse(input);
  await searchCatalog(systemContext(capture.db), query);
  capture.queries.length = 0;
  await searchCatalog(systemContext(capture.db), query);
  return {
    path: `/api/products?${new URLSearchParams(input).toString()}`,
    steps: capture.queries.map((query) => [query]),
  };
}

/** The queries `getProduct` runs for an id, as drizzle sends them (captured by its logger). */
async function productPage(
  capture: CapturingDb,
  config: ReturnType<typeof benchConfig>,
  id: string,
) {
  capture.queries.length = 0;
  await getProduct({ ...systemContext(capture.db), config }, id);
  const [first, ...rest] = capture.queries;
  return { path: `/api/products/${id}`, steps: [[first!], rest] };
}

async function sequential<T, R>(items: readonly T[], run: (item: T) => Promise<R>) {
  const out: R[] = [];
  for (const item of items) out.push(await run(item));
  return out;
}

export async function buildScenarios(
  db: Database,
  capture: CapturingDb,
  config: ReturnType<typeof benchConfig>,
  loaded: LoadedCatalog,
  { ratio, searchP99 }: { ratio: number; searchP99?: number },
): Promise<Scenario[]> {
  const secondPage = await searchCatalog(systemContext(db), ProductListQuerySchema.parse({}));
  // The statistics a word search reads once a minute are not part of any page.
  await searchCatalog(systemContext(capture.db), ProductListQuerySchema.parse({ q: 'warm' }));
  const ids = Array.from(
    { length: 500 },
    (_, i) => loaded.productIds[(i * 7919) % loaded.productIds.length]!,
  );
  const products: Page[] = [];
  for (const id of ids) products.push(await productPage(capture, config, id));
  return [
    {
      name: 'search page (10 terms)',
      target: { ratio, p99: searchP99 },
      pages: await sequential(SEARCH_TERMS, (q) => listPage(capture, { q })),
    },
    { name: 'newest first', target: { ratio }, pages: [await listPage(capture, {})] },
    {
      name: 'newest first, page 2',
      target: { ratio },
      pages: [await listPage(capture, { cursor: secondPage.nextCursor! })],
    },
    {
      name: 'newest in a category (12)',
      target: { ratio },
      pages: await sequential(loaded.categoryIds, (category) => listPage(capture, { category })),
    },
    {
      name: 'price ascending',
      target: { ratio },
      pages: [await listPage(capture, { sort: 'price_asc' })],
    },
    {
      name: 'price descending in a subcategory (48)',
      target: { ratio },
      pages: await sequential(loaded.subcategoryIds, (subcategory) =>
        listPage(capture, { sort: 'price_desc', subcategory }),
      ),
    },
    { name: 'product page (500 ids)', target: { ratio }, pages: products },
  ];
}

const dialect = new PgDialect();

/** Every filter with every sort, with and without words: the plans must all use an index. */
export async function planMatrix(db: Database, loaded: LoadedCatalog) {
  const filters: Record<string, Partial<Record<keyof ProductListQuery, string>>> = {
    none: {},
    category: { category: loaded.categoryIds[3]! },
    subcategory: { subcategory: loaded.subcategoryIds[9]! },
    maker: { seller: loaded.companyIds[0]! },
    'price 20–60 €': { minPrice: '2000', maxPrice: '6000' },
    'condition used': { condition: 'used' },
    'special offer': { specialOffer: 'true' },
    'in stock': { inStock: 'true' },
    'category + price + in stock': {
      category: loaded.categoryIds[5]!,
      minPrice: '1000',
      maxPrice: '5000',
      inStock: 'true',
    },
  };
  const sorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const;
  const rows: { q: string; filter: string; sort: string; query: RawQuery }[] = [];
  for (const q of ['', 'ceramic', 'ceramc']) {
    for (const [filter, input] of Object.entries(filters)) {
      for (const sort of sorts) {
        if (!q && sort === 'relevance') continue;
        const query = ProductListQuerySchema.parse({ ...input, sort, ...(q ? { q } : {}) });
        const searchFilter = await searchFilterOf(systemContext(db), query);
        const { sql, params } = dialect.sqlToQuery(searchProductsSql(searchFilter));
        rows.push({ q, filter, sort, query: { sql, params } });
      }
    }
  }
  return rows;
}
