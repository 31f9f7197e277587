import { useQuery } from '@tanstack/react-query';
import type { Company } from '@kramik/contract';
import { api } from '../../../lib/api-client';

/** Shared by the company calls, so that every change refreshes the seller's company. */
export const MY_COMPANY_KEY = ['seller', 'company'] as const;

/** The seller's own company, or null when it has none yet. */
export function getMyCompany() {
  return api<Company | null>('GET', '/api/seller/company');
}

/** `enabled: false` for a buyer, who has no company to ask for (until they open a shop). */
export function useMyCompany(enabled = true) {
  return useQuery({ queryKey: MY_COMPANY_KEY, queryFn: getMyCompany, enabled });
}
