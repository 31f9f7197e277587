import { ShipmentPanel } from '../../features/logistics/components/shipment-panel';
import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

export default function SellerOrdersPage() {
  const locale = currentLocale();
  return (
    <RoutePage id="sellerOrders" size="xl">
      <OrdersScreen
        scope="seller"
        locale={locale}
        orderExtra={(order) => <ShipmentPanel key={order._id} order={order} locale={locale} />}
      />
    </RoutePage>
  );
}
