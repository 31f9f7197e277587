import { Anchor, Button, Container, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Trans } from 'react-i18next';
import { useT } from '../../../i18n/use-t';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePayment } from '../api/get-payment';
import { parseOrderIds, resultPath, selectionPath } from '../payment-flow';
import { usePay } from '../use-pay';
import { CrossCircleIcon } from './icons';
import { PaymentResult } from './payment-result';

/**
 * `/payment/cancelled?payment=<id>&orders=<ids>`: the payment did not happen. "Try again" starts a
 * new payment with the same operator for the same orders; "Choose another operator" goes back.
 */
export function PaymentCancelledScreen() {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const paymentId = search.get('payment');
  const payment = usePayment(paymentId);
  const data = payment.data;
  const pageOrders = parseOrderIds(search.get('orders'));
  const orderIds = pageOrders.length > 0 ? pageOrders : (data?.orders.map((o) => o._id) ?? []);
  const { pay, starting } = usePay(orderIds);
  // A window returned late may have paid after all: then this is not the right page.
  const paidAfterAll = data?.status === 'paid' ? resultPath(data, orderIds) : null;

  useEffect(() => {
    if (paidAfterAll) void navigate(paidAfterAll, { replace: true });
  }, [paidAfterAll, navigate]);

  const operator = data ? t(`payments.operator.${data.operator}`) : null;
  return (
    <Container size="sm">
      <PaymentResult
        tone="stopped"
        icon={<CrossCircleIcon size={56} />}
        title={t('payments.cancelled.title')}
      >
        <Text c="var(--kramik-muted)">
          {data?.status === 'failed'
            ? t('payments.cancelled.failedText', { operator })
            : t('payments.cancelled.text')}
        </Text>
        {operator && <Text>{t('payments.cancelled.retryHint', { operator })}</Text>}
        <Group justify="center" gap="sm" mt="xs">
          {data && (
            <Button
              loading={starting !== undefined}
              onClick={() =>
                pay(
                  data.operator,
                  data.orders.map((order) => order._id),
                )
              }
            >
              {t('payments.cancelled.retry')}
            </Button>
          )}
          {orderIds.length > 0 && (
            <Button
              component={Link}
              to={selectionPath(orderIds)}
              variant={data ? 'default' : 'filled'}
              disabled={starting !== undefined}
            >
              {t('payments.cancelled.other')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="var(--kramik-muted)" mt="xs">
          <Trans
            i18nKey="payments.cancelled.later"
            components={{ orders: <Anchor component={Link} to="/userorders" /> }}
          />
        </Text>
      </PaymentResult>
    </Container>
  );
}
