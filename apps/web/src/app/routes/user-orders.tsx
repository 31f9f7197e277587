import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

export default function UserOrdersPage() {
  return (
    <RoutePage id="userOrders" size="xl">
      <OrdersScreen scope="buyer" locale={currentLocale()} />
    </RoutePage>
  );
}
