import { useTranslation } from 'react-i18next';
import { StaticPage } from '../../features/pages/components/static-page';
import intellectualProperty from '../../features/pages/content/intellectual-property';
import { PageHeader } from '../../components/page-header';

export default function IntellectualPropertyPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      header={<PageHeader title={t('routes.intellectualProperty.title')} />}
      translations={intellectualProperty}
    />
  );
}
