import '@mantine/core/styles/Skeleton.css';
import { SimpleGrid, Skeleton } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { PAYMENT_OPERATORS } from '@kramik/contract';
import { LoadError } from '../../../components/load-error';
import { useOperators } from '../api/operators';
import { AdminSection } from './admin-section';
import { OperatorCard } from './operator-card';

/** The admin's payment operators: one card per operator, saved one at a time. */
export function PaymentOperators() {
  const t = useT();
  const query = useOperators();
  const items = query.data?.items ?? [];
  const ordered = PAYMENT_OPERATORS.flatMap((op) => items.filter((s) => s.operator === op));

  return (
    <AdminSection
      id="admin-payment-operators"
      title={t('adminPayments.operators.title')}
      intro={t('adminPayments.operators.intro')}
    >
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
    </AdminSection>
  );
}
