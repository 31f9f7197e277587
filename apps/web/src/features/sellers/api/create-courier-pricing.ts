import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierPricing, CourierPricingInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { MY_COMPANY_KEY } from './get-company';
import { COURIER_PRICING_KEY } from './list-courier-pricing';

export function createCourierPricing(input: CourierPricingInput) {
  return api<CourierPricing>('POST', '/api/seller/courier-pricing', { body: input });
}

export function useCreateCourierPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourierPricing,
    onSuccess: async () => {
      // The first entry may complete the store's configuration.
      await queryClient.invalidateQueries({ queryKey: MY_COMPANY_KEY });
      await queryClient.invalidateQueries({ queryKey: COURIER_PRICING_KEY });
    },
  });
}
