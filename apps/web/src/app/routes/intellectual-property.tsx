import { PendingPage } from '../components/pending-page';

export default function IntellectualPropertyPage() {
  return <PendingPage id="intellectualProperty" />;
}
