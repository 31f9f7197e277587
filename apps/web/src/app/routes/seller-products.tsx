import { Stack } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { CompanyRequired } from '../../features/products/components/company-required';
import { SellerProductList } from '../../features/products/components/seller-product-list';
import { StoreNotConfigured } from '../../features/sellers/components/next-steps';
import { MakerStanding } from '../../features/users/components/maker-standing';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';
import { CompanyGate } from '../company-gate';

/** "Manage products": the seller's list; adding waits for company data and delivery costs. */
export default function SellerProductsPage() {
  const t = useT();
  return (
    <RoutePage id="sellerProducts" size="lg">
      <CompanyGate
        pendingHeight={320}
        failed={t('sellerProducts.loadFailed')}
        none={<CompanyRequired />}
      >
        {(company) => (
          <Stack gap="lg">
            <MakerStanding company={company} />
            {!company.storeConfigured && <StoreNotConfigured />}
            <SellerProductList locale={currentLocale()} canAdd={company.storeConfigured} />
          </Stack>
        )}
      </CompanyGate>
    </RoutePage>
  );
}
