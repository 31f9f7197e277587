import { api } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';
import { categoriesChanged } from './save-category';

/** Deletes a category no product or subcategory uses (409 otherwise, with the reason). */
export function deleteCategory(id: string) {
  return api<null>('DELETE', `/api/admin/categories/${encodeURIComponent(id)}`);
}

export function useDeleteCategory() {
  return useCacheMutation(deleteCategory, categoriesChanged);
}
