import { PendingPage } from '../components/pending-page';

export default function EditShopPage() {
  return <PendingPage id="editShop" />;
}
