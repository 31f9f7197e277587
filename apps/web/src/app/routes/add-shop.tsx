import { Container, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCountries } from '../../features/accounts/api/list-countries';
import { useMyCompany } from '../../features/sellers/api/get-company';
import { CompanyFirst } from '../../features/shops/components/company-first';
import { ShopForm } from '../../features/shops/components/shop-form';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';

/** Add a shop (SPEC /add); once saved, its edit page takes the photos. */
export default function AddShopPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = currentLocale();
  const company = useMyCompany();
  const countries = useCountries(locale);
  const config = useSiteConfig();

  let content;
  if (company.isPending) {
    content = <Skeleton height={640} radius="lg" aria-busy="true" />;
  } else if (company.isError) {
    content = <LoadError message={t('shops.loadFailed')} onRetry={company.refetch} />;
  } else if (!company.data) {
    content = <CompanyFirst />;
  } else {
    content = (
      <ShopForm
        shop={null}
        countries={countries.data}
        countriesFailed={countries.isError}
        defaultCountry={company.data.country}
        tileUrl={config.data?.mapTileUrl}
        locale={locale}
        onSaved={(shop) => void navigate(`/shops/${shop._id}/edit`, { state: { created: true } })}
      />
    );
  }

  return (
    <Container size="md">
      <PageHeader title={t('routes.addShop.title')} subtitle={t('routes.addShop.description')} />
      {content}
    </Container>
  );
}
