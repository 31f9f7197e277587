import { useTranslation } from 'react-i18next';
import { useSellerSettings } from '../../features/sellers/api/get-settings';
import { SettingsCards } from '../../features/sellers/components/settings-cards';
import { QueryState, SkeletonStack } from '../../components/query-state';
import { RoutePage } from '../../components/route-page';

/** Payment and logistics settings of the seller (SPEC §3): AutoPay and InPost. */
export default function SellerSettingsPage() {
  const { t } = useTranslation();
  const settings = useSellerSettings();
  return (
    <RoutePage id="sellerSettings" size="sm">
      <QueryState
        query={settings}
        pending={<SkeletonStack heights={[260, 260]} />}
        failed={t('sellers.loadFailed')}
      >
        {(data) => <SettingsCards settings={data} />}
      </QueryState>
    </RoutePage>
  );
}
