import { useQuery } from '@tanstack/react-query';
import type { CourierPricing } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export const COURIER_PRICING_KEY = ['seller', 'courier-pricing'] as const;

export function listCourierPricing() {
  return api<{ items: CourierPricing[] }>('GET', '/api/seller/courier-pricing');
}

export function useCourierPricing() {
  return useQuery({
    queryKey: COURIER_PRICING_KEY,
    queryFn: listCourierPricing,
    select: (answer) => answer.items,
  });
}
