import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CURRENCY } from '@kramik/contract';
import { useSellerSettings } from '../../features/sellers/api/get-settings';
import { CourierPricingCard } from '../../features/sellers/components/courier-pricing-card';
import { ProviderSettings } from '../../features/sellers/components/provider-settings';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { QueryState, SkeletonStack } from '../../components/query-state';
import { RoutePage } from '../../components/route-page';

/**
 * Logistics management (SPEC §2): the maker's delivery costs by carrier, with the external
 * system ID, and their InPost account for shipments.
 */
export default function ManageLogisticsPage() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const settings = useSellerSettings();
  return (
    <RoutePage id="manageLogistics" size="lg">
      <Stack gap="xl">
        <CourierPricingCard
          currency={config.data?.currency ?? DEFAULT_CURRENCY}
          locale={currentLocale()}
        />
        <QueryState
          query={settings}
          pending={<SkeletonStack heights={[260]} />}
          failed={t('sellers.loadFailed')}
        >
          {(data) => <ProviderSettings provider="inpost" settings={data} />}
        </QueryState>
      </Stack>
    </RoutePage>
  );
}
