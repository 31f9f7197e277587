import type { Company, CompanyInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { stores, useCacheMutation } from '../../../lib/queries';
import { MY_COMPANY_KEY } from './get-company';

/** Creates the seller's company or updates it. */
export function saveCompany(input: CompanyInput) {
  return api<Company>('PUT', '/api/seller/company', { body: input });
}

export function useSaveCompany() {
  return useCacheMutation(saveCompany, stores(MY_COMPANY_KEY));
}
