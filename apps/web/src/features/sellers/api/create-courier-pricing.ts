import type { CourierPricing, CourierPricingInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { invalidates, useCacheMutation } from '../../../lib/queries';
import { MY_COMPANY_KEY } from './get-company';
import { COURIER_PRICING_KEY } from './list-courier-pricing';

export function createCourierPricing(input: CourierPricingInput) {
  return api<CourierPricing>('POST', '/api/seller/courier-pricing', { body: input });
}

export function useCreateCourierPricing() {
  // The first entry may complete the store's configuration.
  return useCacheMutation(createCourierPricing, invalidates(MY_COMPANY_KEY, COURIER_PRICING_KEY));
}
