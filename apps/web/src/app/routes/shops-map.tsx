import { useCategories } from '../../features/catalog/api/list-categories';
import { ShopsMapScreen } from '../../features/shops/components/shops-map-screen';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

/** Every shop and studio that makers show on the public map. */
export default function ShopsMapPage() {
  const categories = useCategories(currentLocale());
  const config = useSiteConfig();
  return (
    <RoutePage id="shopsMap" size="xl">
      <ShopsMapScreen categories={categories.data?.items} tileUrl={config.data?.mapTileUrl} />
    </RoutePage>
  );
}
