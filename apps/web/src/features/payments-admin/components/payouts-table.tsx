import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Skeleton.css';
import { Anchor, Paper, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Money } from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { LoadError } from '../../../components/load-error';
import { formatMoney } from '../../../lib/format';
import { usePayouts } from '../api/payouts';
import { AdminSection } from './admin-section';

const money = (value: Money, locale: string) => formatMoney(value.amount, value.currency, locale);
const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** What the platform owes each maker, from the ledger. */
export function PayoutsTable({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const query = usePayouts();
  const rows = query.data?.items ?? [];

  let content;
  if (query.isPending) {
    content = <Skeleton height={160} radius="lg" />;
  } else if (query.isError) {
    content = <LoadError message={t('adminPayments.payouts.loadFailed')} onRetry={query.refetch} />;
  } else if (rows.length === 0) {
    content = (
      <Paper radius="md" p="lg" bg="var(--kramik-surface)" withBorder>
        <Text c="var(--kramik-muted)">{t('adminPayments.payouts.empty')}</Text>
      </Paper>
    );
  } else {
    content = (
      <Paper withBorder radius="lg" bg="var(--kramik-surface)" style={{ overflowX: 'auto' }}>
        <Table
          verticalSpacing="sm"
          horizontalSpacing="md"
          highlightOnHover
          aria-labelledby="admin-payouts"
          miw={560}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('adminPayments.payouts.maker')}</Table.Th>
              <Table.Th ta="right">{t('adminPayments.payouts.paidOrders')}</Table.Th>
              <Table.Th ta="right">{t('adminPayments.payouts.received')}</Table.Th>
              <Table.Th ta="right">{t('adminPayments.payouts.commission')}</Table.Th>
              <Table.Th ta="right">{t('adminPayments.payouts.due')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.seller._id}>
                <Table.Td fw={600}>
                  <Anchor
                    component={Link}
                    to={`/company/${encodeURIComponent(row.seller._id)}`}
                    className={forms.link}
                    c="var(--mantine-color-anchor)"
                  >
                    {row.seller.shortName}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right" style={numeric}>
                  {row.paidOrders}
                </Table.Td>
                <Table.Td ta="right" style={numeric}>
                  {money(row.received, locale)}
                </Table.Td>
                <Table.Td ta="right" style={numeric}>
                  {money(row.commission, locale)}
                </Table.Td>
                <Table.Td ta="right" fw={700} style={numeric}>
                  {money(row.due, locale)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    );
  }

  return (
    <AdminSection
      id="admin-payouts"
      title={t('adminPayments.payouts.title')}
      intro={t('adminPayments.payouts.intro')}
    >
      {content}
    </AdminSection>
  );
}
