import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CustomerList } from '../../features/orders/components/customer-list';
import { currentLocale } from '../../i18n';
import { PageHeader } from '../../components/page-header';

export default function SellerCustomersPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl">
      <PageHeader
        title={t('routes.sellerCustomers.title')}
        subtitle={t('routes.sellerCustomers.description')}
      />
      <CustomerList locale={currentLocale()} />
    </Container>
  );
}
