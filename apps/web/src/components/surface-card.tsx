import { Paper } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered card on the page's surface, around a form or a short notice. */
export function SurfaceCard({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" bg="var(--kramik-surface)">
      {children}
    </Paper>
  );
}
