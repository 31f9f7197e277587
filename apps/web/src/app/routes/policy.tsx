import { PendingPage } from '../components/pending-page';

export default function PolicyPage() {
  return <PendingPage id="policy" />;
}
