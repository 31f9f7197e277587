import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { notifyApiError } from '../../../lib/notify';
import { downloadPieceCard, useOrderPieces } from '../api/order-pieces';
import { editionText } from '../passport-form-values';

/**
 * The pieces of an order with their passports (issue 24): for its buyer once it is delivered, for
 * its maker at once (to print the card for the parcel). Each opens the piece's page and downloads
 * its printable card. Nothing shows when the order has no piece with a passport.
 */
export function OrderPiecesPanel({ orderId, locale }: { orderId: string; locale: string }) {
  const t = useT();
  const query = useOrderPieces(orderId, true);
  const [downloading, setDownloading] = useState<string | null>(null);

  if (query.isPending) return <Skeleton height={96} radius="md" aria-busy="true" />;
  if (query.isError) {
    return <LoadError message={t('passports.orderFailed')} onRetry={query.refetch} />;
  }
  const items = query.data.items;
  if (items.length === 0) return null;

  const download = (code: string) => {
    setDownloading(code);
    downloadPieceCard(code, locale)
      .catch((error: unknown) => notifyApiError(error, t('passports.cardFailed')))
      .finally(() => setDownloading(null));
  };

  return (
    <Paper component="section" radius="md" p="md" withBorder aria-labelledby={`pieces-${orderId}`}>
      <Stack gap="sm">
        <div>
          <Title order={3} fz="lg" id={`pieces-${orderId}`}>
            {t('passports.orderTitle')}
          </Title>
          <Text size="sm" c="var(--kramik-muted)">
            {t('passports.orderIntro')}
          </Text>
        </div>
        {items.map((item) => {
          const edition = editionText(t, item.editionNumber, item.editionSize);
          const which = t('passports.pieceOf', { name: item.productName, edition });
          return (
            <Group key={item.code} justify="space-between" gap="sm" wrap="wrap">
              <Stack gap={0} style={{ flex: '1 1 200px', minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {item.productName}
                </Text>
                <Text size="sm" c="var(--kramik-muted)">
                  {edition}
                </Text>
              </Stack>
              <Group gap="xs" wrap="wrap">
                <Button
                  component={Link}
                  to={`/pieces/${item.code}`}
                  variant="light"
                  size="sm"
                  aria-label={t('passports.openPassportOf', { which })}
                >
                  {t('passports.openPassport')}
                </Button>
                <Button
                  variant="default"
                  size="sm"
                  loading={downloading === item.code}
                  onClick={() => download(item.code)}
                  aria-label={t('passports.downloadCardOf', { which })}
                >
                  {t('passports.downloadCard')}
                </Button>
              </Group>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}
