import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import type { Customer } from '@kramik/contract';
import { EmptyState } from '../../../components/empty-state';
import forms from '../../../components/forms.module.css';
import { LoadMore } from '../../../components/load-more';
import { TableOrCards } from '../../../components/table-or-cards';
import { formatDate } from '../../../lib/format';
import { useCustomers } from '../api/list-customers';
import { money } from '../order-format';
import { OrderListSkeleton } from './order-list';
import classes from './orders.module.css';
import { OrdersLoadError } from './orders-load-error';

/** The maker's customers: who ordered, how often and for how much, the latest first. */
export function CustomerList({ locale }: { locale: string }) {
  const t = useT();
  const query = useCustomers();
  const customers = query.data?.pages.flatMap((page) => page.items) ?? [];

  const email = (c: Customer) => (
    <Anchor href={`mailto:${c.email}`} size="sm" className={forms.link}>
      {c.email}
    </Anchor>
  );

  let content: ReactNode;
  if (query.isPending) {
    content = <OrderListSkeleton />;
  } else if (query.isError && customers.length === 0) {
    content = (
      <OrdersLoadError
        error={query.error}
        makers
        message={t('orders.customers.loadFailed')}
        onRetry={query.refetch}
      />
    );
  } else if (customers.length === 0) {
    content = <EmptyState text={t('orders.customers.empty')} onPage />;
  } else {
    content = (
      <Stack gap="md">
        <Text size="sm" c="var(--kramik-muted)">
          {t('orders.customers.counted')}
        </Text>
        <TableOrCards
          items={customers}
          head={
            <>
              <Table.Th>{t('orders.customers.name')}</Table.Th>
              <Table.Th>{t('orders.customers.email')}</Table.Th>
              <Table.Th ta="right">{t('orders.customers.orders')}</Table.Th>
              <Table.Th ta="right">{t('orders.customers.total')}</Table.Th>
              <Table.Th>{t('orders.customers.lastOrder')}</Table.Th>
            </>
          }
          row={(c) => (
            <>
              <Table.Td fw={600}>{c.name}</Table.Td>
              <Table.Td>{email(c)}</Table.Td>
              <Table.Td ta="right" className={classes.money}>
                {c.orderCount}
              </Table.Td>
              <Table.Td ta="right" fw={600} className={classes.money}>
                {money(c.total, locale)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(c.lastOrderAt, locale)}
              </Table.Td>
            </>
          )}
          card={(c) => (
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs" align="baseline">
                <Text fw={600} truncate>
                  {c.name}
                </Text>
                <Text fw={700} className={classes.money}>
                  {money(c.total, locale)}
                </Text>
              </Group>
              {email(c)}
              <Text size="sm" c="var(--kramik-muted)">
                {t('orders.customers.summary', {
                  count: c.orderCount,
                  date: formatDate(c.lastOrderAt, locale),
                })}
              </Text>
            </Stack>
          )}
        />
        <LoadMore query={query} label={t('orders.loadMore')} />
      </Stack>
    );
  }

  return <div aria-busy={query.isFetching && !query.isFetchingNextPage}>{content}</div>;
}
