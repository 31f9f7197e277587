import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { OrderDetail, OrderStatus } from '@kramik/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import forms from '../../../components/forms.module.css';
import { LoadError } from '../../../components/load-error';
import { keepFocusWithin, useReturnFocus } from '../../../components/use-return-focus';
import { ApiRequestError } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useCancelOrder, useChangeOrderStatus } from '../api/change-status';
import { useOrder } from '../api/get-order';
import { orderKey, type OrderScope } from '../api/keys';
import { statusActions } from '../order-status';
import { OrderDetails } from './order-details';
import classes from './orders.module.css';
import { ShipForm, type Shipment } from './ship-form';

/** The order the dialog shows: its id, and its number for the title while the details load. */
export interface OpenOrder {
  id: string;
  number: string;
}

/**
 * The details dialog of all three order screens, with what the viewer may do now: the buyer pays
 * or cancels; the maker or an admin moves the order on (`nextStatuses`). Cancelling asks first:
 * the details step aside while the confirmation is open, so that only one dialog holds the focus.
 */
export function OrderDialog({
  scope,
  open,
  locale,
  onClose,
  extra,
}: {
  scope: OrderScope;
  open: OpenOrder | null;
  locale: string;
  onClose: () => void;
  /** What the route shows below the details (the buyer's reviews of the order's items). */
  extra?: (order: OrderDetail) => ReactNode;
}) {
  const t = useT();
  const phone = useMediaQuery('(max-width: 36em)');
  const query = useOrder(scope, open?.id ?? null);
  const [shipping, setShipping] = useState(false);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const order = query.data;
  useReturnFocus(open !== null);
  const content = useRef<HTMLDivElement>(null);

  const close = () => {
    setShipping(false);
    setConfirmingCancel(false);
    onClose();
  };

  return (
    <>
      <Modal
        opened={open !== null && !confirmingCancel}
        onClose={close}
        title={open ? t('orders.dialogTitle', { number: open.number || order?.number || '' }) : ''}
        classNames={{ title: forms.dialogTitle, content: classes.dialogContent }}
        closeButtonProps={{ 'aria-label': t('accountPage.close') }}
        fullScreen={phone}
        size="xl"
        radius={phone ? 0 : 'lg'}
        centered
      >
        {query.isPending ? (
          <Stack gap="md" aria-busy="true">
            <Skeleton height={80} radius="md" />
            <Skeleton height={180} radius="md" />
            <Skeleton height={120} radius="md" />
          </Stack>
        ) : query.isError ? (
          <LoadError
            message={
              query.error instanceof ApiRequestError && query.error.status === 404
                ? t('orders.notFound')
                : t('orders.detailsFailed')
            }
            onRetry={query.refetch}
          />
        ) : order ? (
          <Stack gap="md" ref={content}>
            <OrderDetails order={order} locale={locale} showCustomer={scope !== 'buyer'} />
            {extra?.(order)}
            {scope === 'buyer' ? (
              <BuyerActions order={order} onCancel={() => setConfirmingCancel(true)} />
            ) : (
              <StatusActions
                scope={scope}
                order={order}
                shipping={shipping}
                setShipping={setShipping}
                onCancel={() => setConfirmingCancel(true)}
                onMoved={() => keepFocusWithin(content.current?.closest('[role="dialog"]') ?? null)}
              />
            )}
          </Stack>
        ) : null}
      </Modal>
      {order && (
        <CancelConfirmation
          scope={scope}
          order={order}
          opened={open !== null && confirmingCancel}
          onDone={() => setConfirmingCancel(false)}
        />
      )}
    </>
  );
}

function BuyerActions({ order, onCancel }: { order: OrderDetail; onCancel: () => void }) {
  const t = useT();
  if (!order.canPay && !order.canCancel) return null;
  return (
    <Group className={classes.actions} justify="flex-end" gap="sm">
      {order.canCancel && (
        <Button variant="default" size="md" className={forms.danger} onClick={onCancel}>
          {t('orders.cancelOrder')}
        </Button>
      )}
      {order.canPay && (
        <Button
          component={Link}
          to={`/payment-selection?orders=${encodeURIComponent(order._id)}`}
          size="md"
        >
          {t('orders.completePayment')}
        </Button>
      )}
    </Group>
  );
}

/** What the server says happened when a move is refused: the order changed meanwhile. */
function useRefreshOnConflict(scope: OrderScope) {
  const queryClient = useQueryClient();
  return (error: unknown, id: string) => {
    if (error instanceof ApiRequestError && error.status === 409) {
      void queryClient.invalidateQueries({ queryKey: orderKey(scope, id) });
    }
  };
}

function StatusActions({
  scope,
  order,
  shipping,
  setShipping,
  onCancel,
  onMoved,
}: {
  scope: 'seller' | 'admin';
  order: OrderDetail;
  shipping: boolean;
  setShipping: (shipping: boolean) => void;
  onCancel: () => void;
  /** The pressed button may be gone with the new status: the dialog keeps the focus. */
  onMoved: () => void;
}) {
  const t = useT();
  const change = useChangeOrderStatus(scope);
  const refreshOnConflict = useRefreshOnConflict(scope);
  const [moving, setMoving] = useState<OrderStatus | null>(null);
  const [shipErrors, setShipErrors] = useState<
    Partial<Record<'carrier' | 'trackingNumber', string>>
  >({});
  const actions = statusActions(order.nextStatuses);
  if (actions.length === 0) return null;

  const move = (status: OrderStatus, shipment?: Shipment) => {
    setMoving(status);
    change.mutate(
      { id: order._id, status, ...shipment },
      {
        onSuccess: (updated) => {
          setShipping(false);
          onMoved();
          notifySuccess(
            t('orders.statusChanged', {
              number: updated.number,
              status: t(`orders.status.${updated.status}`),
            }),
          );
        },
        onError: (error) => {
          if (shipment) setShipErrors(serverFieldErrors(error));
          refreshOnConflict(error, order._id);
          notifyApiError(error, t('orders.statusFailed'));
        },
        onSettled: () => setMoving(null),
      },
    );
  };

  if (shipping) {
    return (
      <div className={classes.actions}>
        <ShipForm
          defaultCarrier={order.receiving.method === 'delivery' ? order.receiving.carrier : null}
          loading={change.isPending}
          serverErrors={shipErrors}
          onSubmit={(shipment) => move('shipped', shipment)}
          onBack={() => setShipping(false)}
        />
      </div>
    );
  }

  return (
    <Stack gap={6} className={classes.actions}>
      <Text size="sm" c="var(--kramik-muted)" id={`actions-${order._id}`}>
        {t('orders.nextStep')}
      </Text>
      <Group gap="sm" role="group" aria-labelledby={`actions-${order._id}`}>
        {actions.map((action) =>
          action.kind === 'cancel' ? (
            <Button
              key={action.status}
              variant="default"
              size="md"
              className={forms.danger}
              onClick={onCancel}
              disabled={change.isPending}
            >
              {t('orders.cancelOrder')}
            </Button>
          ) : (
            <Button
              key={action.status}
              size="md"
              variant={action === actions[0] ? 'filled' : 'default'}
              loading={moving === action.status}
              disabled={change.isPending && moving !== action.status}
              onClick={() => (action.kind === 'ship' ? setShipping(true) : move(action.status))}
            >
              {t(`orders.actions.${action.status}`)}
            </Button>
          ),
        )}
      </Group>
    </Stack>
  );
}

function CancelConfirmation({
  scope,
  order,
  opened,
  onDone,
}: {
  scope: OrderScope;
  order: OrderDetail;
  opened: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const cancelOwn = useCancelOrder();
  const change = useChangeOrderStatus(scope === 'admin' ? 'admin' : 'seller');
  const refreshOnConflict = useRefreshOnConflict(scope);
  const pending = cancelOwn.isPending || change.isPending;

  const confirm = () => {
    const callbacks = {
      onSuccess: () => {
        notifySuccess(t('orders.cancelled', { number: order.number }));
        onDone();
      },
      onError: (error: unknown) => {
        refreshOnConflict(error, order._id);
        notifyApiError(error, t('orders.cancelFailed'));
        onDone();
      },
    };
    if (scope === 'buyer') cancelOwn.mutate(order._id, callbacks);
    else change.mutate({ id: order._id, status: 'cancelled' }, callbacks);
  };

  return (
    <ConfirmDialog
      opened={opened}
      title={t('orders.cancelTitle', { number: order.number })}
      confirmLabel={t('orders.cancelConfirm')}
      cancelLabel={t('orders.keepOrder')}
      loading={pending}
      onConfirm={confirm}
      onClose={onDone}
    >
      <Text>
        {scope === 'buyer'
          ? t('orders.cancelTextBuyer')
          : order.paymentStatus === 'paid'
            ? t('orders.cancelTextPaid')
            : t('orders.cancelText')}
      </Text>
    </ConfirmDialog>
  );
}
