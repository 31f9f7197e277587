import { Container, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/accounts/auth-store';
import { currentLocale } from '../../i18n';
import { formatDate } from '../../lib/format';
import { PageHeader } from '../components/page-header';

/** The account's data; editing, password, addresses and deletion come with the accounts issue. */
export default function AccountPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (!user) return null;
  const rows = [
    { label: t('account.username'), value: user.username },
    { label: t('account.email'), value: user.email },
    { label: t('account.registeredAt'), value: formatDate(user.registeredAt, currentLocale()) },
    { label: t('account.firstName'), value: user.firstName || '—' },
    { label: t('account.lastName'), value: user.lastName || '—' },
    { label: t('account.phone'), value: user.phone ?? '—' },
  ];
  return (
    <Container size="md">
      <PageHeader title={t('routes.account.title')} />
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="lg" bg="var(--kramik-surface)">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {rows.map((row) => (
            <Stack gap={2} key={row.label}>
              <Text size="sm" c="var(--kramik-muted)">
                {row.label}
              </Text>
              <Text fw={500}>{row.value}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
