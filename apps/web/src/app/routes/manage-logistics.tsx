import { Stack } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { DEFAULT_CURRENCY } from '@kramik/contract';
import { useLogisticsSettings } from '../../features/logistics/api/settings';
import { InpostConnectionCard } from '../../features/logistics/components/inpost-connection-card';
import { ShipmentsCard } from '../../features/logistics/components/shipments-card';
import { ShippingDefaultsCard } from '../../features/logistics/components/shipping-defaults-card';
import { useSellerSettings } from '../../features/sellers/api/get-settings';
import { CourierPricingCard } from '../../features/sellers/components/courier-pricing-card';
import { ProviderSettings } from '../../features/sellers/components/provider-settings';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { QueryState, SkeletonStack } from '../../components/query-state';
import { RoutePage } from '../../components/route-page';

/**
 * Logistics management (SPEC §2), one screen: the maker's delivery costs by carrier, their InPost
 * account and whether ShipX answers to it, the shipping defaults, and the shipments with labels.
 */
export default function ManageLogisticsPage() {
  const t = useT();
  const locale = currentLocale();
  const config = useSiteConfig();
  const settings = useSellerSettings();
  const logistics = useLogisticsSettings();
  return (
    <RoutePage id="manageLogistics" size="lg">
      <Stack gap="xl">
        <CourierPricingCard currency={config.data?.currency ?? DEFAULT_CURRENCY} locale={locale} />
        <QueryState
          query={settings}
          pending={<SkeletonStack heights={[260]} />}
          failed={t('sellers.loadFailed')}
        >
          {(data) => <ProviderSettings provider="inpost" settings={data} />}
        </QueryState>
        <QueryState
          query={logistics}
          pending={<SkeletonStack heights={[120, 260]} />}
          failed={t('shipments.settings.loadFailed')}
        >
          {(data) => (
            <>
              <InpostConnectionCard connection={data.inpost} locale={locale} />
              <ShippingDefaultsCard settings={data} />
            </>
          )}
        </QueryState>
        <ShipmentsCard locale={locale} />
      </Stack>
    </RoutePage>
  );
}
