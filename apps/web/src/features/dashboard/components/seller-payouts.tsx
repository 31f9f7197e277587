import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Skeleton.css';
import { Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import type { Money } from '@kramik/contract';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { formatMoney } from '../../../lib/format';
import { useSellerPayouts } from '../api/seller-payouts';
import { longDay } from './day-format';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The maker's money: from the ledger of paid orders, what was paid out, and each payout. */
export function SellerPayouts({ locale }: { locale: string }) {
  const t = useT();
  const query = useSellerPayouts();
  const money = (value: Money) => formatMoney(value.amount, value.currency, locale);

  let content;
  if (query.isPending) content = <Skeleton height={180} radius="md" />;
  else if (query.isError)
    content = <LoadError message={t('dashboard.payouts.loadFailed')} onRetry={query.refetch} />;
  else {
    const data = query.data;
    const figures: [string, Money][] = [
      [t('dashboard.payouts.received'), data.received],
      [t('dashboard.payouts.commission'), data.commission],
      [t('dashboard.payouts.due'), data.due],
      [t('dashboard.payouts.paidOut'), data.paidOut],
    ];
    content = (
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" component="dl" m={0}>
          {figures.map(([label, value]) => (
            <Stack key={label} gap={2}>
              <Text component="dt" size="sm" c="var(--kramik-muted)">
                {label}
              </Text>
              <Text component="dd" m={0} fw={600} style={numeric}>
                {money(value)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group
          justify="space-between"
          p="md"
          style={{ borderRadius: 12, background: 'var(--mantine-color-clay-0)' }}
        >
          <Text fw={600}>{t('dashboard.payouts.balance')}</Text>
          <Text fw={700} fz="xl" style={numeric} data-testid="seller-balance">
            {money(data.balance)}
          </Text>
        </Group>
        <Stack gap="xs">
          <Title order={3} fz="md" id="seller-payout-history">
            {t('dashboard.payouts.history')}
          </Title>
          {data.items.length === 0 ? (
            <Text size="sm" c="var(--kramik-muted)">
              {t('dashboard.payouts.none')}
            </Text>
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <Table
                aria-labelledby="seller-payout-history"
                verticalSpacing="xs"
                horizontalSpacing="xs"
                miw={300}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('dashboard.payouts.date')}</Table.Th>
                    <Table.Th>{t('dashboard.payouts.reference')}</Table.Th>
                    <Table.Th ta="right">{t('dashboard.payouts.amount')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((item) => (
                    <Table.Tr key={item._id}>
                      <Table.Td style={numeric}>{longDay(item.paidOn, locale)}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.reference}</Table.Td>
                      <Table.Td ta="right" fw={600} style={numeric}>
                        {money(item.amount)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <SectionCard
      landmark
      title={t('dashboard.payouts.title')}
      description={t('dashboard.payouts.intro')}
    >
      {content}
    </SectionCard>
  );
}
