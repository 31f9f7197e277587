import { Container } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { parseOrderIds } from '../payment-flow';
import { NothingToPay, PaymentChoice } from './payment-choice';
import { PaymentWaiting } from './payment-waiting';

/**
 * `/payment-selection?orders=a,b`: the choice of operator; with `&payment=<id>` the waiting state
 * of that payment (in the address, so a reload keeps waiting for the same payment).
 */
export function PaymentSelectionScreen({ locale }: { locale: string }) {
  const t = useT();
  const [search] = useSearchParams();
  const orderIds = parseOrderIds(search.get('orders'));
  const paymentId = search.get('payment');

  if (paymentId) {
    return (
      <Container size="sm">
        <PageHeader title={t('payments.waiting.pageTitle')} />
        <PaymentWaiting paymentId={paymentId} orderIds={orderIds} locale={locale} />
      </Container>
    );
  }
  return (
    <Container size="md">
      <PageHeader
        title={t('routes.paymentSelection.title')}
        subtitle={t('routeDescriptions.paymentSelection')}
      />
      {orderIds.length === 0 ? (
        <NothingToPay title={t('payments.noOrders.title')} text={t('payments.noOrders.text')} />
      ) : (
        <PaymentChoice key={orderIds.join(',')} orderIds={orderIds} locale={locale} />
      )}
    </Container>
  );
}
