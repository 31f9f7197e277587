import { Container, Skeleton, Stack } from '@mantine/core';
import { DEFAULT_CURRENCY, type SellerProduct } from '@kramik/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CompanyRequired } from '../../features/products/components/company-required';
import { ProductForm } from '../../features/products/components/product-form';
import { useMyCompany } from '../../features/sellers/api/get-company';
import { StoreNotConfigured } from '../../features/sellers/components/next-steps';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';

/** Add a product; once saved, its edit page takes the photos. */
export default function NewProductPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const company = useMyCompany();
  const config = useSiteConfig();
  const onCreated = (product: SellerProduct) =>
    void navigate(`/seller/products/${product._id}/edit`, { state: { created: true } });

  let content;
  if (company.isPending) {
    content = <Skeleton height={640} radius="lg" aria-busy="true" />;
  } else if (company.isError) {
    content = <LoadError message={t('sellerProducts.loadFailed')} onRetry={company.refetch} />;
  } else if (!company.data) {
    content = <CompanyRequired />;
  } else {
    content = (
      <Stack gap="lg">
        {!company.data.storeConfigured && <StoreNotConfigured />}
        <ProductForm
          product={null}
          currency={config.data?.currency ?? DEFAULT_CURRENCY}
          locale={currentLocale()}
          onCreated={onCreated}
        />
      </Stack>
    );
  }

  return (
    <Container size="md">
      <PageHeader
        title={t('routes.newProduct.title')}
        subtitle={t('routes.newProduct.description')}
      />
      {content}
    </Container>
  );
}
