import { PendingPage } from '../components/pending-page';

export default function ComparePage() {
  return <PendingPage id="compare" />;
}
