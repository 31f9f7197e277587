import { Stack } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { useSellerSettings } from '../../features/sellers/api/get-settings';
import { ProviderSettings } from '../../features/sellers/components/provider-settings';
import { useVacation } from '../../features/made-to-order/api/vacation';
import { VacationCard } from '../../features/made-to-order/components/vacation-card';
import { currentLocale } from '../../i18n';
import { QueryState, SkeletonStack } from '../../components/query-state';
import { RoutePage } from '../../components/route-page';

/** Payment settings of the maker (SPEC §3): their AutoPay account. InPost's is under logistics. */
export default function SellerSettingsPage() {
  const t = useT();
  const settings = useSellerSettings();
  const vacation = useVacation();
  return (
    <RoutePage id="sellerSettings" size="sm">
      <Stack gap="lg">
        <QueryState
          query={settings}
          pending={<SkeletonStack heights={[260]} />}
          failed={t('sellers.loadFailed')}
        >
          {(data) => <ProviderSettings provider="autopay" settings={data} />}
        </QueryState>
        {/* Vacation mode (issue 24): orders paused, or dates moved after the return. */}
        <QueryState
          query={vacation}
          pending={<SkeletonStack heights={[240]} />}
          failed={t('sellers.loadFailed')}
        >
          {(data) => <VacationCard vacation={data} locale={currentLocale()} />}
        </QueryState>
      </Stack>
    </RoutePage>
  );
}
