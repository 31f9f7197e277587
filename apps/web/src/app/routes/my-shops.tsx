import { Container, Group, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../features/accounts/api/list-countries';
import { useMyCompany } from '../../features/sellers/api/get-company';
import { CompanyFirst } from '../../features/shops/components/company-first';
import { AddShopButton, OwnShops } from '../../features/shops/components/own-shops';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';

/** The seller's physical shops (SPEC /my-shops): a list and a map, add, edit and delete. */
export default function MyShopsPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const company = useMyCompany();
  const countries = useCountries(locale);
  const config = useSiteConfig();

  let content;
  if (company.isPending) {
    content = <Skeleton height={320} radius="lg" aria-busy="true" />;
  } else if (company.isError) {
    content = <LoadError message={t('shops.loadFailed')} onRetry={company.refetch} />;
  } else if (!company.data) {
    content = <CompanyFirst />;
  } else {
    content = <OwnShops countries={countries.data} tileUrl={config.data?.mapTileUrl} />;
  }

  return (
    <Container size="xl">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageHeader title={t('routes.myShops.title')} subtitle={t('routes.myShops.description')} />
        {company.data && <AddShopButton />}
      </Group>
      {content}
    </Container>
  );
}
