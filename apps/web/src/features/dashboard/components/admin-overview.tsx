import '@mantine/core/styles/Skeleton.css';
import { Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import type { DashboardPeriod } from '@kramik/contract';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { formatMoney } from '../../../lib/format';
import { useAdminDashboard } from '../api/admin-dashboard';
import { OrdersChart } from './orders-chart';
import { PeriodPicker } from './period-picker';
import { StatTile } from './stat-tile';

/** The admin's overview: the marketplace's figures for a period, what needs attention, the chart. */
export function AdminOverview({ locale }: { locale: string }) {
  const t = useT();
  const query = useAdminDashboard();
  const [period, setPeriod] = useState<DashboardPeriod>('days7');
  const number = new Intl.NumberFormat(locale);

  if (query.isPending) return <Skeleton height={420} radius="lg" />;
  if (query.isError)
    return <LoadError message={t('dashboard.loadFailed')} onRetry={query.refetch} />;
  const board = query.data;
  const figures = board.periods[period];
  const money = (value: { amount: number; currency: string }) =>
    formatMoney(value.amount, value.currency, locale);

  return (
    <Stack gap="xl">
      <Stack component="section" aria-labelledby="overview-figures" gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} id="overview-figures" fz="xl">
            {t('dashboard.admin.title')}
          </Title>
          <PeriodPicker value={period} onChange={setPeriod} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
          <StatTile label={t('dashboard.orders')} value={number.format(figures.orders)} />
          <StatTile label={t('dashboard.admin.gmv')} value={money(figures.gmv)} />
          <StatTile label={t('dashboard.admin.commission')} value={money(figures.commission)} />
          <StatTile
            label={t('dashboard.admin.newBuyers')}
            value={number.format(figures.newBuyers)}
          />
          <StatTile
            label={t('dashboard.admin.newMakers')}
            value={number.format(figures.newMakers)}
          />
        </SimpleGrid>
        <Text size="xs" c="var(--kramik-muted)">
          {t('dashboard.admin.gmvHint')}
        </Text>
      </Stack>

      <Stack component="section" aria-labelledby="overview-now" gap="md">
        <Title order={2} id="overview-now" fz="xl">
          {t('dashboard.admin.now')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <StatTile
            label={t('dashboard.admin.openReports')}
            value={number.format(board.openReports)}
            link={{ to: '/admin/reports', label: t('dashboard.admin.toReports') }}
          />
          <StatTile
            label={t('dashboard.admin.paymentsPending')}
            value={number.format(board.paymentsPending.count)}
            hint={t('dashboard.admin.paymentsPendingHint', {
              amount: money(board.paymentsPending.amount),
            })}
            link={{
              to: '/admin/orders?status=awaiting_payment',
              label: t('dashboard.admin.toOrders'),
            }}
          />
        </SimpleGrid>
      </Stack>

      <SectionCard
        landmark
        title={t('dashboard.chart.title')}
        description={t('dashboard.chart.intro')}
      >
        <OrdersChart days={board.ordersPerDay} locale={locale} />
      </SectionCard>
    </Stack>
  );
}
