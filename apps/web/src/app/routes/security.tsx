import { useTranslation } from 'react-i18next';
import { StaticPage } from '../../features/pages/components/static-page';
import security from '../../features/pages/content/security';
import { PageHeader } from '../../components/page-header';

export default function SecurityPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      header={<PageHeader title={t('routes.security.title')} />}
      translations={security}
    />
  );
}
