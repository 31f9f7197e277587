import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Skeleton.css';
import { Anchor, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Customer } from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { LoadError } from '../../../components/load-error';
import { ApiRequestError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useCustomers } from '../api/list-customers';
import { money } from '../order-format';
import { OrderListSkeleton } from './order-list';
import classes from './orders.module.css';
import { LoadMore } from '../../../components/load-more';

/** The maker's customers: who ordered, how often and for how much, the latest first. */
export function CustomerList({ locale }: { locale: string }) {
  const { t } = useTranslation();
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
    content =
      query.error instanceof ApiRequestError && query.error.status === 404 ? (
        <Paper radius="md" p="lg" className={classes.empty}>
          <Stack gap="sm" align="flex-start">
            <Text c="var(--kramik-muted)">{t('orders.empty.noCompany')}</Text>
            <Button component={Link} to="/company-data">
              {t('orders.empty.fillCompany')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <LoadError message={t('orders.customers.loadFailed')} onRetry={query.refetch} />
      );
  } else if (customers.length === 0) {
    content = (
      <Paper radius="md" p="lg" className={classes.empty}>
        <Text c="var(--kramik-muted)">{t('orders.customers.empty')}</Text>
      </Paper>
    );
  } else {
    content = (
      <Stack gap="md">
        <Paper
          withBorder
          radius="lg"
          visibleFrom="sm"
          bg="var(--kramik-surface)"
          style={{ overflow: 'hidden' }}
        >
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('orders.customers.name')}</Table.Th>
                <Table.Th>{t('orders.customers.email')}</Table.Th>
                <Table.Th ta="right">{t('orders.customers.orders')}</Table.Th>
                <Table.Th ta="right">{t('orders.customers.total')}</Table.Th>
                <Table.Th>{t('orders.customers.lastOrder')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {customers.map((c) => (
                <Table.Tr key={c._id}>
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
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
        <Stack gap="sm" hiddenFrom="sm" component="ul" className={classes.list}>
          {customers.map((c) => (
            <Paper
              component="li"
              key={c._id}
              withBorder
              radius="md"
              p="md"
              bg="var(--kramik-surface)"
            >
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
            </Paper>
          ))}
        </Stack>
        <LoadMore query={query} label={t('orders.loadMore')} />
      </Stack>
    );
  }

  return <div aria-busy={query.isFetching && !query.isFetchingNextPage}>{content}</div>;
}
