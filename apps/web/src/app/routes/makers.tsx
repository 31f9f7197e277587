import { Button, Center, Container, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../features/accounts/api/list-countries';
import { useCompanies } from '../../features/sellers/api/list-companies';
import { MakerCard } from '../../features/sellers/components/maker-card';
import { currentLocale } from '../../i18n';
import { countryName } from '../../components/country-select';
import { PageHeader } from '../../components/page-header';
import { LoadError } from '../../components/load-error';

const PAGE = 24;

/** Every maker on Kramik (the footer's manufacturers list). */
export default function MakersPage() {
  const { t } = useTranslation();
  const makers = useCompanies(PAGE);
  const countries = useCountries(currentLocale());
  const items = makers.data?.pages.flatMap((page) => page.items) ?? [];

  let content;
  if (makers.isPending) {
    content = (
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={240} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (makers.isError) {
    content = <LoadError message={t('sellers.loadFailed')} onRetry={makers.refetch} />;
  } else if (items.length === 0) {
    content = <Text c="var(--kramik-muted)">{t('sellers.makersEmpty')}</Text>;
  } else {
    content = (
      <Stack gap="xl">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md">
          {items.map((maker) => (
            <MakerCard
              key={maker._id}
              maker={maker}
              country={countryName(countries.data, maker.country)}
            />
          ))}
        </SimpleGrid>
        {makers.hasNextPage && (
          <Center>
            <Button
              variant="default"
              size="md"
              onClick={() => void makers.fetchNextPage()}
              loading={makers.isFetchingNextPage}
            >
              {t('sellers.loadMore')}
            </Button>
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Container size="lg">
      <PageHeader title={t('routes.makers.title')} subtitle={t('routes.makers.description')} />
      {content}
    </Container>
  );
}
