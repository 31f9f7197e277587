import { Button, Text } from '@mantine/core';
import type { PayableOrder, PaymentOptions } from '@kramik/contract';
import { useT } from '../../../i18n/use-t';
import { formatMoney } from '../../../lib/format';
import classes from './payments.module.css';

/** The orders to pay with their makers and amounts, the total, and AutoPay where a maker has it. */
export function PayableOrders({
  options,
  locale,
  autopayInRows,
  busy,
  starting,
  onAutopay,
}: {
  options: PaymentOptions;
  locale: string;
  /** Several orders: AutoPay is offered on each order whose maker takes it. */
  autopayInRows: boolean;
  busy: boolean;
  starting: string | null;
  onAutopay: (order: PayableOrder) => void;
}) {
  const t = useT();
  const money = (m: { amount: number; currency: string }) =>
    formatMoney(m.amount, m.currency, locale);
  return (
    <div>
      <ul className={classes.orders} aria-label={t('payments.orders.listLabel')}>
        {options.orders.map((order) => (
          <li key={order._id} className={classes.orderRow}>
            <div className={classes.orderInfo}>
              <Text component="span" className={classes.number}>
                {order.number}
              </Text>
              <Text size="sm" c="var(--kramik-muted)">
                {t('payments.orders.maker', { name: order.seller.shortName })}
              </Text>
            </div>
            <Text component="span" className={classes.amount}>
              {money(order.total)}
            </Text>
            {autopayInRows && order.autopay && (
              <Button
                variant="outline"
                size="sm"
                fullWidth={false}
                disabled={busy && starting !== `autopay:${order._id}`}
                loading={starting === `autopay:${order._id}`}
                aria-label={t('payments.choice.autopayFor', { number: order.number })}
                onClick={() => onAutopay(order)}
              >
                {t('payments.choice.payWith', { operator: t('payments.operator.autopay') })}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <div className={classes.total}>
        <Text fw={600}>
          {options.orders.length > 1 ? t('payments.orders.totalAll') : t('payments.orders.total')}
        </Text>
        <Text component="span" className={classes.totalAmount}>
          {money(options.total)}
        </Text>
      </div>
    </div>
  );
}
