import { Alert, CloseButton, Group, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useT } from '../../../i18n/use-t';
import type { OrderSummary } from '@kramik/contract';
import { useOrderDetails } from '../api/get-order';
import { ordersOfCheckout, placedCandidates } from '../order-status';

/**
 * "Your order has been placed" after checkout (`?placed=<checkoutId>`). The list has no checkout
 * id, so the banner reads the details of the newest orders and names those of this checkout.
 */
export function PlacedBanner({
  checkoutId,
  orders,
  loading,
  onFound,
  onDismiss,
}: {
  checkoutId: string;
  orders: readonly OrderSummary[];
  loading: boolean;
  onFound: (ids: ReadonlySet<string>) => void;
  onDismiss: () => void;
}) {
  const t = useT();
  const candidates = useMemo(() => placedCandidates(orders), [orders]);
  const details = useOrderDetails(
    'buyer',
    candidates.map((o) => o._id),
  );
  const settled = !loading && details.every((d) => !d.isPending);
  const placed = ordersOfCheckout(
    details.map((d) => d.data),
    checkoutId,
  );
  const key = placed.map((o) => o._id).join(',');

  useEffect(() => {
    onFound(new Set(key ? key.split(',') : []));
  }, [key, onFound]);

  return (
    <Alert
      color="green"
      radius="md"
      variant="light"
      role="status"
      styles={{ message: { color: 'var(--kramik-ink)' } }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div>
          <Text fw={700}>{t('orders.placed.title')}</Text>
          {placed.length > 0 ? (
            <Text size="sm">
              {t('orders.placed.numbers', {
                count: placed.length,
                numbers: placed.map((o) => o.number).join(', '),
              })}
            </Text>
          ) : settled ? (
            <Text size="sm">{t('orders.placed.generic')}</Text>
          ) : null}
        </div>
        <CloseButton aria-label={t('orders.placed.dismiss')} onClick={onDismiss} />
      </Group>
    </Alert>
  );
}
