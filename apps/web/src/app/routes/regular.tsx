import { PendingPage } from '../components/pending-page';

export default function RegularPage() {
  return <PendingPage id="regular" />;
}
