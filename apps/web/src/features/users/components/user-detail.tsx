import '@mantine/core/styles/Table.css';
import { Anchor, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { AdminUserDetail, OrderSummary } from '@kramik/contract';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { TableOrCards } from '../../../components/table-or-cards';
import { formatDate, formatMoney } from '../../../lib/format';
import { ApproveDialog, RoleDialog, StatusDialog } from './user-dialogs';
import { StatusBadge, displayName } from './user-badges';

type Dialog = 'status' | 'role' | 'approve' | null;

/** A label above its value, in the details grid. */
function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="var(--kramik-muted)">
        {label}
      </Text>
      <Text component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Orders({ orders, locale }: { orders: OrderSummary[]; locale: string }) {
  const t = useT();
  if (orders.length === 0) return <EmptyState text={t('adminUsers.noOrders')} />;
  const number = (order: OrderSummary) => (
    <Anchor component={Link} to={`/admin/orders?number=${encodeURIComponent(order.number)}`}>
      {order.number}
    </Anchor>
  );
  const total = (order: OrderSummary) =>
    formatMoney(order.total.amount, order.total.currency, locale);
  return (
    <TableOrCards
      inset
      items={orders}
      head={
        <>
          <Table.Th scope="col">{t('adminUsers.orderNumber')}</Table.Th>
          <Table.Th scope="col">{t('adminUsers.orderDate')}</Table.Th>
          <Table.Th scope="col">{t('adminUsers.maker')}</Table.Th>
          <Table.Th scope="col">{t('adminUsers.orderStatus')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('adminUsers.orderTotal')}
          </Table.Th>
        </>
      }
      row={(order) => (
        <>
          <Table.Td>{number(order)}</Table.Td>
          <Table.Td>{formatDate(order.createdAt, locale)}</Table.Td>
          <Table.Td>{order.seller.shortName}</Table.Td>
          <Table.Td>{t(`orders.status.${order.status}`)}</Table.Td>
          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
            {total(order)}
          </Table.Td>
        </>
      )}
      card={(order) => (
        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            {number(order)}
            <Text fw={600}>{total(order)}</Text>
          </Group>
          <Text size="sm">
            {formatDate(order.createdAt, locale)} · {order.seller.shortName} ·{' '}
            {t(`orders.status.${order.status}`)}
          </Text>
        </Stack>
      )}
    />
  );
}

/** One user: details, company, newest orders and reports, and the administrator's actions. */
export function UserDetail({
  user,
  locale,
  isSelf,
}: {
  user: AdminUserDetail;
  locale: string;
  isSelf: boolean;
}) {
  const t = useT();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const company = user.company;
  return (
    <Stack gap="lg">
      <SectionCard
        title={displayName(user)}
        description={user.username}
        action={
          isSelf ? (
            <Text size="sm" c="var(--kramik-muted)">
              {t('adminUsers.ownAccount')}
            </Text>
          ) : (
            <Group gap="sm">
              <Button onClick={() => setDialog('status')}>{t('adminUsers.changeStatus')}</Button>
              <Button variant="default" onClick={() => setDialog('role')}>
                {t('adminUsers.changeRole')}
              </Button>
            </Group>
          )
        }
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Fact label={t('adminUsers.statusLabel')}>
            <StatusBadge status={user.status} />
          </Fact>
          <Fact label={t('adminUsers.role')}>{t(`adminUsers.roles.${user.permissions}`)}</Fact>
          <Fact label={t('adminUsers.email')}>
            <Anchor href={`mailto:${user.email}`}>{user.email}</Anchor>
          </Fact>
          <Fact label={t('adminUsers.phone')}>{user.phone ?? '—'}</Fact>
          <Fact label={t('adminUsers.registered')}>{formatDate(user.registeredAt, locale)}</Fact>
          <Fact label={t('adminUsers.language')}>{user.locale}</Fact>
        </SimpleGrid>
      </SectionCard>

      {company && (
        <SectionCard
          title={t('adminUsers.companyTitle')}
          action={
            !company.approvedAt ? (
              <Button onClick={() => setDialog('approve')}>{t('adminUsers.approve')}</Button>
            ) : undefined
          }
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            <Fact label={t('adminUsers.company')}>
              <Anchor component={Link} to={`/company/${company._id}`}>
                {company.shortName}
              </Anchor>
            </Fact>
            <Fact label={t('adminUsers.companyName')}>{company.companyName}</Fact>
            <Fact label={t('adminUsers.place')}>
              {company.city}, {company.country}
            </Fact>
            <Fact label={t('adminUsers.approval')}>
              {company.approvedAt
                ? t('adminUsers.approvedOn', { date: formatDate(company.approvedAt, locale) })
                : t('adminUsers.awaitingApproval')}
            </Fact>
            <Fact label={t('adminUsers.catalog')}>
              {company.listed ? t('adminUsers.listed') : t('adminUsers.notListed')}
            </Fact>
          </SimpleGrid>
        </SectionCard>
      )}

      <SectionCard title={t('adminUsers.buyerOrders')} description={t('adminUsers.newestTen')}>
        <Orders orders={user.buyerOrders} locale={locale} />
      </SectionCard>
      {company && (
        <SectionCard
          title={t('adminUsers.companyOrders')}
          description={t('adminUsers.newestTen')}
          action={
            <Anchor component={Link} to={`/admin/orders?seller=${company._id}`} size="sm">
              {t('adminUsers.allCompanyOrders')}
            </Anchor>
          }
        >
          <Orders orders={user.companyOrders} locale={locale} />
        </SectionCard>
      )}
      <SectionCard title={t('adminUsers.reports')}>
        {user.reports.length === 0 ? (
          <EmptyState text={t('adminUsers.noReports')} />
        ) : (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {user.reports.map((report) => (
              <li key={report._id}>
                <Text fw={600}>
                  {t(`reports.reason.${report.reason}`, { defaultValue: report.reason })} ·{' '}
                  {t(`adminAudit.types.${report.targetType}`, { defaultValue: report.targetType })}
                </Text>
                <Text size="sm" c="var(--kramik-muted)">
                  {formatDate(report.createdAt, locale)} ·{' '}
                  {t(`adminUsers.reportStatus.${report.status}`, { defaultValue: report.status })}
                </Text>
                {report.description && <Text size="sm">{report.description}</Text>}
              </li>
            ))}
            <li>
              <Anchor component={Link} to="/admin/reports" size="sm">
                {t('adminUsers.toReports')}
              </Anchor>
            </li>
          </Stack>
        )}
      </SectionCard>

      {dialog === 'status' && <StatusDialog user={user} onClose={close} />}
      {dialog === 'role' && <RoleDialog user={user} onClose={close} />}
      {dialog === 'approve' && <ApproveDialog user={user} onClose={close} />}
    </Stack>
  );
}
