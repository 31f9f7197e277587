import type { SellerSettings, SellerSettingsInput } from '@kramik/contract';
import { api } from '../../../lib/api-client';
import { stores, useCacheMutation } from '../../../lib/queries';
import { SETTINGS_KEY } from './get-settings';

/** A secret left out is kept; an empty string removes it. */
export function saveSettings(input: SellerSettingsInput) {
  return api<SellerSettings>('PUT', '/api/seller/settings', { body: input });
}

export function useSaveSettings() {
  return useCacheMutation(saveSettings, stores(SETTINGS_KEY));
}
