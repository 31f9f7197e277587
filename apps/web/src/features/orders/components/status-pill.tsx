import { useT } from '../../../i18n/use-t';
import type { OrderStatus, PaymentStatus, PaymentType } from '@kramik/contract';
import { paymentTone, statusTone } from '../order-status';
import classes from './orders.module.css';

export function OrderStatusPill({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span className={`${classes.pill} ${classes[statusTone(status)]}`}>
      {t(`orders.status.${status}`)}
    </span>
  );
}

/**
 * The payment's state, worded apart from the order's ("Payment received"); a cash-on-delivery
 * order not yet paid says so instead of "Not paid".
 */
export function PaymentStatusPill({ status, type }: { status: PaymentStatus; type: PaymentType }) {
  const t = useT();
  const cod = type === 'cod' && status === 'none';
  return (
    <span className={`${classes.pill} ${classes[cod ? 'todo' : paymentTone(status)]}`}>
      {cod ? t('orders.paymentStatus.cod') : t(`orders.paymentStatus.${status}`)}
    </span>
  );
}
