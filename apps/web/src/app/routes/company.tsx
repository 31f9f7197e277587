import { Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { useParams } from 'react-router';
import { useCountries } from '../../features/accounts/api/list-countries';
import { useAuth } from '../../features/accounts/auth-store';
import { useSellerProducts } from '../../features/catalog/api/list-seller-products';
import { OpenThreadButton } from '../../features/conversations/components/open-thread-button';
import { ProductCard } from '../../features/catalog/components/product-card';
import { FollowButton } from '../../features/favourites/components/follow-button';
import { ReportLink } from '../../features/reports/components/report-link';
import { MakerAwayNote } from '../../features/made-to-order/components/maker-away-note';
import { usePublicCompany } from '../../features/sellers/api/get-public-company';
import { MakerProfile } from '../../features/sellers/components/maker-profile';
import { MessageMaker } from '../../features/sellers/components/message-maker';
import { MakerShops } from '../../features/shops/components/maker-shops';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { countryName } from '../../components/country-select';
import { DetailLoadFailed, DetailSkeleton } from '../../components/detail-page';
import { LoadMore } from '../../components/load-more';

const PAGE = 24;

/** A maker's products, 24 at a time. */
function MakerProducts({ companyId, locale }: { companyId: string; locale: string }) {
  const t = useT();
  const products = useSellerProducts(companyId, locale, PAGE);
  const items = products.data?.pages.flatMap((page) => page.items) ?? [];
  if (products.isPending) {
    return <CardGridSkeleton count={4} height={280} />;
  }
  if (products.isError) return <Text c="var(--kramik-muted)">{t('sellers.loadFailed')}</Text>;
  if (items.length === 0) return <Text c="var(--kramik-muted)">{t('sellers.noProducts')}</Text>;
  return (
    <Stack gap="xl">
      <CardGrid>
        {items.map((product) => (
          <ProductCard key={product._id} product={product} locale={locale} />
        ))}
      </CardGrid>
      <LoadMore query={products} label={t('sellers.loadMore')} />
    </Stack>
  );
}

/** A maker's public page (SPEC /company/{id}). */
export default function CompanyPage() {
  const t = useT();
  const { id = '' } = useParams();
  const locale = currentLocale();
  const company = usePublicCompany(id);
  const { user } = useAuth();
  const countries = useCountries(locale);
  const config = useSiteConfig();

  if (company.isPending) {
    return (
      <DetailSkeleton
        cols={{ base: 1, sm: 2 }}
        picture={<Skeleton height={300} radius="md" />}
        lineWidth="80%"
      />
    );
  }
  if (company.isError) {
    return (
      <DetailLoadFailed
        error={company.error}
        onRetry={company.refetch}
        missing={t('sellers.makerNotFound')}
        failed={t('sellers.loadFailed')}
        backTo="/makers"
        backLabel={t('routes.makers.title')}
      />
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
            <Group gap="sm" align="flex-start">
              <FollowButton companyId={data._id} name={data.shortName} signedIn={user !== null} />
              <MessageMaker
                companyId={data._id}
                makerName={data.shortName}
                signedIn={user !== null}
              />
              {user !== null && (
                <OpenThreadButton
                  companyId={data._id}
                  label="messageMaker"
                  size="md"
                  variant="default"
                  signedIn
                  ownCompany={user.companyId === data._id}
                  returnTo={`/company/${data._id}`}
                />
              )}
            </Group>
          }
        />
        {data.away && <MakerAwayNote away={data.away} locale={locale} />}
        <Stack gap="md" component="section">
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {t('sellers.makerProducts')}
          </Title>
          <MakerProducts companyId={data._id} locale={locale} />
        </Stack>
        <MakerShops companyId={data._id} tileUrl={config.data?.mapTileUrl} />
        <Group justify="flex-end">
          <ReportLink targetType="company" targetId={data._id} />
        </Group>
      </Stack>
    </Container>
  );
}
