import { useTranslation } from 'react-i18next';
import { useSellerSettings } from '../../features/sellers/api/get-settings';
import { ProviderSettings } from '../../features/sellers/components/provider-settings';
import { QueryState, SkeletonStack } from '../../components/query-state';
import { RoutePage } from '../../components/route-page';

/** Payment settings of the maker (SPEC §3): their AutoPay account. InPost's is under logistics. */
export default function SellerSettingsPage() {
  const { t } = useTranslation();
  const settings = useSellerSettings();
  return (
    <RoutePage id="sellerSettings" size="sm">
      <QueryState
        query={settings}
        pending={<SkeletonStack heights={[260]} />}
        failed={t('sellers.loadFailed')}
      >
        {(data) => <ProviderSettings provider="autopay" settings={data} />}
      </QueryState>
    </RoutePage>
  );
}
