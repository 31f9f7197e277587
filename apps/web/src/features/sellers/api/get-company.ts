import { useQuery } from '@tanstack/react-query';
import type { Company } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { isNotFound } from '../../../lib/queries';

/** Shared by the company calls, so that every change refreshes the seller's company. */
export const MY_COMPANY_KEY = ['seller', 'company'] as const;

/** The seller's own company, or null when it has none yet (404). */
export async function getMyCompany() {
  try {
    return await api<Company>('GET', '/api/seller/company');
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function useMyCompany() {
  return useQuery({ queryKey: MY_COMPANY_KEY, queryFn: getMyCompany });
}
