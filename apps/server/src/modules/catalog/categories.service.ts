import {
  CategoryInputSchema,
  CategoryRenameSchema,
  DEFAULT_LOCALE,
  type AdminCategory,
  type CategoryOrder,
} from '@kramik/contract';
import type { categories } from '../../db/schema/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { fold } from '../../lib/text.js';
import { parseForm, requireReorder } from '../../lib/validation.js';
import type { RequestContext } from '../../plugins/context.js';
import * as repo from './catalog.repo.js';

type CategoryRow = typeof categories.$inferSelect;

function toAdmin(row: CategoryRow, counts: Map<string, number>): AdminCategory {
  return {
    _id: row.id,
    slug: row.slug,
    parentId: row.parentId,
    position: row.position,
    names: row.names,
    productCount: counts.get(row.id) ?? 0,
  };
}

/** Every category and subcategory with its names in all languages and its product count. */
export async function listAdminCategories({ db }: Pick<RequestContext, 'db'>) {
  const rows = await repo.listCategories(db);
  const counts = await repo.productCountsByCategory(db);
  return { items: rows.map((row) => toAdmin(row, counts)) };
}

/** "Ceramika & Szkło" → "ceramika-szklo"; a number is added while the slug is taken. */
async function uniqueSlug(db: RequestContext['db'], name: string) {
  const base =
    fold(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'category';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await repo.isSlugTaken(db, slug))) return slug;
  }
}

export async function createCategory({ db }: RequestContext, body: unknown) {
  const input = parseForm(CategoryInputSchema, body, 'fillAllRequired');
  if (input.parentId) {
    const parent = await repo.findCategory(db, input.parentId);
    if (!parent || parent.parentId !== null)
      throw new ValidationError({ parentId: 'fieldInvalid' });
  }
  const row = await repo.insertCategory(db, {
    names: input.names,
    parentId: input.parentId,
    slug: await uniqueSlug(db, input.names[DEFAULT_LOCALE]),
    position: await repo.nextCategoryPosition(db, input.parentId),
  });
  return toAdmin(row, new Map());
}

/** Renames in every language; the products' search text follows the new names. */
export async function renameCategory({ db }: RequestContext, id: string, body: unknown) {
  const input = parseForm(CategoryRenameSchema, body, 'fillAllRequired');
  const row = await db.transaction(async (tx) => {
    const renamed = await repo.renameCategory(tx, id, input.names);
    if (!renamed) throw new NotFoundError();
    await repo.refreshSearchText(tx, { categoryId: id });
    return renamed;
  });
  return toAdmin(row, await repo.productCountsByCategory(db));
}

/** Deletes an unused category; refused while products or subcategories use it. */
export async function deleteCategory({ db }: RequestContext, id: string) {
  const row = await repo.findCategory(db, id);
  if (!row) throw new NotFoundError();
  if ((await repo.countSubcategories(db, id)) > 0) {
    throw new ConflictError('categoryHasSubcategories');
  }
  if ((await repo.countProductsInCategory(db, id)) > 0) throw new ConflictError('categoryInUse');
  await repo.deleteCategory(db, id);
}

/** Puts the categories (or one category's subcategories) in the given order, each exactly once. */
export async function orderCategories({ db }: RequestContext, input: CategoryOrder) {
  const siblings = (await repo.listCategories(db)).filter((c) => c.parentId === input.parentId);
  const ids = input.ids;
  requireReorder(
    ids,
    siblings.map((c) => c.id),
  );
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) await repo.setCategoryPosition(tx, id, position);
  });
  return listAdminCategories({ db });
}
