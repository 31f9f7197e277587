import { useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export const ADMIN_CATEGORIES_KEY = ['admin', 'categories'] as const;

/** Every category and subcategory with all six names and product counts. */
export function listAdminCategories() {
  return api<{ items: AdminCategory[] }>('GET', '/api/admin/categories');
}

export function useAdminCategories() {
  return useQuery({ queryKey: ADMIN_CATEGORIES_KEY, queryFn: listAdminCategories });
}
