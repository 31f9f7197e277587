import { Stack } from '@mantine/core';
import { useCountries } from '../../features/accounts/api/list-countries';
import { useAuth } from '../../features/accounts/auth-store';
import { ProductCard } from '../../features/catalog/components/product-card';
import { FavouriteMarks } from '../../features/favourites/components/favourite-marks';
import { FavouritesScreen } from '../../features/favourites/components/favourites-screen';
import { UnfollowButton } from '../../features/favourites/components/unfollow-button';
import { MakerCard } from '../../features/sellers/components/maker-card';
import { currentLocale } from '../../i18n';
import { countryName } from '../../components/country-select';
import { RoutePage } from '../../components/route-page';

/** `/favourites` (issue 24): the favourite pieces and followed makers; visitors' are the browser's. */
export default function FavouritesPage() {
  const { user } = useAuth();
  const locale = currentLocale();
  const countries = useCountries(locale);
  const signedIn = user !== null;
  return (
    <RoutePage id="favourites" size="lg">
      <FavouritesScreen
        signedIn={signedIn}
        renderProduct={(product) => (
          <ProductCard
            key={product._id}
            product={product}
            locale={locale}
            action={<FavouriteMarks product={product} />}
          />
        )}
        renderMaker={(maker) => (
          <Stack key={maker._id} gap="xs">
            <MakerCard maker={maker} country={countryName(countries.data, maker.country)} />
            <UnfollowButton companyId={maker._id} name={maker.shortName} signedIn={signedIn} />
          </Stack>
        )}
      />
    </RoutePage>
  );
}
