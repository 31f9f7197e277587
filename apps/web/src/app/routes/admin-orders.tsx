import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

export default function AdminOrdersPage() {
  return (
    <RoutePage id="adminOrders" size="xl">
      <OrdersScreen scope="admin" locale={currentLocale()} />
    </RoutePage>
  );
}
