import { useT } from '../../i18n/use-t';
import { useSiteConfig } from '../../features/site/api/get-config';
import classes from './sandbox-ribbon.module.css';

/**
 * A thin bar above the header on every page while the payment operators are the built-in
 * emulators: anyone can "pay" there, so nobody should mistake the site for a live shop.
 */
export function SandboxRibbon() {
  const t = useT();
  const config = useSiteConfig();
  if (config.data?.paymentsMode !== 'emulator') return null;
  return (
    // A landmark of its own: someone moving by landmarks meets it before the header.
    <aside className={classes.ribbon} aria-label={t('layout.sandboxLabel')}>
      {t('layout.sandboxPayments')}
    </aside>
  );
}
