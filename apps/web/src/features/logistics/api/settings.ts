import { useQuery } from '@tanstack/react-query';
import type { InpostConnection, LogisticsSettings, LogisticsSettingsInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { stores, useCacheMutation } from '../../../lib/queries';

export const LOGISTICS_SETTINGS_KEY = ['logistics', 'settings'] as const;

export function useLogisticsSettings() {
  return useQuery({
    queryKey: LOGISTICS_SETTINGS_KEY,
    queryFn: () => api<LogisticsSettings>('GET', '/api/seller/logistics'),
  });
}

export function useSaveLogisticsSettings() {
  return useCacheMutation(
    (input: LogisticsSettingsInput) =>
      api<LogisticsSettings>('PUT', '/api/seller/logistics', { body: input }),
    stores(LOGISTICS_SETTINGS_KEY),
  );
}

/** Asks ShipX who the saved organisation and key belong to. */
export function useTestInpost() {
  return useCacheMutation(
    () => api<InpostConnection>('POST', '/api/seller/logistics/inpost-test'),
    (queryClient, inpost) =>
      queryClient.setQueryData<LogisticsSettings>(LOGISTICS_SETTINGS_KEY, (current) =>
        current ? { ...current, inpost } : current,
      ),
  );
}
