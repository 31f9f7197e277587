import { randomUUID } from 'node:crypto';
import { SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  searchProductsOrSql,
  searchProductsOrStatement,
  searchProductsSql,
  searchProductsStatement,
  type SearchFilter,
} from './catalog.repo.js';
import type { CompiledStatement } from '../../db/client.js';
import { fixedStatement } from './search-statements.js';

const dialect = new PgDialect();
/** A statement's text and parameters: the SQL's as drizzle compiles it, or as compiled once. */
const compiled = (query: Parameters<PgDialect['sqlToQuery']>[0] | CompiledStatement) => {
  const { sql: text, params } = query instanceof SQL ? dialect.sqlToQuery(query) : query;
  return { sql: text, params };
};

/** Two filters of every shape the matrix makes: the same fields given, other values. */
function filters(n: number): SearchFilter[] {
  const value = <T>(a: T, b: T) => (n === 0 ? a : b);
  const out: SearchFilter[] = [];
  const sorts = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating'] as const;
  for (const sort of sorts) {
    for (const words of ['none', 'typed', 'matched'] as const) {
      for (const extra of [
        {},
        { categoryId: value(randomUUID(), randomUUID()) },
        { subcategoryId: randomUUID(), companyId: randomUUID() },
        { minPrice: value(0, 1500), maxPrice: value(900, 7000), inStock: true },
        { condition: value('used', 'new'), specialOffer: value(false, true), inStock: false },
        { minRating: 4, probeRows: 4000 },
        { after: { v: value('2026-01-02T03:04:05.123456Z', '1'), id: randomUUID() } },
        { after: { v: value<number | string>(1999, '4500'), id: randomUUID() }, limit: 8 },
      ] satisfies Partial<SearchFilter>[]) {
        out.push({
          sort,
          limit: 50,
          locale: value('en-US', 'pl-PL'),
          ...(words === 'none' ? {} : { tsquery: value('vase:*', 'kubek:* & glaz:*') }),
          ...(words === 'matched' ? { match: value(`'vase'`, `('kubek' | 'kubki')`) } : {}),
          ...(words !== 'none' && sort === 'relevance' ? { tier: n === 0 ? 1 : 2 } : {}),
          ...extra,
        });
      }
    }
  }
  return out;
}

describe('catalog statements compiled once per shape', () => {
  it('give the text and parameters the SQL built for the values gives, shape after shape', () => {
    const [first, second] = [filters(0), filters(1)];
    // Each shape is compiled from the first filters, then given the second ones' values; one
    // shape after another, so that a shape served from another's statement would show.
    for (const [i, filter] of first.entries()) {
      for (const f of [filter, second[i]!]) {
        expect(compiled(searchProductsStatement(f))).toEqual(compiled(searchProductsSql(f)));
        const fill = { ...f, tier: 2 as const, after: undefined };
        expect(compiled(searchProductsStatement(f, fill))).toEqual(
          compiled(searchProductsSql(f, fill)),
        );
      }
    }
  });

  it('do the same for a page asked with its corrected words in one statement', () => {
    const [first, second] = [filters(0), filters(1)];
    for (const [i, filter] of first.entries()) {
      for (const f of [filter, second[i]!]) {
        const fixed = { ...f, tsquery: 'vase:*', match: `'vase'` };
        for (const unless of [undefined, f, { tsquery: 'mug:*' }]) {
          expect(compiled(searchProductsOrStatement([f], [fixed], unless))).toEqual(
            compiled(searchProductsOrSql([f], [fixed], unless)),
          );
        }
      }
    }
  });

  it('refuse what the SQL refuses: a rating that is not a whole number of stars', () => {
    const filter: SearchFilter = { sort: 'newest', limit: 50, locale: 'en-US', minRating: 4.5 };
    expect(() => searchProductsStatement(filter)).toThrow('not a rating');
  });
});

describe('a fixed statement', () => {
  const build = (id: unknown, limit: unknown) =>
    sql`SELECT p.id FROM products p WHERE p.id = ${id} AND ${sql`p.quantity > ${0}`} LIMIT ${limit}`;

  it('gives the text and parameters the SQL built for the values gives, value after value', () => {
    const statement = fixedStatement((id: unknown) => build(id, 3));
    for (const id of [randomUUID(), randomUUID(), 'not an id']) {
      expect(compiled(statement(id))).toEqual(compiled(build(id, 3)));
    }
  });

  it('takes its values wherever and as often as the SQL puts them', () => {
    const swapped = fixedStatement((id: unknown, limit: unknown) => build(limit, id));
    expect(compiled(swapped('a', 2))).toEqual(compiled(build(2, 'a')));
    expect(compiled(swapped('b', 7))).toEqual(compiled(build(7, 'b')));
    const twice = fixedStatement((id: unknown) => build(id, id));
    expect(compiled(twice('a'))).toEqual(compiled(build('a', 'a')));
    expect(compiled(twice('c'))).toEqual(compiled(build('c', 'c')));
  });
});
