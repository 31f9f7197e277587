import { Alert, Anchor, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { formatMoney } from '../../../lib/format';
import { usePayment } from '../api/get-payment';
import { PAYMENT_WINDOW_NAME, resultPath, selectionPath } from '../payment-flow';
import type { WaitingState } from '../use-pay';
import { useReturnMessages } from '../use-return-messages';
import { alertStyles } from './alert-styles';
import { WindowIcon } from './icons';

/**
 * The waiting state: the payment runs in its own window; this page polls the payment and moves on
 * to the success or cancelled page once the operator's notification has settled it.
 */
export function PaymentWaiting({
  paymentId,
  orderIds,
  locale,
}: {
  paymentId: string;
  orderIds: string[];
  locale: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const blocked = (location.state as WaitingState | null)?.blocked === true;
  const payment = usePayment(paymentId, { poll: true });
  const next = payment.data ? resultPath(payment.data, orderIds) : null;
  const { refetch } = payment;
  const title = useRef<HTMLHeadingElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  const noticeShown = blocked && !!payment.data?.redirectUrl;

  // The operator's button that was pressed is gone: the focus goes to what the page says now.
  useEffect(() => {
    if (!document.activeElement || document.activeElement === document.body) {
      title.current?.focus({ preventScroll: true });
    }
  }, []);

  // The blocked-window notice appears where the operator's button was pressed, often far down on
  // a phone: it is scrolled to the top of the view (below the sticky header, `scroll-padding`) and
  // takes the focus, so that its text is read and its link is the next stop.
  useEffect(() => {
    if (!noticeShown || !notice.current) return;
    notice.current.scrollIntoView?.({ block: 'start' });
    notice.current.focus({ preventScroll: true });
  }, [noticeShown]);

  useEffect(() => {
    if (next) void navigate(next, { replace: true });
  }, [next, navigate]);

  // The returned window tells us at once; the poll is the fallback.
  useReturnMessages(paymentId, () => void refetch());

  if (payment.isError && !payment.data) {
    return (
      <LoadError
        message={payment.error.message || t('payments.loadFailed')}
        onRetry={() => payment.refetch()}
      />
    );
  }

  const data = payment.data;
  const operator = data ? t(`payments.operator.${data.operator}`) : '';
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="var(--kramik-surface)">
      <Stack gap="md" align="center" ta="center" maw={560} mx="auto">
        {blocked && data?.redirectUrl && (
          <Alert
            ref={notice}
            tabIndex={-1}
            data-testid="blocked-notice"
            role="alert"
            color="yellow"
            variant="light"
            title={t('payments.blocked.title')}
            w="100%"
            ta="start"
            styles={alertStyles}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm" c="var(--kramik-ink)">
                {t('payments.blocked.text')}
              </Text>
              <Button component="a" href={data.redirectUrl} target="_blank" rel="noopener">
                {t('payments.blocked.link')}
              </Button>
            </Stack>
          </Alert>
        )}
        <WindowIcon size={40} style={{ color: 'var(--kramik-link)' }} />
        <Title order={2} fz={{ base: 22, sm: 26 }} ref={title} tabIndex={-1}>
          {blocked ? t('payments.waiting.titleBlocked') : t('payments.waiting.title')}
        </Title>
        {data && (
          <Text fz="lg" fw={600}>
            {t('payments.waiting.amount', {
              amount: formatMoney(data.amount.amount, data.amount.currency, locale),
              operator,
            })}
          </Text>
        )}
        <Loader size="sm" aria-hidden="true" />
        <Text c="var(--kramik-muted)" role="status">
          {data ? t('payments.waiting.text', { operator }) : t('payments.loading')}
        </Text>
        {!blocked && data?.redirectUrl && (
          <Anchor href={data.redirectUrl} target={PAYMENT_WINDOW_NAME} fw={600}>
            {t('payments.waiting.reopen')}
          </Anchor>
        )}
        <Text size="sm" c="var(--kramik-muted)">
          {t('payments.waiting.otherPrompt')}{' '}
          <Anchor component={Link} to={selectionPath(orderIds)} replace>
            {t('payments.waiting.other')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
