import { Stack } from '@mantine/core';
import { useAuth } from '../../features/accounts/auth-store';
import { ShipmentTimeline } from '../../features/logistics/components/shipment-timeline';
import { OpenThreadButton } from '../../features/conversations/components/open-thread-button';
import { OrdersScreen } from '../../features/orders/components/orders-screen';
import { OrderReviewsPanel } from '../../features/reviews/components/order-reviews-panel';
import { OrderPiecesPanel } from '../../features/passports/components/order-pieces-panel';
import { ProgressPostsPanel } from '../../features/made-to-order/components/progress-posts-panel';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

/** Statuses after which the buyer has the goods and rates them (delivered, picked up). */
const RECEIVED = new Set(['delivered', 'picked_up', 'completed']);

export default function UserOrdersPage() {
  const locale = currentLocale();
  const { user } = useAuth();
  return (
    <RoutePage id="userOrders" size="xl">
      <OrdersScreen
        scope="buyer"
        locale={locale}
        orderExtra={(order) => (
          <Stack gap="md">
            <ShipmentTimeline key={order._id} orderId={order._id} locale={locale} />
            <ProgressPostsPanel
              key={`progress-${order._id}`}
              scope="buyer"
              orderId={order._id}
              status={order.status}
              locale={locale}
            />
            <OpenThreadButton
              companyId={order.seller._id}
              orderId={order._id}
              label="messageMaker"
              size="sm"
              signedIn={user !== null}
              ownCompany={user !== null && user.companyId === order.seller._id}
              returnTo="/userorders"
            />
            {RECEIVED.has(order.status) && (
              <OrderReviewsPanel key={order._id} orderId={order._id} locale={locale} />
            )}
            {RECEIVED.has(order.status) && (
              <OrderPiecesPanel key={`pieces-${order._id}`} orderId={order._id} locale={locale} />
            )}
          </Stack>
        )}
      />
    </RoutePage>
  );
}
