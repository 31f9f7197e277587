import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container size="sm" py={48}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={600} ff="heading" c="clay.7" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('notFound.heading')}</Title>
        <Text c="var(--kramik-muted)">{t('notFound.body')}</Text>
        <Group>
          <Button component={Link} to="/">
            {t('notFound.home')}
          </Button>
          <Button component={Link} to="/catalog" variant="light">
            {t('notFound.catalog')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
