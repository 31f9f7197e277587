import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCategory } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { ADMIN_CATEGORIES_KEY } from './list-admin-categories';

/** Puts the categories (parentId null) or one category's subcategories in this order. */
export function orderCategories(input: { parentId: string | null; ids: string[] }) {
  return api<{ items: AdminCategory[] }>('PUT', '/api/admin/categories/order', { body: input });
}

/** Moves the rows at once on screen; a refused order puts them back. */
export function useOrderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderCategories,
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_CATEGORIES_KEY });
      const before = queryClient.getQueryData<{ items: AdminCategory[] }>(ADMIN_CATEGORIES_KEY);
      if (before) {
        const position = new Map(ids.map((id, i) => [id, i]));
        queryClient.setQueryData(ADMIN_CATEGORIES_KEY, {
          items: before.items.map((c) =>
            position.has(c._id) ? { ...c, position: position.get(c._id)! } : c,
          ),
        });
      }
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(ADMIN_CATEGORIES_KEY, context.before);
    },
    onSuccess: (list) => {
      queryClient.setQueryData(ADMIN_CATEGORIES_KEY, list);
      void queryClient.invalidateQueries({ queryKey: ['categories'] });
    },
  });
}
