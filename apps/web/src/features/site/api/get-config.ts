import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function getSiteConfig() {
  return api<SiteConfig>('GET', '/api/config');
}

/**
 * The site's configuration, its texts in the interface's language: main.tsx asks for it again when
 * the language changes, and saving the site form invalidates it. (The language is not in the key:
 * importing the i18n module here split i18next out of the first load's entry chunk, +3 KB gzip.)
 */
export function useSiteConfig() {
  return useQuery({ queryKey: ['site-config'], queryFn: getSiteConfig, staleTime: 5 * 60_000 });
}
