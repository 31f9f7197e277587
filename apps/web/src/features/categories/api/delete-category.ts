import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { categoriesChanged } from './save-category';

/** Deletes a category no product or subcategory uses (409 otherwise, with the reason). */
export function deleteCategory(id: string) {
  return api<null>('DELETE', `/api/admin/categories/${encodeURIComponent(id)}`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => categoriesChanged(queryClient),
  });
}
