import { DEFAULT_LOCALE, LOCALES, type AdminCategory, type Locale } from '@kramik/contract';

export interface CategoryNode extends AdminCategory {
  subcategories: AdminCategory[];
}

const byPosition = (a: AdminCategory, b: AdminCategory) =>
  a.position - b.position || a.slug.localeCompare(b.slug);

/** The flat admin list as categories, each with its subcategories, both in their set order. */
export function buildTree(items: readonly AdminCategory[]): CategoryNode[] {
  return items
    .filter((c) => c.parentId === null)
    .sort(byPosition)
    .map((c) => ({
      ...c,
      subcategories: items.filter((s) => s.parentId === c._id).sort(byPosition),
    }));
}

/** The name in `locale`, else in the default language, else any name there is. */
export function nameIn(category: Pick<AdminCategory, 'names'>, locale: Locale): string {
  return (
    category.names[locale] ||
    category.names[DEFAULT_LOCALE] ||
    Object.values(category.names).find(Boolean) ||
    ''
  );
}

export type CategoryNameValues = Record<Locale, string>;

/** The form's values: every language, empty where the category has no name yet. */
export function nameValues(category: Pick<AdminCategory, 'names'> | null): CategoryNameValues {
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, category?.names[locale] ?? '']),
  ) as CategoryNameValues;
}

/** The languages whose name is empty, in the interface's order. */
export function missingNames(names: CategoryNameValues): Locale[] {
  return LOCALES.filter((locale) => !names[locale].trim());
}

/** The sibling ids after moving the one at `index` one place up or down; null at either end. */
export function reorderedIds(
  siblings: readonly { _id: string }[],
  index: number,
  direction: 'up' | 'down',
): string[] | null {
  const to = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= siblings.length || to < 0 || to >= siblings.length) return null;
  const ids = siblings.map((s) => s._id);
  [ids[index], ids[to]] = [ids[to]!, ids[index]!];
  return ids;
}
