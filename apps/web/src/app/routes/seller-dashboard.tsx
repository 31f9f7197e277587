import { Stack } from '@mantine/core';
import { MakerStanding } from '../../features/users/components/maker-standing';
import { useMyCompany } from '../../features/sellers/api/get-company';
import { SellerDashboard } from '../../features/dashboard/components/seller-dashboard';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

/** `/seller`: the maker's dashboard. */
export default function SellerDashboardPage() {
  const company = useMyCompany();
  return (
    <RoutePage id="sellerDashboard" size="lg">
      <Stack gap="lg">
        <MakerStanding company={company.data} />
        <SellerDashboard locale={currentLocale()} />
      </Stack>
    </RoutePage>
  );
}
