import { PendingPage } from '../components/pending-page';

export default function UserOrdersPage() {
  return <PendingPage id="userOrders" />;
}
