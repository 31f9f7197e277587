import type { CourierPricing } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { useItems } from '../../../lib/queries';

export const COURIER_PRICING_KEY = ['seller', 'courier-pricing'] as const;

export function listCourierPricing() {
  return api<{ items: CourierPricing[] }>('GET', '/api/seller/courier-pricing');
}

export function useCourierPricing() {
  return useItems(COURIER_PRICING_KEY, listCourierPricing);
}
