import { PendingPage } from '../components/pending-page';

export default function AdminPage() {
  return <PendingPage id="admin" />;
}
