import type { Company, CompanyInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { stores, useCacheMutation } from '../../../lib/queries';
import { MY_COMPANY_KEY } from './get-company';

/** A signed-in buyer opens a shop with the same account: company data saved, now a maker. */
export function openShop(input: CompanyInput) {
  return api<Company>('POST', '/api/users/become-seller', { body: input });
}

export function useOpenShop() {
  return useCacheMutation(openShop, stores(MY_COMPANY_KEY));
}
