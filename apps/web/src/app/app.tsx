import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { NOTIFICATION_TIMEOUT_MS } from '@kramik/contract';
import { theme } from './theme';

// Notifications render only after something happened: their code is not on the first load.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/**
 * The providers around the router: the same tree in the browser and in the server's render
 * (entry-server.tsx), so that a server-rendered page hydrates without a mismatch.
 */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          {/* Bottom right, away from the header's controls; they never take the focus. */}
          <Notifications
            position="bottom-right"
            autoClose={NOTIFICATION_TIMEOUT_MS}
            zIndex={1000}
          />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
