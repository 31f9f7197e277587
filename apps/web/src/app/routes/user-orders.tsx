import { Stack } from '@mantine/core';
import type { OrderDetail } from '@kramik/contract';
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
  return (
    <RoutePage id="userOrders" size="xl">
      <OrdersScreen
        scope="buyer"
        locale={locale}
        orderExtra={(order) => <BuyerOrderPanels order={order} locale={locale} />}
      />
    </RoutePage>
  );
}

/**
 * What the buyer sees below an order's details: the parcel's way, the maker's progress photos, a
 * message to the maker and, once received, the reviews and the pieces' passports. Each panel is
 * keyed by its own name and the order, so that another order's panel starts afresh (two with the
 * same key among these siblings were one too many for React).
 */
export function BuyerOrderPanels({ order, locale }: { order: OrderDetail; locale: string }) {
  const { user } = useAuth();
  return (
    <Stack gap="md">
      <ShipmentTimeline key={`shipments-${order._id}`} orderId={order._id} locale={locale} />
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
        <OrderReviewsPanel key={`reviews-${order._id}`} orderId={order._id} locale={locale} />
      )}
      {RECEIVED.has(order.status) && (
        <OrderPiecesPanel key={`pieces-${order._id}`} orderId={order._id} locale={locale} />
      )}
    </Stack>
  );
}
