import { Button } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { notifyError, notifySuccess } from '../../../lib/notify';

function ShareIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/**
 * "Share": the system's share sheet where the browser has one (the Web Share API: phones,
 * Windows, macOS); elsewhere the product's address is copied and a notification says so.
 */
export function ProductShare({ url, title }: { url: string; title: string }) {
  const t = useT();
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the sheet is the buyer's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(url);
      notifySuccess(t('productPage.linkCopied'));
    } catch {
      notifyError(t('productPage.shareCopyFailed'));
    }
  };
  return (
    <Button
      variant="default"
      size="sm"
      radius="xl"
      leftSection={<ShareIcon />}
      onClick={() => void share()}
    >
      {t('productPage.share')}
    </Button>
  );
}
