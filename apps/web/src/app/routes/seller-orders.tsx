import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

export default function SellerOrdersPage() {
  return (
    <RoutePage id="sellerOrders" size="xl">
      <OrdersScreen scope="seller" locale={currentLocale()} />
    </RoutePage>
  );
}
