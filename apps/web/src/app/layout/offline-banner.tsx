import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/use-t';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};
const offlineNow = () => !navigator.onLine;
// The server's page never says offline: the browser decides once it runs.
const offlineOnServer = () => false;

/**
 * "You are offline", under the header from the moment the browser loses the connection (and on a
 * page opened without one), gone when it is back. Plain elements and one small rule in
 * `styles.css`: this sits in every page's first load.
 */
export function OfflineBanner() {
  const t = useT();
  const offline = useSyncExternalStore(subscribe, offlineNow, offlineOnServer);
  return (
    <div role="status" className="kramik-offline" data-offline={offline || undefined}>
      {offline && (
        <p>
          <strong>{t('layout.offlineTitle')}</strong> {t('layout.offlineText')}
        </p>
      )}
    </div>
  );
}
