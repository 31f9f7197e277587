import { useTranslation } from 'react-i18next';
import { StaticPage } from '../../features/pages/components/static-page';
import policy from '../../features/pages/content/policy';
import { PageHeader } from '../../components/page-header';

export default function PolicyPage() {
  const { t } = useTranslation();
  return (
    <StaticPage header={<PageHeader title={t('routes.policy.title')} />} translations={policy} />
  );
}
