import { Anchor, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { Link, useParams } from 'react-router';
import { useCountries } from '../../features/accounts/api/list-countries';
import { listProducts } from '../../features/catalog/api/list-products';
import { ProductCard } from '../../features/catalog/components/product-card';
import { useShop } from '../../features/shops/api/get-shop';
import { ShopDetails } from '../../features/shops/components/shop-details';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { countryName } from '../../components/country-select';
import { DetailLoadFailed, DetailSkeleton } from '../../components/detail-page';
import forms from '../../components/forms.module.css';

const PRODUCTS = 8;

/** The maker's newest work under their shop. */
function MakerWork({
  companyId,
  makerName,
  locale,
}: {
  companyId: string;
  makerName: string;
  locale: string;
}) {
  const t = useT();
  const products = useQuery({
    queryKey: ['products', 'seller-preview', companyId, locale, PRODUCTS],
    queryFn: () => listProducts({ seller: companyId, limit: PRODUCTS }),
  });
  let content;
  if (products.isPending) {
    content = <CardGridSkeleton count={4} height={280} />;
  } else if (products.isError) {
    content = <Text c="var(--kramik-muted)">{t('shops.productsFailed')}</Text>;
  } else if (products.data.items.length === 0) {
    content = <Text c="var(--kramik-muted)">{t('shops.noProducts')}</Text>;
  } else {
    content = (
      <CardGrid>
        {products.data.items.map((product) => (
          <ProductCard key={product._id} product={product} locale={locale} />
        ))}
      </CardGrid>
    );
  }
  return (
    <Stack gap="md" component="section" aria-labelledby="shop-products-title">
      <Group justify="space-between" align="baseline" gap="sm">
        <Title order={2} fz={{ base: 22, sm: 26 }} id="shop-products-title">
          {t('shops.makerWork', { name: makerName })}
        </Title>
        <Anchor
          c="var(--mantine-color-anchor)"
          component={Link}
          to={`/catalog?seller=${companyId}`}
          className={forms.link}
        >
          {t('shops.allWork')}
        </Anchor>
      </Group>
      {content}
    </Stack>
  );
}

/** A physical shop's public page (SPEC /shops/{id}). */
export default function ShopPage() {
  const t = useT();
  const { id = '' } = useParams();
  const locale = currentLocale();
  const shop = useShop(id);
  const countries = useCountries(locale);
  const config = useSiteConfig();

  if (shop.isPending) {
    return (
      <DetailSkeleton
        cols={{ base: 1, md: 2 }}
        picture={<Skeleton height={320} radius="lg" />}
        lineWidth="40%"
      />
    );
  }
  if (shop.isError) {
    return (
      <DetailLoadFailed
        error={shop.error}
        onRetry={shop.refetch}
        missing={t('shops.pageNotFound')}
        failed={t('shops.pageFailed')}
        backTo="/shops"
        backLabel={t('routes.shopsMap.title')}
      />
    );
  }

  const data = shop.data;
  return (
    <Container size="lg">
      <Stack gap={56}>
        <ShopDetails
          shop={data}
          country={countryName(countries.data, data.country)}
          tileUrl={config.data?.mapTileUrl}
          locale={locale}
        />
        <MakerWork
          companyId={data.company._id}
          makerName={data.company.shortName}
          locale={locale}
        />
      </Stack>
    </Container>
  );
}
