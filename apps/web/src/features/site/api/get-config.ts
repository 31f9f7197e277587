import { useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@kramik/contract';
import { api } from '../../../lib/api-client';

export function getSiteConfig() {
  return api<SiteConfig>('GET', '/api/config');
}

export function useSiteConfig() {
  return useQuery({ queryKey: ['site-config'], queryFn: getSiteConfig, staleTime: 5 * 60_000 });
}
