import {
  CategoryInputSchema,
  CategoryRenameSchema,
  DEFAULT_LOCALE,
  type AdminCategory,
  type CategoryOrder,
} from '@kramik/contract';
import type { Executor } from '../../db/client.js';
import type { categories } from '../../db/schema/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { fold } from '../../lib/text.js';
import { parseForm, requireReorder } from '../../lib/validation.js';
import type { RequestContext, SignedInContext } from '../../plugins/context.js';
import { recordAudit } from '../audit/audit.service.js';
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
async function uniqueSlug(db: Executor, name: string) {
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

export async function createCategory(ctx: SignedInContext, body: unknown) {
  const input = parseForm(CategoryInputSchema, body, 'fillAllRequired');
  const row = await ctx.db.transaction(async (tx) => {
    if (input.parentId) {
      const parent = await repo.findCategory(tx, input.parentId);
      if (!parent || parent.parentId !== null)
        throw new ValidationError({ parentId: 'fieldInvalid' });
    }
    const inserted = await repo.insertCategory(tx, {
      names: input.names,
      parentId: input.parentId,
      slug: await uniqueSlug(tx, input.names[DEFAULT_LOCALE]),
      position: await repo.nextCategoryPosition(tx, input.parentId),
    });
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: 'category.create',
        targetType: 'category',
        targetId: inserted.id,
        after: { names: inserted.names, parentId: inserted.parentId, slug: inserted.slug },
      },
    );
    return inserted;
  });
  return toAdmin(row, new Map());
}

/** Renames in every language; the products' search text follows the new names. */
export async function renameCategory(ctx: SignedInContext, id: string, body: unknown) {
  const input = parseForm(CategoryRenameSchema, body, 'fillAllRequired');
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findCategory(tx, id);
    if (!before) throw new NotFoundError();
    const renamed = await repo.renameCategory(tx, id, input.names);
    if (!renamed) throw new NotFoundError();
    await repo.refreshSearchText(tx, { categoryId: id });
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: 'category.update',
        targetType: 'category',
        targetId: id,
        before: { names: before.names },
        after: { names: renamed.names },
      },
    );
    return renamed;
  });
  return toAdmin(row, await repo.productCountsByCategory(ctx.db));
}

/** Deletes an unused category; refused while products or subcategories use it. */
export async function deleteCategory(ctx: SignedInContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findCategory(tx, id);
    if (!row) throw new NotFoundError();
    if ((await repo.countSubcategories(tx, id)) > 0) {
      throw new ConflictError('categoryHasSubcategories');
    }
    if ((await repo.countProductsInCategory(tx, id)) > 0) throw new ConflictError('categoryInUse');
    await repo.deleteCategory(tx, id);
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: 'category.delete',
        targetType: 'category',
        targetId: id,
        before: { names: row.names, parentId: row.parentId, slug: row.slug },
      },
    );
  });
}

/** Puts the categories (or one category's subcategories) in the given order, each exactly once. */
export async function orderCategories(ctx: SignedInContext, input: CategoryOrder) {
  const siblings = (await repo.listCategories(ctx.db))
    .filter((c) => c.parentId === input.parentId)
    .sort((a, b) => a.position - b.position);
  const ids = input.ids;
  requireReorder(
    ids,
    siblings.map((c) => c.id),
  );
  await ctx.db.transaction(async (tx) => {
    for (const [position, id] of ids.entries()) await repo.setCategoryPosition(tx, id, position);
    await recordAudit(
      { ...ctx, db: tx },
      {
        action: 'category.order',
        targetType: 'category',
        targetId: input.parentId,
        before: { ids: siblings.map((c) => c.id) },
        after: { ids },
      },
    );
  });
  return listAdminCategories(ctx);
}
