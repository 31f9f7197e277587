import { Container, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSellerSettings } from '../../features/sellers/api/get-settings';
import { SettingsCards } from '../../features/sellers/components/settings-cards';
import { PageHeader } from '../../components/page-header';
import { LoadError } from '../../components/load-error';

/** Payment and logistics settings of the seller (SPEC §3): AutoPay and InPost. */
export default function SellerSettingsPage() {
  const { t } = useTranslation();
  const settings = useSellerSettings();
  return (
    <Container size="sm">
      <PageHeader
        title={t('routes.sellerSettings.title')}
        subtitle={t('routes.sellerSettings.description')}
      />
      {settings.isPending ? (
        <Stack gap="lg" aria-busy="true">
          <Skeleton height={260} radius="lg" />
          <Skeleton height={260} radius="lg" />
        </Stack>
      ) : settings.isError ? (
        <LoadError message={t('sellers.loadFailed')} onRetry={settings.refetch} />
      ) : (
        <SettingsCards settings={settings.data} />
      )}
    </Container>
  );
}
