import {
  DEFAULT_LOCALE,
  type Category,
  type Locale,
  type ProductListQuery,
  type ProductPage,
} from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import type { LocalizedNames, ProductVersion } from '../../db/schema/index.js';
import { decodeCursor, paginate } from '../../lib/pagination.js';
import * as repo from './catalog.repo.js';

export function localizedName(names: LocalizedNames, locale: Locale) {
  return names[locale] ?? names[DEFAULT_LOCALE] ?? Object.values(names)[0] ?? '';
}

/** The viewer's language version, else the product's first one (PRODUCT.md "Catalog"). */
export function pickVersion(versions: ProductVersion[], locale: Locale) {
  return versions.find((v) => v.locale === locale) ?? versions[0];
}

export async function listCategoryTree(db: Executor, locale: Locale): Promise<Category[]> {
  const rows = await repo.listCategories(db);
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({
      _id: row.id,
      slug: row.slug,
      name: localizedName(row.names, locale),
      subcategories: rows
        .filter((sub) => sub.parentId === row.id)
        .map((sub) => ({ _id: sub.id, slug: sub.slug, name: localizedName(sub.names, locale) })),
    }));
}

function isProductKey(value: Record<string, unknown>): value is { createdAt: string; id: string } {
  return (
    typeof value.createdAt === 'string' &&
    !Number.isNaN(Date.parse(value.createdAt)) &&
    typeof value.id === 'string' &&
    /^[0-9a-f-]{36}$/i.test(value.id)
  );
}

export async function listProducts(
  db: Executor,
  query: ProductListQuery,
  locale: Locale,
): Promise<ProductPage> {
  const after = decodeCursor(query.cursor, isProductKey);
  const rows = await repo.listProducts(db, {
    companyId: query.seller,
    categoryId: query.category,
    after,
    limit: query.limit,
  });
  const page = paginate(rows, query.limit, ({ product }) => ({
    createdAt: product.createdAt.toISOString(),
    id: product.id,
  }));
  return {
    nextCursor: page.nextCursor,
    items: page.items.map(({ product, companyName }) => ({
      _id: product.id,
      name: pickVersion(product.versions, locale)?.name ?? '',
      price: { amount: product.priceAmount, currency: product.currency },
      specialOffer: product.specialOffer,
      condition: product.condition,
      quantity: product.quantity,
      deliveryDays: product.deliveryDays,
      company: { _id: product.companyId, name: companyName },
      categoryId: product.categoryId,
      createdAt: product.createdAt.toISOString(),
    })),
  };
}
