import { PendingPage } from '../components/pending-page';

export default function MyShopsPage() {
  return <PendingPage id="myShops" />;
}
