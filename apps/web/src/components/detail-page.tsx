import {
  Button,
  Container,
  SimpleGrid,
  Skeleton,
  Stack,
  Title,
  type SimpleGridProps,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t';
import { Link } from 'react-router';
import { isNotFound } from '../lib/queries';

/** A public page's placeholder (a maker, a shop): its picture beside a title, a line and a text. */
export function DetailSkeleton({
  cols,
  picture,
  lineWidth,
}: {
  cols: SimpleGridProps['cols'];
  picture: ReactNode;
  lineWidth: string;
}) {
  return (
    <Container size="lg">
      <SimpleGrid cols={cols} spacing="xl" aria-busy="true">
        {picture}
        <Stack>
          <Skeleton height={40} width="60%" />
          <Skeleton height={18} width={lineWidth} />
          <Skeleton height={120} />
        </Stack>
      </SimpleGrid>
    </Container>
  );
}

/**
 * A public page that did not load, the reason as its heading: when there is no such thing, the
 * way back to the list; else a retry.
 */
export function DetailLoadFailed({
  error,
  onRetry,
  missing,
  failed,
  backTo,
  backLabel,
}: {
  error: Error;
  onRetry: () => unknown;
  /** The heading when the server has no such thing, and `failed` for any other failure. */
  missing: string;
  failed: string;
  backTo: string;
  backLabel: string;
}) {
  const t = useT();
  const notFound = isNotFound(error);
  return (
    <Container size="sm">
      <Stack gap="md" align="flex-start" py="xl">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {notFound ? missing : failed}
        </Title>
        {notFound ? (
          <Button component={Link} to={backTo} variant="default">
            {backLabel}
          </Button>
        ) : (
          <Button size="sm" variant="default" onClick={() => void onRetry()}>
            {t('accountPage.retry')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
