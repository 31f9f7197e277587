import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { DashboardPeriod } from '@kramik/contract';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { formatMoney } from '../../../lib/format';
import { useSellerDashboard } from '../api/seller-dashboard';
import { OrdersChart } from './orders-chart';
import { PeriodPicker } from './period-picker';
import { SellerPayouts } from './seller-payouts';
import { StatTile } from './stat-tile';

/** The maker's dashboard: sales and orders, what to ship, what runs out, and their money. */
export function SellerDashboard({ locale }: { locale: string }) {
  const t = useT();
  const query = useSellerDashboard();
  const [period, setPeriod] = useState<DashboardPeriod>('days7');
  const number = new Intl.NumberFormat(locale);

  if (query.isPending) return <Skeleton height={420} radius="lg" />;
  if (query.isError)
    return <LoadError message={t('dashboard.loadFailed')} onRetry={query.refetch} />;
  const board = query.data;
  const figures = board.periods[period];

  return (
    <Stack gap="xl">
      <Stack component="section" aria-labelledby="seller-figures" gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} id="seller-figures" fz="xl">
            {t('dashboard.seller.figures')}
          </Title>
          <PeriodPicker value={period} onChange={setPeriod} />
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <StatTile
            label={t('dashboard.seller.sales')}
            value={formatMoney(figures.sales.amount, figures.sales.currency, locale)}
            hint={t('dashboard.seller.salesHint')}
          />
          <StatTile label={t('dashboard.orders')} value={number.format(figures.orders)} />
          <StatTile
            label={t('dashboard.seller.toShip')}
            value={number.format(board.ordersToShip)}
            link={{ to: '/orders', label: t('dashboard.seller.toOrders') }}
          />
          <StatTile
            label={t('dashboard.seller.balance')}
            value={formatMoney(board.balance.amount, board.balance.currency, locale)}
            hint={t('dashboard.seller.balanceHint')}
          />
          {board.followers !== undefined && (
            <StatTile
              label={t('dashboard.seller.followers')}
              value={number.format(board.followers)}
              hint={t('dashboard.seller.followersHint')}
            />
          )}
        </SimpleGrid>
      </Stack>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <SectionCard landmark title={t('dashboard.chart.title')}>
          <OrdersChart days={board.ordersPerDay} locale={locale} />
        </SectionCard>

        <SectionCard
          title={t('dashboard.seller.lowStock')}
          description={t('dashboard.seller.lowStockIntro', { count: board.lowStock.threshold })}
        >
          {board.lowStock.items.length === 0 ? (
            <Text size="sm">{t('dashboard.seller.stockFine')}</Text>
          ) : (
            <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
              {board.lowStock.items.map((item) => (
                <Group
                  component="li"
                  key={item._id}
                  justify="space-between"
                  wrap="nowrap"
                  gap="sm"
                  py="xs"
                  style={{ borderBottom: '1px solid var(--kramik-line)' }}
                >
                  <Anchor
                    component={Link}
                    to={`/seller/products/${encodeURIComponent(item._id)}/edit`}
                    c="var(--kramik-link)"
                    style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {item.name}
                  </Anchor>
                  <Badge
                    color={item.quantity === 0 ? 'red' : 'clay'}
                    variant="light"
                    style={{ flexShrink: 0 }}
                  >
                    {item.quantity === 0
                      ? t('dashboard.seller.soldOut')
                      : t('dashboard.seller.left', { count: item.quantity })}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
          {board.lowStock.count > board.lowStock.items.length && (
            <Text size="sm" c="var(--kramik-muted)">
              {t('dashboard.seller.moreLow', {
                count: board.lowStock.count - board.lowStock.items.length,
              })}
            </Text>
          )}
          <Anchor component={Link} to="/seller/products" size="sm" c="var(--kramik-link)">
            {t('dashboard.seller.toProducts')}
          </Anchor>
        </SectionCard>
      </SimpleGrid>

      <SellerPayouts locale={locale} />
    </Stack>
  );
}
