import { PendingPage } from '../components/pending-page';

export default function AddShopPage() {
  return <PendingPage id="addShop" />;
}
