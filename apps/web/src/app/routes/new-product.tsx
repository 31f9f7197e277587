import { Stack } from '@mantine/core';
import { DEFAULT_CURRENCY, type SellerProduct } from '@kramik/contract';
import { useT } from '../../i18n/use-t';
import { useNavigate } from 'react-router';
import { CompanyRequired } from '../../features/products/components/company-required';
import { ProductForm } from '../../features/products/components/product-form';
import { StoreNotConfigured } from '../../features/sellers/components/next-steps';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';
import { CompanyGate } from '../company-gate';

/** Add a product; once saved, its edit page takes the photos. */
export default function NewProductPage() {
  const t = useT();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const onCreated = (product: SellerProduct) =>
    void navigate(`/seller/products/${product._id}/edit`, { state: { created: true } });

  return (
    <RoutePage id="newProduct" size="md">
      <CompanyGate
        pendingHeight={640}
        failed={t('sellerProducts.loadFailed')}
        none={<CompanyRequired />}
      >
        {(company) => (
          <Stack gap="lg">
            {!company.storeConfigured && <StoreNotConfigured />}
            <ProductForm
              product={null}
              currency={config.data?.currency ?? DEFAULT_CURRENCY}
              locale={currentLocale()}
              onCreated={onCreated}
            />
          </Stack>
        )}
      </CompanyGate>
    </RoutePage>
  );
}
