import { Button, Group, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import type { InpostConnection } from '@kramik/contract';
import { SectionCard } from '../../../components/section-card';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useTestInpost } from '../api/settings';

/**
 * Whether Kramik reaches the maker's InPost account: "Connected as …" after a test call to ShipX;
 * a refused key answers the server's "check the ShipX key".
 */
export function InpostConnectionCard({
  connection,
  locale,
}: {
  connection: InpostConnection;
  locale: string;
}) {
  const t = useT();
  const test = useTestInpost();
  const checked =
    connection.checkedAt &&
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(connection.checkedAt),
    );
  return (
    <SectionCard
      landmark
      title={t('shipments.connection.title')}
      description={t('shipments.connection.intro')}
    >
      <Group justify="space-between" align="center" gap="md">
        <div role="status">
          {!connection.configured ? (
            <Text>{t('shipments.connection.notConfigured')}</Text>
          ) : connection.connectedAs ? (
            <Text fw={600} c="var(--mantine-color-green-9)">
              {t('shipments.connection.connectedAs', { name: connection.connectedAs })}
            </Text>
          ) : (
            <Text>{t('shipments.connection.notTested')}</Text>
          )}
          {checked && connection.configured && (
            <Text size="sm" c="var(--kramik-muted)">
              {t('shipments.connection.checkedAt', { time: checked })}
            </Text>
          )}
        </div>
        <Button
          size="md"
          variant="default"
          disabled={!connection.configured}
          loading={test.isPending}
          onClick={() =>
            test.mutate(undefined, {
              onSuccess: (result) =>
                notifySuccess(
                  t('shipments.connection.connectedAs', { name: result.connectedAs ?? '' }),
                ),
              onError: (error) => notifyApiError(error, t('shipments.connection.failed')),
            })
          }
        >
          {t('shipments.connection.test')}
        </Button>
      </Group>
    </SectionCard>
  );
}
