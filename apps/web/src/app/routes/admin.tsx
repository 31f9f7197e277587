import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaymentOperators } from '../../features/payments-admin/components/payment-operators';
import { PayoutsTable } from '../../features/payments-admin/components/payouts-table';
import { currentLocale } from '../../i18n';
import { PageHeader } from '../../components/page-header';

/** `/admin`: the admin's payment operators and what the platform owes each maker. */
export default function AdminPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg">
      <PageHeader title={t('routes.admin.title')} />
      <Stack gap={48}>
        <PaymentOperators />
        <PayoutsTable locale={currentLocale()} />
      </Stack>
    </Container>
  );
}
