import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerSettings, SellerSettingsInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { SETTINGS_KEY } from './get-settings';

/** A secret left out is kept; an empty string removes it. */
export function saveSettings(input: SellerSettingsInput) {
  return api<SellerSettings>('PUT', '/api/seller/settings', { body: input });
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (settings) => queryClient.setQueryData(SETTINGS_KEY, settings),
  });
}
