import { PendingPage } from '../components/pending-page';

export default function SecurityPage() {
  return <PendingPage id="security" />;
}
