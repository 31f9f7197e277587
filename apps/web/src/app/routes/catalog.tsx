import { Anchor, Container, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_CURRENCY } from '@kramik/contract';
import { parseCatalogState } from '../../features/catalog/catalog-params';
import { CatalogScreen } from '../../features/catalog/components/catalog-screen';
import { CompareBar } from '../../features/catalog/components/compare-bar';
import { getPublicCompany } from '../../features/sellers/api/get-public-company';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import forms from '../../components/forms.module.css';

/** The maker named by `?seller=`, for the filter's label when no result says it. */
function useMakerName(seller: string | undefined) {
  const maker = useQuery({
    queryKey: ['companies', 'one', seller],
    queryFn: () => getPublicCompany(seller!),
    enabled: seller !== undefined,
    staleTime: 5 * 60_000,
  });
  return maker.data?.shortName;
}

/** All offers: the catalog search (SPEC /catalog). */
export default function CatalogPage() {
  const t = useT();
  const [params] = useSearchParams();
  const seller = parseCatalogState(params).seller;
  const config = useSiteConfig();
  const makerName = useMakerName(seller);
  return (
    <Container size="xl">
      <Group justify="flex-end" mb={-4}>
        <Anchor
          c="var(--mantine-color-anchor)"
          component={Link}
          to="/shops"
          size="sm"
          className={forms.link}
        >
          {t('shopsMap.catalogLink')}
        </Anchor>
      </Group>
      <CatalogScreen
        title={t('routes.catalog.title')}
        locale={currentLocale()}
        currency={config.data?.currency ?? DEFAULT_CURRENCY}
        sellerName={makerName}
      />
      <CompareBar />
    </Container>
  );
}
