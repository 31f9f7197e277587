import type { CourierPricing, CourierPricingInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { invalidates, useCacheMutation } from '../../../lib/queries';
import { COURIER_PRICING_KEY } from './list-courier-pricing';

export function updateCourierPricing({ id, ...input }: CourierPricingInput & { id: string }) {
  return api<CourierPricing>('PATCH', `/api/seller/courier-pricing/${encodeURIComponent(id)}`, {
    body: input,
  });
}

export function useUpdateCourierPricing() {
  return useCacheMutation(updateCourierPricing, invalidates(COURIER_PRICING_KEY));
}
