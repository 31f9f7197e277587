import { useTranslation } from 'react-i18next';
import { StaticPage } from '../../features/pages/components/static-page';
import rules from '../../features/pages/content/rules';
import { PageHeader } from '../../components/page-header';

export default function RulesPage() {
  const { t } = useTranslation();
  return (
    <StaticPage header={<PageHeader title={t('routes.rules.title')} />} translations={rules} />
  );
}
