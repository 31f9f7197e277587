import { Button, Skeleton, Stack, Text } from '@mantine/core';
import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isNotFound } from '../lib/queries';
import { LoadError } from './load-error';
import { SurfaceCard } from './surface-card';

/**
 * What a page shows for the query it stands on: `pending` while it loads, the failure with a
 * retry (or `missing` when the server has no such thing), then `children` with the answer.
 */
export function QueryState<Data>({
  query,
  pending,
  failed,
  missing,
  children,
}: {
  query: UseQueryResult<Data> | UseInfiniteQueryResult<Data>;
  pending: ReactNode;
  /** The message of a failed load. */
  failed: string;
  missing?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isPending) return pending;
  if (query.isError) {
    if (missing && isNotFound(query.error)) return missing;
    return <LoadError message={failed} onRetry={query.refetch} />;
  }
  return children(query.data);
}

/** An item that is not there (deleted, or not one's own): a line and the way back to its list. */
export function MissingNotice({
  message,
  backTo,
  backLabel,
}: {
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <SurfaceCard>
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        <Button component={Link} to={backTo} variant="default" size="md">
          {backLabel}
        </Button>
      </Stack>
    </SurfaceCard>
  );
}

/** The placeholder of a page of cards: one grey block per card, of the card's usual height. */
export function SkeletonStack({ heights }: { heights: number[] }) {
  return (
    <Stack gap="lg" aria-busy="true">
      {heights.map((height, i) => (
        <Skeleton key={i} height={height} radius="lg" />
      ))}
    </Stack>
  );
}
