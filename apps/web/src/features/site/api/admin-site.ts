import { useQuery } from '@tanstack/react-query';
import type { AdminSiteSettings, SiteBackground, SiteSettingsInput } from '@kramik/contract';
import { api, apiUpload } from '../../../lib/api-client';
import { useCacheMutation } from '../../../lib/queries';
import { SITE_ADMIN_KEY, SITE_CONFIG_KEY } from './admin-keys';

export function getAdminSite() {
  return api<AdminSiteSettings>('GET', '/api/admin/site');
}

/** The site configuration with every language's texts, as the admin edits it. */
export function useAdminSite() {
  return useQuery({ queryKey: SITE_ADMIN_KEY, queryFn: getAdminSite, retry: false });
}

export function saveSite(input: SiteSettingsInput) {
  return api<AdminSiteSettings>('PUT', '/api/admin/site', { body: input });
}

/**
 * Saves the site form. The public configuration of every language (the home page's banner, the
 * contact details) is refetched at once.
 */
export function useSaveSite() {
  return useCacheMutation(saveSite, async (queryClient, saved) => {
    queryClient.setQueryData(SITE_ADMIN_KEY, saved);
    await queryClient.invalidateQueries({ queryKey: SITE_CONFIG_KEY });
    await queryClient.invalidateQueries({ queryKey: ['contact', 'details'] });
  });
}

/** Uploads a title background; the form holds the answer until it is saved. */
export function uploadBackground(file: File) {
  const form = new FormData();
  form.append('image', file);
  return apiUpload<SiteBackground>('POST', '/api/admin/site/background', form);
}
