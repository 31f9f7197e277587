import { SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

const COLUMNS = { base: 2, sm: 3, md: 4 };

/** Cards (products, makers) two to four in a row, by the screen's width. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/** The grid's placeholder while its cards load. */
export function CardGridSkeleton({ count, height }: { count: number; height: number }) {
  return (
    <SimpleGrid cols={COLUMNS} spacing="md" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} height={height} radius="lg" />
      ))}
    </SimpleGrid>
  );
}
