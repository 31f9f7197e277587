import '@mantine/core/styles/Skeleton.css';
import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAYMENT_OPERATORS } from '@kramik/contract';
import { LoadError } from '../../../components/load-error';
import { useOperators } from '../api/operators';
import { OperatorCard } from './operator-card';

/** The admin's payment operators: one card per operator, saved one at a time. */
export function PaymentOperators() {
  const { t } = useTranslation();
  const query = useOperators();
  const items = query.data?.items ?? [];
  const ordered = PAYMENT_OPERATORS.flatMap((op) => items.filter((s) => s.operator === op));

  return (
    <Stack component="section" aria-labelledby="admin-payment-operators" gap="md">
      <Stack gap={4}>
        <Title order={2} id="admin-payment-operators" fz="xl">
          {t('adminPayments.operators.title')}
        </Title>
        <Text c="var(--kramik-muted)" size="sm" maw={680}>
          {t('adminPayments.operators.intro')}
        </Text>
      </Stack>
      {query.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {PAYMENT_OPERATORS.map((op) => (
            <Skeleton key={op} height={320} radius="lg" />
          ))}
        </SimpleGrid>
      ) : query.isError ? (
        <LoadError message={t('adminPayments.operators.loadFailed')} onRetry={query.refetch} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {ordered.map((settings) => (
            // A new answer from the server (after a save) starts the card afresh.
            <OperatorCard key={settings.operator} settings={settings} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
