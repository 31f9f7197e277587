import { notifications } from '@mantine/notifications';
import { NOTIFICATION_TIMEOUT_MS } from '@kramik/contract';
import i18n from '../i18n';
import { ApiRequestError } from './api-client';

function show(color: 'green' | 'red', message: string, title?: string) {
  notifications.show({
    color,
    title,
    message,
    autoClose: NOTIFICATION_TIMEOUT_MS,
    closeButtonProps: { 'aria-label': i18n.t('layout.closeNotification') },
    // The body keeps full contrast under a title (Mantine dims it by default).
    styles: { description: { color: 'var(--kramik-ink)' } },
  });
}

/** Green notification for successes (SPEC §8). */
export function notifySuccess(message: string, title?: string) {
  show('green', message, title);
}

/** Red notification for failures (SPEC §8). */
export function notifyError(message: string, title?: string) {
  show('red', message, title);
}

/** Shows a failed call: the server's own message when it gave one, else the fallback text. */
export function notifyApiError(error: unknown, fallback: string) {
  if (error instanceof ApiRequestError && error.code === 'NETWORK') {
    notifyError(i18n.t('errors.network'), fallback);
  } else if (error instanceof ApiRequestError && error.message) {
    notifyError(error.message, fallback);
  } else {
    notifyError(fallback);
  }
}
