import { PendingPage } from '../components/pending-page';

export default function ShopPage() {
  return <PendingPage id="shop" />;
}
