import { Anchor, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../lib/notify';
import classes from './product-page.module.css';

async function downloadPng(url: string, fileName: string) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`QR code: HTTP ${response.status}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

async function copyText(text: string) {
  if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
  await navigator.clipboard.writeText(text);
}

/**
 * The product's QR code: it encodes the public address of the product's passport page (issue 24),
 * `url` + `/passport`. A click downloads it as PNG and copies that address; each half reports on
 * its own when it fails.
 */
export function ProductQr({ productId, url }: { productId: string; url: string }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const src = `/api/products/${productId}/qr.png`;
  const passportUrl = `${url}/passport`;

  const run = async () => {
    setBusy(true);
    const [downloaded, copied] = await Promise.allSettled([
      downloadPng(src, `kramik-${productId}.png`),
      copyText(passportUrl),
    ]);
    setBusy(false);
    const ok = (r: PromiseSettledResult<unknown>) => r.status === 'fulfilled';
    if (ok(downloaded) && ok(copied)) notifySuccess(t('productPage.qrDone'));
    else if (ok(downloaded)) {
      notifySuccess(t('productPage.qrDownloaded'));
      notifyError(t('productPage.copyFailed'));
    } else if (ok(copied)) {
      notifySuccess(t('productPage.linkCopied'));
      notifyError(t('productPage.qrFailed'));
    } else notifyError(t('productPage.qrFailed'));
  };

  return (
    <Stack gap="xs" align="flex-start">
      <UnstyledButton
        className={classes.qr}
        onClick={() => void run()}
        disabled={busy}
        aria-label={t('productPage.qrButton')}
        data-testid="product-qr"
      >
        <img src={src} alt="" width={148} height={148} loading="lazy" />
      </UnstyledButton>
      <Text size="sm" c="var(--kramik-muted)" maw={260}>
        {t('productPage.qrHint')}
      </Text>
      <Text size="xs" c="var(--kramik-muted)" className={classes.url}>
        {passportUrl}
      </Text>
      <Anchor component={Link} to={`/products/${productId}/passport`} size="sm" fw={600}>
        {t('productPage.passportLink')}
      </Anchor>
    </Stack>
  );
}
