import { Button, Group, Stack, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { OrderSummary } from '@kramik/contract';
import { ListSkeleton } from '../../../components/list-skeleton';
import { TableOrCards } from '../../../components/table-or-cards';
import { formatDate } from '../../../lib/format';
import type { OrderScope } from '../api/keys';
import { money } from '../order-format';
import classes from './orders.module.css';
import { OrderStatusPill, PaymentStatusPill } from './status-pill';
import { ShipByNote } from './ship-by';

/**
 * Orders as a table on wider screens and as cards on phones. The order number opens the details;
 * buyers see the maker, makers the customer, admins both; an unpaid order of a buyer offers payment.
 */
export function OrderList({
  scope,
  orders,
  locale,
  highlighted,
  onOpen,
}: {
  scope: OrderScope;
  orders: OrderSummary[];
  locale: string;
  highlighted?: ReadonlySet<string>;
  onOpen: (order: OrderSummary) => void;
}) {
  const t = useT();
  const showMaker = scope !== 'seller';
  const showCustomer = scope !== 'buyer';

  const number = (order: OrderSummary) => (
    <UnstyledButton className={classes.numberButton} onClick={() => onOpen(order)}>
      {order.number}
    </UnstyledButton>
  );
  const payAction = (order: OrderSummary): ReactNode =>
    scope === 'buyer' && order.status === 'awaiting_payment' ? (
      <Button
        component={Link}
        to={`/payment-selection?orders=${encodeURIComponent(order._id)}`}
        size="compact-md"
        aria-label={t('orders.completePaymentOf', { number: order.number })}
      >
        {t('orders.completePayment')}
      </Button>
    ) : null;
  const receiving = (order: OrderSummary) =>
    order.receivingMethod === 'pickup' ? t('orders.methodPickup') : t('orders.methodDelivery');

  return (
    <TableOrCards
      items={orders}
      from="md"
      rowClassName={(order) => (highlighted?.has(order._id) ? classes.highlight : undefined)}
      cardClassName={(order) => (highlighted?.has(order._id) ? classes.highlightCard : undefined)}
      head={
        <>
          <Table.Th>{t('orders.columns.number')}</Table.Th>
          <Table.Th>{t('orders.columns.date')}</Table.Th>
          {showMaker && <Table.Th>{t('orders.columns.maker')}</Table.Th>}
          {showCustomer && <Table.Th>{t('orders.columns.customer')}</Table.Th>}
          {scope === 'seller' && <Table.Th>{t('orders.columns.receiving')}</Table.Th>}
          <Table.Th>{t('orders.columns.status')}</Table.Th>
          <Table.Th>{t('orders.columns.payment')}</Table.Th>
          <Table.Th ta="right">{t('orders.columns.total')}</Table.Th>
          {scope === 'buyer' && (
            <Table.Th>
              <VisuallyHidden>{t('orders.columns.actions')}</VisuallyHidden>
            </Table.Th>
          )}
        </>
      }
      row={(order) => (
        <>
          <Table.Td>{number(order)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {formatDate(order.createdAt, locale)}
          </Table.Td>
          {showMaker && <Table.Td>{order.seller.shortName}</Table.Td>}
          {showCustomer && (
            <Table.Td>
              <Text size="sm">{order.customerName}</Text>
              <Text size="xs" c="var(--kramik-muted)">
                {t('orders.itemCount', { count: order.itemCount })}
              </Text>
            </Table.Td>
          )}
          {scope === 'seller' && <Table.Td>{receiving(order)}</Table.Td>}
          <Table.Td>
            <OrderStatusPill status={order.status} />
            <ShipByNote order={order} locale={locale} />
          </Table.Td>
          <Table.Td>
            <PaymentStatusPill status={order.paymentStatus} type={order.paymentType} />
          </Table.Td>
          <Table.Td ta="right" fw={600} className={classes.money}>
            {money(order.total, locale)}
          </Table.Td>
          {scope === 'buyer' && <Table.Td>{payAction(order)}</Table.Td>}
        </>
      )}
      card={(order) => (
        <Stack gap="xs">
          <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
            {number(order)}
            <Text size="sm" c="var(--kramik-muted)" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(order.createdAt, locale)}
            </Text>
          </Group>
          <Group gap={6}>
            <OrderStatusPill status={order.status} />
            <PaymentStatusPill status={order.paymentStatus} type={order.paymentType} />
          </Group>
          <ShipByNote order={order} locale={locale} />
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-end">
            <Stack gap={0} style={{ minWidth: 0 }}>
              {showMaker && (
                <Text size="sm" truncate>
                  {showCustomer && `${t('orders.columns.maker')}: `}
                  {order.seller.shortName}
                </Text>
              )}
              {showCustomer && (
                <Text size="sm" truncate>
                  {showMaker && `${t('orders.columns.customer')}: `}
                  {order.customerName}
                </Text>
              )}
              <Text size="xs" c="var(--kramik-muted)">
                {t('orders.itemCount', { count: order.itemCount })} · {receiving(order)}
              </Text>
            </Stack>
            <Text fw={700} size="lg" className={classes.money}>
              {money(order.total, locale)}
            </Text>
          </Group>
          {payAction(order)}
        </Stack>
      )}
    />
  );
}

export function OrderListSkeleton() {
  return <ListSkeleton rows={4} height={64} />;
}
