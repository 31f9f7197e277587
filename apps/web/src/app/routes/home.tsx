import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Suspense } from 'react';
import { useT } from '../../i18n/use-t';
import { Link } from 'react-router';
import { useCategories } from '../../features/catalog/api/list-categories';
import { useNewestProducts, useSpecialOffers } from '../../features/catalog/api/list-products';
import { useSiteConfig } from '../../features/site/api/get-config';
import { HomeHero } from '../../features/site/components/home-hero';
import { currentLocale } from '../../i18n';
import { lazyPart } from '../../lib/lazy-part';
import classes from './home.module.css';

// The product and maker rows sit below the fold: their code loads beside the data, not before
// the first paint.
const HomeShelves = lazyPart('src/app/routes/home-shelves.tsx', () => import('./home-shelves'));

function ShelvesSkeleton() {
  return (
    <Container size="xl" w="100%" aria-busy="true">
      <Skeleton height={32} width={240} mb="md" />
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={300} radius="lg" />
        ))}
      </SimpleGrid>
    </Container>
  );
}

/** The start page: the admin's banner, the categories and the newest work of the makers. */
export default function HomePage() {
  const t = useT();
  const locale = currentLocale();
  const config = useSiteConfig();
  const categories = useCategories(locale);
  const products = useNewestProducts(locale, 8);
  const offers = useSpecialOffers(locale, 8);

  return (
    <Stack gap={48}>
      <Container size="xl" w="100%">
        <HomeHero
          eyebrow={t('home.eyebrow')}
          header={config.data?.headerText || t('home.defaultHeader')}
          banner={config.data?.bannerText || t('home.defaultBanner')}
          icon={config.data?.bannerIcon}
          image={config.data?.titleBackgroundImage}
          thumbnail={config.data?.titleBackgroundThumbnail}
          loading={config.isPending}
        >
          <Group mt="sm">
            <Button
              component={Link}
              to="/catalog"
              size="md"
              radius="xl"
              variant="white"
              color="clay.8"
            >
              {t('home.browse')}
            </Button>
            <Button
              component={Link}
              to="/registercompany"
              size="md"
              radius="xl"
              variant="outline"
              className={classes.heroSecondary}
            >
              {t('home.sell')}
            </Button>
          </Group>
        </HomeHero>
      </Container>

      <Container size="xl" w="100%">
        <Title order={2} mb="md">
          {t('home.categories')}
        </Title>
        {categories.isError ? (
          <Alert color="red">{t('home.loadError')}</Alert>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm">
            {categories.isPending
              ? Array.from({ length: 12 }, (_, i) => <Skeleton key={i} height={64} radius="md" />)
              : categories.data.items.map((category) => (
                  <Card
                    key={category._id}
                    component={Link}
                    to={`/catalog?category=${category._id}`}
                    className={classes.category}
                    padding="md"
                    radius="md"
                  >
                    <Text fw={600}>{category.name}</Text>
                  </Card>
                ))}
          </SimpleGrid>
        )}
      </Container>

      <Suspense fallback={<ShelvesSkeleton />}>
        <HomeShelves offers={offers} newest={products} locale={locale} />
      </Suspense>
    </Stack>
  );
}
