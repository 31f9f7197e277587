import { useTranslation } from 'react-i18next';
import { StaticPage } from '../../features/pages/components/static-page';
import about from '../../features/pages/content/about';
import { PageHeader } from '../../components/page-header';

export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <StaticPage header={<PageHeader title={t('routes.about.title')} />} translations={about} />
  );
}
