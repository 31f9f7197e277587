import type { PaymentOperator } from '@kramik/contract';
import { useT } from '../../i18n/use-t';
import { useNavigate } from 'react-router';
import { notifyApiError } from '../../lib/notify';
import { useStartPayment } from './api/start-payment';
import { openPaymentWindow, selectionPath, type WindowOpener } from './payment-flow';

/** What the waiting state learns from the click that started it (router location state). */
export interface WaitingState {
  blocked?: boolean;
}

const browserOpener: WindowOpener = (url, target) => window.open(url, target);

/**
 * Starts a payment from a click: the window opens at once (in the click), the POST follows, the
 * window then gets the operator's page and `/payment-selection` shows the waiting state.
 */
export function usePay(pageOrderIds: readonly string[], opener: WindowOpener = browserOpener) {
  const t = useT();
  const navigate = useNavigate();
  const start = useStartPayment();

  function pay(operator: PaymentOperator, orderIds: readonly string[]) {
    if (start.isPending) return;
    const paymentWindow = openPaymentWindow(opener, t('payments.window.preparing'));
    start.mutate(
      { operator, orderIds: [...orderIds] },
      {
        onSuccess: (payment) => {
          if (payment.redirectUrl) paymentWindow.go(payment.redirectUrl);
          else paymentWindow.close();
          const state: WaitingState = { blocked: paymentWindow.blocked };
          void navigate(selectionPath(pageOrderIds, payment._id), { state });
        },
        onError: (error) => {
          paymentWindow.close();
          notifyApiError(error, t('payments.startFailed'));
        },
      },
    );
  }

  return {
    pay,
    /** The choice being started, to show its button as busy. */
    starting: start.isPending ? start.variables : undefined,
  };
}
