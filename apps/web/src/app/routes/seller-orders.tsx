import { ShipmentPanel } from '../../features/logistics/components/shipment-panel';
import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { OrderPiecesPanel } from '../../features/passports/components/order-pieces-panel';
import { ProgressPostsPanel } from '../../features/made-to-order/components/progress-posts-panel';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

export default function SellerOrdersPage() {
  const locale = currentLocale();
  return (
    <RoutePage id="sellerOrders" size="xl">
      <OrdersScreen
        scope="seller"
        locale={locale}
        orderExtra={(order) => (
          <>
            <ShipmentPanel key={order._id} order={order} locale={locale} />
            {/* The maker prints each piece's card for the parcel (issue 24). */}
            <OrderPiecesPanel key={`pieces-${order._id}`} orderId={order._id} locale={locale} />
            {/* Photos of the piece in the making for the buyer (issue 24). */}
            <ProgressPostsPanel
              key={`progress-${order._id}`}
              scope="seller"
              orderId={order._id}
              status={order.status}
              locale={locale}
            />
          </>
        )}
      />
    </RoutePage>
  );
}
