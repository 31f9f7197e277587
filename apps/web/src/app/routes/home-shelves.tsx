import { Alert, Button, Container, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useT } from '../../i18n/use-t';
import { Link } from 'react-router';
import type { ProductPage } from '@kramik/contract';
import { ProductCard } from '../../features/catalog/components/product-card';
import { listCompanies } from '../../features/sellers/api/list-companies';
import { MakerPhoto } from '../../features/sellers/components/maker-photo';
import classes from './home.module.css';

/** A country's name in the viewer's language, without loading the country list. */
function regionName(code: string, locale: string) {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A titled row of product cards with a link to the matching catalog search. */
function ProductSection({
  title,
  to,
  products,
  locale,
}: {
  title: string;
  to: string;
  products: UseQueryResult<ProductPage>;
  locale: string;
}) {
  const t = useT();
  const headingId = useId();
  return (
    <Container size="xl" w="100%" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Button component={Link} to={to} variant="subtle" style={{ flexShrink: 0 }}>
          {t('home.seeAll')}
        </Button>
      </Group>
      {products.isError ? (
        <Alert color="red">{t('home.loadError')}</Alert>
      ) : products.data?.items.length === 0 ? (
        <Text c="var(--kramik-muted)">{t('home.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
          {products.isPending
            ? Array.from({ length: 8 }, (_, i) => <Skeleton key={i} height={300} radius="lg" />)
            : products.data.items.map((product) => (
                <ProductCard key={product._id} product={product} locale={locale} />
              ))}
        </SimpleGrid>
      )}
    </Container>
  );
}

/** Eight makers as portraits in a row that scrolls sideways on small screens. */
function MakersStrip({ locale }: { locale: string }) {
  const t = useT();
  const makers = useQuery({
    queryKey: ['companies', 'home', 8],
    queryFn: () => listCompanies({ limit: 8 }),
    staleTime: 5 * 60_000,
  });
  if (makers.isError || makers.data?.items.length === 0) return null;
  return (
    <Container size="xl" w="100%" component="section">
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2}>{t('home.makers')}</Title>
        <Button component={Link} to="/makers" variant="subtle" style={{ flexShrink: 0 }}>
          {t('home.allMakers')}
        </Button>
      </Group>
      <ul className={classes.strip}>
        {makers.isPending
          ? Array.from({ length: 8 }, (_, i) => (
              <li key={i} className={classes.maker}>
                <Skeleton circle height={96} />
                <Skeleton height={14} width="70%" mt="sm" />
              </li>
            ))
          : makers.data.items.map((maker) => (
              <li key={maker._id}>
                <Link to={`/company/${maker._id}`} className={classes.maker}>
                  <MakerPhoto
                    src={maker.photo}
                    name={maker.shortName}
                    className={classes.makerPhoto}
                  />
                  <Text fw={600} lineClamp={2} mt="sm">
                    {maker.shortName}
                  </Text>
                  <Text size="xs" c="var(--kramik-muted)" lineClamp={2}>
                    {maker.city}, {regionName(maker.country, locale)}
                  </Text>
                </Link>
              </li>
            ))}
      </ul>
    </Container>
  );
}

/** The home page's rows below the fold: special offers, the newest work and the makers. */
export default function HomeShelves({
  offers,
  newest,
  locale,
}: {
  offers: UseQueryResult<ProductPage>;
  newest: UseQueryResult<ProductPage>;
  locale: string;
}) {
  const t = useT();
  return (
    <>
      {offers.data?.items.length !== 0 && (
        <ProductSection
          title={t('home.specialOffers')}
          to="/catalog?specialOffer=true"
          products={offers}
          locale={locale}
        />
      )}
      <ProductSection
        title={t('home.newest')}
        to="/catalog?sort=newest"
        products={newest}
        locale={locale}
      />
      <MakersStrip locale={locale} />
    </>
  );
}
