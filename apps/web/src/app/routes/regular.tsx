import { useTranslation } from 'react-i18next';
import { StaticPage } from '../../features/pages/components/static-page';
import regular from '../../features/pages/content/regular';
import { PageHeader } from '../../components/page-header';

export default function RegularPage() {
  const { t } = useTranslation();
  return (
    <StaticPage header={<PageHeader title={t('routes.regular.title')} />} translations={regular} />
  );
}
