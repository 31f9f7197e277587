import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../features/catalog/api/list-categories';
import { ShopsMapScreen } from '../../features/shops/components/shops-map-screen';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';
import { PageHeader } from '../../components/page-header';

/** Every shop and studio that makers show on the public map. */
export default function ShopsMapPage() {
  const { t } = useTranslation();
  const categories = useCategories(currentLocale());
  const config = useSiteConfig();
  return (
    <Container size="xl">
      <PageHeader title={t('routes.shopsMap.title')} subtitle={t('routes.shopsMap.description')} />
      <ShopsMapScreen categories={categories.data?.items} tileUrl={config.data?.mapTileUrl} />
    </Container>
  );
}
