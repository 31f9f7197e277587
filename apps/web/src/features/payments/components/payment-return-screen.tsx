import { Button, Container, Loader, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link, useParams, useSearchParams } from 'react-router';
import { PAYMENT_OPERATORS, type PaymentOperator } from '@kramik/contract';
import { getToken } from '../../../lib/session';
import { usePayment } from '../api/get-payment';
import { returnedPaymentId, returnState, type ReturnState } from '../payment-flow';
import type { ReturnMessage } from '../use-return-messages';
import { CheckCircleIcon, CrossCircleIcon } from './icons';
import { PaymentResult } from './payment-result';

/** How long the returned window waits for the operator's notification before it stops asking. */
const CHECK_FOR_MS = 30_000;
/** A moment to read the result before the window closes itself. */
const CLOSE_AFTER_MS = 1200;

function openerWindow(): Window | null {
  try {
    return window.opener && !(window.opener as Window).closed ? (window.opener as Window) : null;
  } catch {
    return null;
  }
}

/**
 * `/payment/return/:operator`: where the operator sends the payment window back. Opened by our
 * page, it reports to it and closes; opened as a tab (the blocked-window link), it links to the
 * result page. What it says comes from our record (paid only once the notification arrived).
 */
export function PaymentReturnScreen() {
  const t = useT();
  const params = useParams();
  const [search] = useSearchParams();
  const operator = PAYMENT_OPERATORS.includes(params.operator as PaymentOperator)
    ? (params.operator as PaymentOperator)
    : null;
  const paymentId = returnedPaymentId(search);
  const cancelledFlag = search.get('cancelled') === '1';
  const [opener] = useState(openerWindow);
  const [gaveUp, setGaveUp] = useState(false);
  const [closeFailed, setCloseFailed] = useState(false);
  // A tab opened from the blocked-window link has no session: it cannot ask, and says so.
  const canAsk = paymentId !== null && getToken() !== null;
  const payment = usePayment(canAsk ? paymentId : null, { poll: true });
  const state: ReturnState = returnState(
    cancelledFlag,
    payment.data?.status,
    gaveUp || !canAsk || payment.isError,
  );
  const settled = state === 'paid' || state === 'cancelled' || state === 'failed';

  useEffect(() => {
    const timer = window.setTimeout(() => setGaveUp(true), CHECK_FOR_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!opener || !paymentId) return;
    const message: ReturnMessage = { type: 'kramik-payment-returned', payment: paymentId };
    try {
      opener.postMessage(message, window.location.origin);
    } catch {
      // The opener went elsewhere; its own polling still finds the result.
    }
  }, [opener, paymentId, state]);

  useEffect(() => {
    if (!opener || !(settled || state === 'unknown')) return;
    const close = window.setTimeout(() => window.close(), CLOSE_AFTER_MS);
    // Browsers refuse to close some windows; then the links below stay the way back.
    const check = window.setTimeout(() => setCloseFailed(true), CLOSE_AFTER_MS + 800);
    return () => {
      window.clearTimeout(close);
      window.clearTimeout(check);
    };
  }, [opener, settled, state]);

  const operatorName = operator ? t(`payments.operator.${operator}`) : t('payments.operatorAny');
  const showLinks = !opener || closeFailed;
  const resultLink = paymentId
    ? state === 'cancelled' || state === 'failed'
      ? `/payment/cancelled?payment=${paymentId}`
      : `/payment/success?payment=${paymentId}`
    : '/userorders';

  const content: Record<ReturnState, { title: string; text: string }> = {
    paid: { title: t('payments.return.paid'), text: t('payments.return.paidText') },
    cancelled: { title: t('payments.cancelled.title'), text: t('payments.return.cancelledText') },
    failed: {
      title: t('payments.return.failed'),
      text: t('payments.return.failedText', { operator: operatorName }),
    },
    checking: {
      title: t('payments.return.checking'),
      text: t('payments.return.checkingText', { operator: operatorName }),
    },
    unknown: { title: t('payments.return.unknown'), text: t('payments.return.unknownText') },
  };
  const icon =
    state === 'paid' ? (
      <CheckCircleIcon size={56} />
    ) : state === 'checking' ? (
      <Loader aria-hidden="true" />
    ) : (
      <CrossCircleIcon size={56} />
    );

  return (
    <Container size="sm" py="lg">
      <PaymentResult
        tone={state === 'paid' ? 'paid' : 'stopped'}
        icon={icon}
        title={content[state].title}
      >
        <Text c="var(--kramik-muted)" role="status">
          {content[state].text}
        </Text>
        {showLinks ? (
          <Button component={Link} to={resultLink} mt="xs">
            {paymentId
              ? state === 'cancelled' || state === 'failed'
                ? t('payments.return.toCancelled')
                : t('payments.return.toResult')
              : t('payments.goToOrders')}
          </Button>
        ) : (
          <Button variant="default" mt="xs" onClick={() => window.close()}>
            {t('payments.return.close')}
          </Button>
        )}
      </PaymentResult>
    </Container>
  );
}
