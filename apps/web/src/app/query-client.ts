import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../lib/api-client';

/**
 * The browser's one client, or one per server render (entry-server.tsx), which asks once: a page
 * does not wait for retries, the browser asks again.
 */
export function createQueryClient({ server = false } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Offline, a query still asks once: the service worker may answer from the pieces seen
        // last (vite.config.ts); its retries then wait for the connection.
        networkMode: 'offlineFirst',
        // A 4xx will not get better by asking again.
        retry: server
          ? false
          : (count, error) =>
              !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
              count < 2,
      },
    },
  });
}
