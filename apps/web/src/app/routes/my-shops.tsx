import { useT } from '../../i18n/use-t';
import { useCountries } from '../../features/accounts/api/list-countries';
import { useMyCompany } from '../../features/sellers/api/get-company';
import { CompanyFirst } from '../../features/shops/components/company-first';
import { AddShopButton, OwnShops } from '../../features/shops/components/own-shops';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';
import { CompanyGate } from '../company-gate';

/** The seller's physical shops (SPEC /my-shops): a list and a map, add, edit and delete. */
export default function MyShopsPage() {
  const t = useT();
  const company = useMyCompany();
  const countries = useCountries(currentLocale());
  const config = useSiteConfig();

  return (
    <RoutePage id="myShops" size="xl" action={company.data ? <AddShopButton /> : null}>
      <CompanyGate pendingHeight={320} failed={t('shops.loadFailed')} none={<CompanyFirst />}>
        {() => <OwnShops countries={countries.data} tileUrl={config.data?.mapTileUrl} />}
      </CompanyGate>
    </RoutePage>
  );
}
