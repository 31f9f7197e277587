import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { Link } from 'react-router';

/** A signed-in user without the route's role sees this, never the content (PRODUCT.md). */
export function NoAccessPage() {
  const t = useT();
  return (
    <Container size="sm" py={48}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={600} ff="heading" c="clay.7" lh={1} aria-hidden="true">
          403
        </Text>
        <Title order={1}>{t('noAccess.heading')}</Title>
        <Text c="var(--kramik-muted)">{t('noAccess.body')}</Text>
        <Button component={Link} to="/">
          {t('noAccess.home')}
        </Button>
      </Stack>
    </Container>
  );
}
