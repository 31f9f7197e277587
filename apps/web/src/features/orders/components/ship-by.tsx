import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import type { OrderSummary } from '@kramik/contract';
import { formatDay } from '../../../lib/format-day';

/** The statuses before the parcel leaves or waits for pick-up: the ship-by day still matters. */
const BEFORE_SHIPPING = new Set(['awaiting_payment', 'paid', 'in_progress']);

/** "Overdue": the ship-by day passed and the order is not shipped (issue 24; the server says so). */
export function OverdueBadge({ order }: { order: Pick<OrderSummary, 'overdue'> }) {
  const t = useT();
  if (!order.overdue) return null;
  return (
    <Badge color="red.9" variant="filled" size="sm" radius="sm">
      {t('madeToOrder.overdue')}
    </Badge>
  );
}

/** "Ship by 2 Dec 2026" under an order's status in a list, with the overdue badge. */
export function ShipByNote({
  order,
  locale,
}: {
  order: Pick<OrderSummary, 'shipBy' | 'overdue' | 'status'>;
  locale: string;
}) {
  const t = useT();
  if (!order.shipBy || !BEFORE_SHIPPING.has(order.status)) return null;
  return (
    <Group gap={6} mt={4} wrap="nowrap">
      <Text size="xs" c={order.overdue ? 'var(--mantine-color-error)' : 'var(--kramik-muted)'}>
        {t('madeToOrder.shipByDate', { date: formatDay(order.shipBy, locale, 'medium') })}
      </Text>
      <OverdueBadge order={order} />
    </Group>
  );
}
