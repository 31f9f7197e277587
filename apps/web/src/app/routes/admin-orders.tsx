import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { currentLocale } from '../../i18n';
import { PageHeader } from '../../components/page-header';

export default function AdminOrdersPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl">
      <PageHeader
        title={t('routes.adminOrders.title')}
        subtitle={t('routes.adminOrders.description')}
      />
      <OrdersScreen scope="admin" locale={currentLocale()} />
    </Container>
  );
}
