import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourierPricing, CourierPricingInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { COURIER_PRICING_KEY } from './list-courier-pricing';

export function updateCourierPricing({ id, ...input }: CourierPricingInput & { id: string }) {
  return api<CourierPricing>('PATCH', `/api/seller/courier-pricing/${encodeURIComponent(id)}`, {
    body: input,
  });
}

export function useUpdateCourierPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourierPricing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COURIER_PRICING_KEY }),
  });
}
