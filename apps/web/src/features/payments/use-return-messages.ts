import { useEffect, useRef } from 'react';

/** The message the returned payment window posts to the page that opened it. */
export interface ReturnMessage {
  type: 'kramik-payment-returned';
  payment: string;
}

export function isReturnMessage(data: unknown): data is ReturnMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as ReturnMessage).type === 'kramik-payment-returned' &&
    typeof (data as ReturnMessage).payment === 'string'
  );
}

/** Calls `onReturn` when our own returned window reports on this payment (same origin only). */
export function useReturnMessages(paymentId: string, onReturn: () => void) {
  const latest = useRef(onReturn);
  useEffect(() => {
    latest.current = onReturn;
  });
  useEffect(() => {
    const listener = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (isReturnMessage(event.data) && event.data.payment === paymentId) latest.current();
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [paymentId]);
}
