import { Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { useCountries } from '../../features/accounts/api/list-countries';
import { useCompanies } from '../../features/sellers/api/list-companies';
import { MakerCard } from '../../features/sellers/components/maker-card';
import { currentLocale } from '../../i18n';
import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { countryName } from '../../components/country-select';
import { LoadMore } from '../../components/load-more';
import { QueryState } from '../../components/query-state';
import { RoutePage } from '../../components/route-page';

const PAGE = 24;

/** Every maker on Kramik (the footer's manufacturers list). */
export default function MakersPage() {
  const t = useT();
  const makers = useCompanies(PAGE);
  const countries = useCountries(currentLocale());

  return (
    <RoutePage id="makers" size="lg">
      <QueryState
        query={makers}
        pending={<CardGridSkeleton count={8} height={240} />}
        failed={t('sellers.loadFailed')}
      >
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          if (items.length === 0) {
            return <Text c="var(--kramik-muted)">{t('sellers.makersEmpty')}</Text>;
          }
          return (
            <Stack gap="xl">
              <CardGrid>
                {items.map((maker) => (
                  <MakerCard
                    key={maker._id}
                    maker={maker}
                    country={countryName(countries.data, maker.country)}
                  />
                ))}
              </CardGrid>
              <LoadMore query={makers} label={t('sellers.loadMore')} />
            </Stack>
          );
        }}
      </QueryState>
    </RoutePage>
  );
}
