import { Button, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link, useSearchParams } from 'react-router';
import type { OrderDetail, OrderSummary } from '@kramik/contract';
import { EmptyState } from '../../../components/empty-state';
import { LoadMore } from '../../../components/load-more';
import type { OrderScope } from '../api/keys';
import { useOrders } from '../api/list-orders';
import {
  NO_FILTERS,
  filtersFromParams,
  filtersToParams,
  hasFilters,
  linkedOrderId,
  type OrderFilters,
} from '../order-filters';
import { OrderDialog, type OpenOrder } from './order-dialog';
import { OrderFiltersBar } from './order-filters-bar';
import { OrderList, OrderListSkeleton } from './order-list';
import { OrdersLoadError } from './orders-load-error';
import { PlacedBanner } from './placed-banner';

/**
 * One order screen: the buyer's own orders, a maker's, or all of them for an admin. The filters
 * live in the URL (a reload or a shared link keeps them); the details open in a dialog, with what
 * the route adds below an order's details (`orderExtra`: the buyer's reviews). The mails link to
 * an order with `?order=<id>`, which opens its details at once.
 */
export function OrdersScreen({
  scope,
  locale,
  orderExtra,
}: {
  scope: OrderScope;
  locale: string;
  orderExtra?: (order: OrderDetail) => ReactNode;
}) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const read = filtersFromParams(params);
  const filters: OrderFilters =
    scope === 'admin'
      ? read
      : { ...read, seller: '', number: '', ...(scope === 'buyer' ? { from: '', to: '' } : {}) };
  const query = useOrders(scope, filters);
  // `?order=<id>`: a mail's link opens that order's details over the list.
  const [open, setOpen] = useState<OpenOrder | null>(() => {
    const linked = linkedOrderId(params);
    return linked ? { id: linked, number: '' } : null;
  });
  const placed = scope === 'buyer' ? params.get('placed') : null;
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(new Set());
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];

  const changeFilters = (next: OrderFilters) =>
    setParams((current) => filtersToParams(next, current), { replace: true });
  const dismissPlaced = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('placed');
        return next;
      },
      { replace: true },
    );
  const openOrder = (order: OrderSummary) => setOpen({ id: order._id, number: order.number });

  let content: ReactNode;
  if (query.isPending) {
    content = <OrderListSkeleton />;
  } else if (query.isError && orders.length === 0) {
    content = (
      <OrdersLoadError
        error={query.error}
        makers={scope === 'seller'}
        message={t('orders.loadFailed')}
        onRetry={query.refetch}
      />
    );
  } else if (orders.length === 0) {
    content = hasFilters(filters) ? (
      <EmptyState onPage text={t('orders.empty.filtered')}>
        <Button variant="default" onClick={() => changeFilters(NO_FILTERS)}>
          {t('orders.filters.clear')}
        </Button>
      </EmptyState>
    ) : (
      <EmptyState onPage text={t(`orders.empty.${scope}`)}>
        {scope === 'buyer' && (
          <Button component={Link} to="/catalog">
            {t('orders.empty.browse')}
          </Button>
        )}
      </EmptyState>
    );
  } else {
    content = (
      <Stack gap="md">
        <OrderList
          scope={scope}
          orders={orders}
          locale={locale}
          highlighted={highlighted}
          onOpen={openOrder}
        />
        <LoadMore query={query} label={t('orders.loadMore')} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {placed && (
        <PlacedBanner
          checkoutId={placed}
          orders={query.data?.pages[0]?.items ?? []}
          loading={query.isPending}
          onFound={setHighlighted}
          onDismiss={dismissPlaced}
        />
      )}
      <OrderFiltersBar
        filters={filters}
        onChange={changeFilters}
        dates={scope !== 'buyer'}
        admin={scope === 'admin'}
      />
      <div aria-busy={query.isFetching && !query.isFetchingNextPage}>{content}</div>
      <OrderDialog
        scope={scope}
        open={open}
        locale={locale}
        onClose={() => {
          setOpen(null);
          if (params.has('order'))
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.delete('order');
                return next;
              },
              { replace: true },
            );
        }}
        extra={orderExtra}
      />
    </Stack>
  );
}
