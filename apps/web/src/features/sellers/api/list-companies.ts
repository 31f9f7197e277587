import type { CompanySummary } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useCursorPages } from '../../../lib/queries';

export function listCompanies(params: { limit: number; cursor?: string }) {
  const search = new URLSearchParams({ limit: String(params.limit) });
  if (params.cursor) search.set('cursor', params.cursor);
  return api<{ items: CompanySummary[]; nextCursor: string | null }>(
    'GET',
    `/api/companies?${search.toString()}`,
  );
}

/** Every maker, page by page ("load more"). */
export function useCompanies(limit: number) {
  return useCursorPages(['companies', limit], (cursor) => listCompanies({ limit, cursor }));
}
