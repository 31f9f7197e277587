import { useT } from '../../i18n/use-t';
import { useNavigate } from 'react-router';
import { useCountries } from '../../features/accounts/api/list-countries';
import { CompanyFirst } from '../../features/shops/components/company-first';
import { ShopForm } from '../../features/shops/components/shop-form';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';
import { CompanyGate } from '../company-gate';

/** Add a shop (SPEC /add); once saved, its edit page takes the photos. */
export default function AddShopPage() {
  const t = useT();
  const navigate = useNavigate();
  const locale = currentLocale();
  const countries = useCountries(locale);
  const config = useSiteConfig();

  return (
    <RoutePage id="addShop" size="md">
      <CompanyGate pendingHeight={640} failed={t('shops.loadFailed')} none={<CompanyFirst />}>
        {(company) => (
          <ShopForm
            shop={null}
            countries={countries.data}
            countriesFailed={countries.isError}
            defaultCountry={company.country}
            tileUrl={config.data?.mapTileUrl}
            locale={locale}
            onSaved={(shop) =>
              void navigate(`/shops/${shop._id}/edit`, { state: { created: true } })
            }
          />
        )}
      </CompanyGate>
    </RoutePage>
  );
}
