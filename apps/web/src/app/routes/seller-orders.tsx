import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { currentLocale } from '../../i18n';
import { PageHeader } from '../../components/page-header';

export default function SellerOrdersPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl">
      <PageHeader
        title={t('routes.sellerOrders.title')}
        subtitle={t('routes.sellerOrders.description')}
      />
      <OrdersScreen scope="seller" locale={currentLocale()} />
    </Container>
  );
}
