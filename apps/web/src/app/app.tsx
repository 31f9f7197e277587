import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { NOTIFICATION_TIMEOUT_MS } from '@kramik/contract';
import { queryClient } from './query-client';
import { createRouter } from './router';
import { theme } from './theme';

export function App() {
  const [router] = useState(createRouter);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <Notifications position="top-right" autoClose={NOTIFICATION_TIMEOUT_MS} zIndex={1000} />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
