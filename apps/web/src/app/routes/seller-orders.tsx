import { PendingPage } from '../components/pending-page';

export default function SellerOrdersPage() {
  return <PendingPage id="sellerOrders" />;
}
