import { Alert, Button, Container, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { formatMoney } from '../../../lib/format';
import { usePayment } from '../api/get-payment';
import { parseOrderIds, resultPath, selectionPath } from '../payment-flow';
import { alertStyles } from './alert-styles';
import { CheckCircleIcon } from './icons';
import { PaymentResult, SummaryLine } from './payment-result';
import classes from './payments.module.css';

/** `/payment/success?payment=<id>[&orders=<still unpaid>]`: the thank-you page. */
export function PaymentSuccessScreen({ locale }: { locale: string }) {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const paymentId = search.get('payment');
  const unpaid = parseOrderIds(search.get('orders'));
  const payment = usePayment(paymentId, { poll: true });
  const data = payment.data;
  // Reached with a payment that did not go through (a link from the returned window): say so.
  const elsewhere = data && data.status !== 'paid' ? resultPath(data, unpaid) : null;

  useEffect(() => {
    if (elsewhere && !elsewhere.startsWith('/payment/success')) {
      void navigate(elsewhere, { replace: true });
    }
  }, [elsewhere, navigate]);

  const links = (
    <Group justify="center" gap="sm" mt="xs">
      <Button component={Link} to="/userorders">
        {t('payments.goToOrders')}
      </Button>
      <Button component={Link} to="/catalog" variant="default">
        {t('payments.success.shop')}
      </Button>
    </Group>
  );

  if (!paymentId) {
    return (
      <Container size="sm">
        <PaymentResult
          tone="paid"
          icon={<CheckCircleIcon size={56} />}
          title={t('payments.success.title')}
        >
          {links}
        </PaymentResult>
      </Container>
    );
  }
  if (payment.isError) {
    return (
      <Container size="sm">
        <LoadError
          message={payment.error.message || t('payments.loadFailed')}
          onRetry={() => payment.refetch()}
        />
      </Container>
    );
  }
  if (!data || data.status === 'created' || data.status === 'pending') {
    return (
      <Container size="sm">
        <PaymentResult tone="stopped" icon={<Loader />} title={t('payments.success.confirming')}>
          <Text c="var(--kramik-muted)" role="status">
            {t('payments.success.confirmingText')}
          </Text>
        </PaymentResult>
      </Container>
    );
  }

  return (
    <Container size="sm">
      <Stack gap="lg">
        <PaymentResult
          tone="paid"
          icon={<CheckCircleIcon size={56} />}
          title={t('payments.success.title')}
        >
          <Text c="var(--kramik-muted)">
            {data.orders.length > 1
              ? t('payments.success.textMany')
              : t('payments.success.textOne')}
          </Text>
          <Stack gap="sm" my="xs">
            <SummaryLine label={t('payments.success.amount')}>
              <span className={classes.totalAmount}>
                {formatMoney(data.amount.amount, data.amount.currency, locale)}
              </span>
            </SummaryLine>
            <SummaryLine label={t('payments.success.operator')}>
              {t(`payments.operator.${data.operator}`)}
            </SummaryLine>
            <SummaryLine label={t('payments.success.orders')}>
              {data.orders.map((order) => (
                <div key={order._id} className={classes.number}>
                  {order.number}
                </div>
              ))}
            </SummaryLine>
          </Stack>
          {links}
        </PaymentResult>
        {unpaid.length > 0 && (
          <Alert
            color="yellow"
            variant="light"
            title={t('payments.success.othersTitle')}
            styles={alertStyles}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm" c="var(--kramik-ink)">
                {t('payments.success.othersText')}
              </Text>
              <Button component={Link} to={selectionPath(unpaid)} size="sm" variant="outline">
                {t('payments.success.payOthers')}
              </Button>
            </Stack>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
