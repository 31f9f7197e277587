import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** An error boundary per route: a broken page never takes the header and footer with it. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script/i.test(error.message);
  return (
    <Container size="sm" py={48}>
      <Stack align="center" ta="center" gap="md" role="alert">
        <Title order={1}>{t('routeError.heading')}</Title>
        <Text c="var(--kramik-muted)">
          {chunkFailed
            ? t('routeError.newVersion')
            : isRouteErrorResponse(error)
              ? `${error.status} ${error.statusText}`
              : t('routeError.body')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
      </Stack>
    </Container>
  );
}
