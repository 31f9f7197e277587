import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { currentLocale } from '../../i18n';
import { PageHeader } from '../../components/page-header';

export default function UserOrdersPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl">
      <PageHeader
        title={t('routes.userOrders.title')}
        subtitle={t('routes.userOrders.description')}
      />
      <OrdersScreen scope="buyer" locale={currentLocale()} />
    </Container>
  );
}
