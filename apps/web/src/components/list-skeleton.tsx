import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack, type MantineRadius, type MantineSpacing } from '@mantine/core';

/** Grey placeholders for the rows of a list while it loads. */
export function ListSkeleton({
  rows,
  height,
  radius = 'md',
  gap = 'sm',
}: {
  rows: number;
  height: number;
  radius?: MantineRadius;
  gap?: MantineSpacing;
}) {
  return (
    <Stack gap={gap} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius={radius} />
      ))}
    </Stack>
  );
}
