import type { QueryClient } from '@tanstack/react-query';
import type { AdminCategory, CategoryNames } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';
import { ADMIN_CATEGORIES_KEY } from './list-admin-categories';

/** After a change: the admin's list and the public tree (named in every language). */
export function categoriesChanged(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ADMIN_CATEGORIES_KEY });
  void queryClient.invalidateQueries({ queryKey: ['categories'] });
}

/** Adds a category, or a subcategory of `parentId`. */
export function createCategory(input: { names: CategoryNames; parentId: string | null }) {
  return api<AdminCategory>('POST', '/api/admin/categories', { body: input });
}

export function renameCategory({ id, names }: { id: string; names: CategoryNames }) {
  return api<AdminCategory>('PATCH', `/api/admin/categories/${encodeURIComponent(id)}`, {
    body: { names },
  });
}

export function useCreateCategory() {
  return useCacheMutation(createCategory, categoriesChanged);
}

export function useRenameCategory() {
  return useCacheMutation(renameCategory, categoriesChanged);
}
