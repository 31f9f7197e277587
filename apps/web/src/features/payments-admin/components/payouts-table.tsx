import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Skeleton.css';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { Money, PayoutRow } from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { LoadError } from '../../../components/load-error';
import { formatMoney } from '../../../lib/format';
import { usePayoutRecords } from '../api/payout-records';
import { usePayouts } from '../api/payouts';
import { AdminSection } from './admin-section';
import { PayoutFormModal } from './payout-form-modal';
import { PayoutsExport } from './payouts-export';

const money = (value: Money, locale: string) => formatMoney(value.amount, value.currency, locale);
const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** A `YYYY-MM-DD` day as the viewer writes it (the day itself, whatever their time zone). */
function formatDay(day: string, locale: string) {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** The payouts made lately, latest first. */
function RecentPayouts({ locale }: { locale: string }) {
  const t = useT();
  const query = usePayoutRecords();
  if (query.isPending) return <Skeleton height={80} radius="md" />;
  if (query.isError)
    return <LoadError message={t('adminPayments.payouts.loadFailed')} onRetry={query.refetch} />;
  const items = query.data.items.slice(0, 20);
  return (
    <Stack gap="xs" component="section" aria-labelledby="payouts-recent">
      <Title order={3} fz="lg" id="payouts-recent">
        {t('adminPayments.payouts.recent')}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="var(--kramik-muted)">
          {t('adminPayments.payouts.noneRecorded')}
        </Text>
      ) : (
        <Paper withBorder radius="lg" bg="var(--kramik-surface)" style={{ overflowX: 'auto' }}>
          <Table
            verticalSpacing="xs"
            horizontalSpacing="md"
            aria-labelledby="payouts-recent"
            miw={480}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminPayments.payouts.paidOn')}</Table.Th>
                <Table.Th>{t('adminPayments.payouts.maker')}</Table.Th>
                <Table.Th>{t('adminPayments.payouts.reference')}</Table.Th>
                <Table.Th ta="right">{t('adminPayments.payouts.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item) => (
                <Table.Tr key={item._id}>
                  <Table.Td style={numeric}>{formatDay(item.paidOn, locale)}</Table.Td>
                  <Table.Td>{item.seller.shortName}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.reference}</Table.Td>
                  <Table.Td ta="right" fw={600} style={numeric}>
                    {money(item.amount, locale)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}

/** What the platform owes each maker, from the ledger, what was paid out, and the balance. */
export function PayoutsTable({ locale }: { locale: string }) {
  const t = useT();
  const query = usePayouts();
  const rows = query.data?.items ?? [];
  const [paying, setPaying] = useState<PayoutRow | null>(null);

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
      <>
        <Paper
          withBorder
          radius="lg"
          bg="var(--kramik-surface)"
          visibleFrom="md"
          // The actions header is visually hidden (absolutely placed): kept inside the scroller.
          style={{ overflowX: 'auto', position: 'relative' }}
        >
          <Table
            verticalSpacing="sm"
            horizontalSpacing="md"
            highlightOnHover
            aria-labelledby="admin-payouts"
            miw={880}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('adminPayments.payouts.maker')}</Table.Th>
                <Table.Th ta="right">{t('adminPayments.payouts.paidOrders')}</Table.Th>
                <Table.Th ta="right">{t('adminPayments.payouts.received')}</Table.Th>
                <Table.Th ta="right">{t('adminPayments.payouts.commission')}</Table.Th>
                <Table.Th ta="right">{t('adminPayments.payouts.due')}</Table.Th>
                <Table.Th ta="right">{t('adminPayments.payouts.paidOut')}</Table.Th>
                <Table.Th ta="right">{t('adminPayments.payouts.balance')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('adminPayments.payouts.actions')}</VisuallyHidden>
                </Table.Th>
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
                  <Table.Td ta="right" style={numeric}>
                    {money(row.due, locale)}
                  </Table.Td>
                  <Table.Td ta="right" style={numeric}>
                    {money(row.paidOut, locale)}
                  </Table.Td>
                  <Table.Td ta="right" fw={700} style={numeric}>
                    {money(row.balance, locale)}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      disabled={row.balance.amount <= 0}
                      onClick={() => setPaying(row)}
                      aria-label={t('adminPayments.payouts.recordFor', {
                        maker: row.seller.shortName,
                      })}
                    >
                      {t('adminPayments.payouts.record')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Stack component="ul" gap="sm" hiddenFrom="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Paper
              component="li"
              key={row.seller._id}
              withBorder
              radius="md"
              p="md"
              bg="var(--kramik-surface)"
            >
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Anchor
                    component={Link}
                    to={`/company/${encodeURIComponent(row.seller._id)}`}
                    className={forms.link}
                    c="var(--mantine-color-anchor)"
                    fw={600}
                    style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {row.seller.shortName}
                  </Anchor>
                  <Stack gap={0} align="flex-end">
                    <Text size="xs" c="var(--kramik-muted)">
                      {t('adminPayments.payouts.balance')}
                    </Text>
                    <Text fw={700} style={numeric}>
                      {money(row.balance, locale)}
                    </Text>
                  </Stack>
                </Group>
                <SimpleGrid cols={2} spacing={6} verticalSpacing={6} component="dl" m={0}>
                  {(
                    [
                      [t('adminPayments.payouts.paidOrders'), String(row.paidOrders)],
                      [t('adminPayments.payouts.received'), money(row.received, locale)],
                      [t('adminPayments.payouts.commission'), money(row.commission, locale)],
                      [t('adminPayments.payouts.due'), money(row.due, locale)],
                      [t('adminPayments.payouts.paidOut'), money(row.paidOut, locale)],
                    ] as const
                  ).map(([label, value]) => (
                    <div key={label}>
                      <Text component="dt" size="xs" c="var(--kramik-muted)">
                        {label}
                      </Text>
                      <Text component="dd" m={0} size="sm" style={numeric}>
                        {value}
                      </Text>
                    </div>
                  ))}
                </SimpleGrid>
                <Button
                  variant="light"
                  disabled={row.balance.amount <= 0}
                  onClick={() => setPaying(row)}
                  aria-label={t('adminPayments.payouts.recordFor', { maker: row.seller.shortName })}
                >
                  {t('adminPayments.payouts.record')}
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
      </>
    );
  }

  return (
    <AdminSection
      id="admin-payouts"
      title={t('adminPayments.payouts.title')}
      intro={t('adminPayments.payouts.intro')}
    >
      {content}
      <PayoutsExport locale={locale} />
      <RecentPayouts locale={locale} />
      {paying && <PayoutFormModal row={paying} locale={locale} onClose={() => setPaying(null)} />}
    </AdminSection>
  );
}
