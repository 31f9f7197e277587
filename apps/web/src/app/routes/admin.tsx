import { Stack } from '@mantine/core';
import { PaymentOperators } from '../../features/payments-admin/components/payment-operators';
import { PayoutsTable } from '../../features/payments-admin/components/payouts-table';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

/** `/admin`: the admin's payment operators and what the platform owes each maker. */
export default function AdminPage() {
  return (
    <RoutePage id="admin" size="lg" subtitle={null}>
      <Stack gap={48}>
        <PaymentOperators />
        <PayoutsTable locale={currentLocale()} />
      </Stack>
    </RoutePage>
  );
}
