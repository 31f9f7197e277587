import {
  Anchor,
  Button,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCountries } from '../../features/accounts/api/list-countries';
import { listProducts } from '../../features/catalog/api/list-products';
import { ProductCard } from '../../features/catalog/components/product-card';
import { useShop } from '../../features/shops/api/get-shop';
import { ShopDetails } from '../../features/shops/components/shop-details';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { ApiRequestError } from '../../lib/api-client';
import { countryName } from '../../components/country-select';
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
  const { t } = useTranslation();
  const products = useQuery({
    queryKey: ['products', 'seller-preview', companyId, locale, PRODUCTS],
    queryFn: () => listProducts({ seller: companyId, limit: PRODUCTS }),
  });
  let content;
  if (products.isPending) {
    content = (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={280} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (products.isError) {
    content = <Text c="var(--kramik-muted)">{t('shops.productsFailed')}</Text>;
  } else if (products.data.items.length === 0) {
    content = <Text c="var(--kramik-muted)">{t('shops.noProducts')}</Text>;
  } else {
    content = (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
        {products.data.items.map((product) => (
          <ProductCard key={product._id} product={product} locale={locale} />
        ))}
      </SimpleGrid>
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
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const locale = currentLocale();
  const shop = useShop(id);
  const countries = useCountries(locale);
  const config = useSiteConfig();

  if (shop.isPending) {
    return (
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" aria-busy="true">
          <Skeleton height={320} radius="lg" />
          <Stack>
            <Skeleton height={40} width="60%" />
            <Skeleton height={18} width="40%" />
            <Skeleton height={120} />
          </Stack>
        </SimpleGrid>
      </Container>
    );
  }
  if (shop.isError) {
    const missing = shop.error instanceof ApiRequestError && shop.error.status === 404;
    return (
      <Container size="sm">
        <Stack gap="md" align="flex-start" py="xl">
          <Title order={1} fz={{ base: 28, sm: 36 }}>
            {missing ? t('shops.pageNotFound') : t('shops.pageFailed')}
          </Title>
          {missing ? (
            <Button component={Link} to="/shops" variant="default">
              {t('routes.shopsMap.title')}
            </Button>
          ) : (
            <Button size="sm" variant="default" onClick={() => void shop.refetch()}>
              {t('accountPage.retry')}
            </Button>
          )}
        </Stack>
      </Container>
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
