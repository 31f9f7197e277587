import { Button, Center, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCountries } from '../../features/accounts/api/list-countries';
import { useAuth } from '../../features/accounts/auth-store';
import { useSellerProducts } from '../../features/catalog/api/list-seller-products';
import { ProductCard } from '../../features/catalog/components/product-card';
import { usePublicCompany } from '../../features/sellers/api/get-public-company';
import { MakerProfile } from '../../features/sellers/components/maker-profile';
import { MessageMaker } from '../../features/sellers/components/message-maker';
import { MakerShops } from '../../features/shops/components/maker-shops';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { ApiRequestError } from '../../lib/api-client';
import { countryName } from '../../components/country-select';

const PAGE = 24;

/** A maker's products, 24 at a time. */
function MakerProducts({ companyId, locale }: { companyId: string; locale: string }) {
  const { t } = useTranslation();
  const products = useSellerProducts(companyId, locale, PAGE);
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  if (products.isPending) {
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={280} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (products.isError) return <Text c="var(--kramik-muted)">{t('sellers.loadFailed')}</Text>;
  if (items.length === 0) return <Text c="var(--kramik-muted)">{t('sellers.noProducts')}</Text>;
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
        {items.map((product) => (
          <ProductCard key={product._id} product={product} locale={locale} />
        ))}
      </SimpleGrid>
      {products.hasNextPage && (
        <Center>
          <Button
            variant="default"
            size="md"
            onClick={() => void products.fetchNextPage()}
            loading={products.isFetchingNextPage}
          >
            {t('sellers.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

/** A maker's public page (SPEC /company/{id}). */
export default function CompanyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const locale = currentLocale();
  const company = usePublicCompany(id);
  const { user } = useAuth();
  const countries = useCountries(locale);
  const config = useSiteConfig();

  if (company.isPending) {
    return (
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" aria-busy="true">
          <Skeleton height={300} radius="md" />
          <Stack>
            <Skeleton height={40} width="60%" />
            <Skeleton height={18} width="80%" />
            <Skeleton height={120} />
          </Stack>
        </SimpleGrid>
      </Container>
    );
  }
  if (company.isError) {
    const missing = company.error instanceof ApiRequestError && company.error.status === 404;
    return (
      <Container size="sm">
        <Stack gap="md" align="flex-start" py="xl">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {missing ? t('sellers.makerNotFound') : t('sellers.loadFailed')}
          </Title>
          {missing ? (
            <Button component={Link} to="/makers" variant="default">
              {t('routes.makers.title')}
            </Button>
          ) : (
            <Button size="sm" variant="default" onClick={() => void company.refetch()}>
              {t('accountPage.retry')}
            </Button>
          )}
        </Stack>
      </Container>
    );
  }

  const data = company.data;
  return (
    <Container size="lg">
      <Stack gap={48}>
        <MakerProfile
          company={data}
          country={countryName(countries.data, data.country)}
          action={
            <MessageMaker
              companyId={data._id}
              makerName={data.shortName}
              signedIn={user !== null}
            />
          }
        />
        <Stack gap="md" component="section">
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {t('sellers.makerProducts')}
          </Title>
          <MakerProducts companyId={data._id} locale={locale} />
        </Stack>
        <MakerShops companyId={data._id} tileUrl={config.data?.mapTileUrl} />
      </Stack>
    </Container>
  );
}
