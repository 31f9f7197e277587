import { useQuery } from '@tanstack/react-query';
import type { SellerSettings } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export const SETTINGS_KEY = ['seller', 'settings'] as const;

/** AutoPay and InPost settings; secrets come back masked. */
export function getSettings() {
  return api<SellerSettings>('GET', '/api/seller/settings');
}

export function useSellerSettings() {
  return useQuery({ queryKey: SETTINGS_KEY, queryFn: getSettings });
}
