import { api } from '../../../lib/api-client';
import { invalidates, useCacheMutation } from '../../../lib/queries';
import { MY_COMPANY_KEY } from './get-company';
import { COURIER_PRICING_KEY } from './list-courier-pricing';

export function deleteCourierPricing(id: string) {
  return api<void>('DELETE', `/api/seller/courier-pricing/${encodeURIComponent(id)}`);
}

export function useDeleteCourierPricing() {
  return useCacheMutation(deleteCourierPricing, invalidates(MY_COMPANY_KEY, COURIER_PRICING_KEY));
}
