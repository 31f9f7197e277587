import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { MY_COMPANY_KEY } from './get-company';

/** Creates the seller's company or updates it. */
export function saveCompany(input: CompanyInput) {
  return api<Company>('PUT', '/api/seller/company', { body: input });
}

export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: (company) => queryClient.setQueryData(MY_COMPANY_KEY, company),
  });
}
