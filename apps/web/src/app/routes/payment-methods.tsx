import { useTranslation } from 'react-i18next';
import { StaticPage } from '../../features/pages/components/static-page';
import paymentMethods from '../../features/pages/content/payment-methods';
import { PageHeader } from '../../components/page-header';

export default function PaymentMethodsPage() {
  const { t } = useTranslation();
  return (
    <StaticPage
      header={<PageHeader title={t('routes.paymentMethods.title')} />}
      translations={paymentMethods}
    />
  );
}
