import { DEFAULT_CURRENCY } from '@kramik/contract';
import { CourierPricingCard } from '../../features/sellers/components/courier-pricing-card';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

/** Courier pricing management (SPEC §2: delivery costs by carrier, with external system ID). */
export default function ManageLogisticsPage() {
  const config = useSiteConfig();
  return (
    <RoutePage id="manageLogistics" size="lg">
      <CourierPricingCard
        currency={config.data?.currency ?? DEFAULT_CURRENCY}
        locale={currentLocale()}
      />
    </RoutePage>
  );
}
