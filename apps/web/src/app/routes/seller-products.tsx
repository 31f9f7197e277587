import { Container, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CompanyRequired } from '../../features/products/components/company-required';
import { SellerProductList } from '../../features/products/components/seller-product-list';
import { useMyCompany } from '../../features/sellers/api/get-company';
import { StoreNotConfigured } from '../../features/sellers/components/next-steps';
import { currentLocale } from '../../i18n';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';

/** "Manage products": the seller's list; adding waits for company data and delivery costs. */
export default function SellerProductsPage() {
  const { t } = useTranslation();
  const company = useMyCompany();

  let content;
  if (company.isPending) {
    content = <Skeleton height={320} radius="lg" aria-busy="true" />;
  } else if (company.isError) {
    content = <LoadError message={t('sellerProducts.loadFailed')} onRetry={company.refetch} />;
  } else if (!company.data) {
    content = <CompanyRequired />;
  } else {
    const configured = company.data.storeConfigured;
    content = (
      <Stack gap="lg">
        {!configured && <StoreNotConfigured />}
        <SellerProductList locale={currentLocale()} canAdd={configured} />
      </Stack>
    );
  }

  return (
    <Container size="lg">
      <PageHeader
        title={t('routes.sellerProducts.title')}
        subtitle={t('routes.sellerProducts.description')}
      />
      {content}
    </Container>
  );
}
