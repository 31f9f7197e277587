import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { RouterProvider } from 'react-router';
import { NOTIFICATION_TIMEOUT_MS } from '@kramik/contract';
import { queryClient } from './query-client';
import { createRouter } from './router';
import { theme } from './theme';

// Notifications render only after something happened: their code is not on the first load.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

export function App() {
  const [router] = useState(createRouter);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Notifications position="top-right" autoClose={NOTIFICATION_TIMEOUT_MS} zIndex={1000} />
        </Suspense>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
