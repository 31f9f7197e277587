import { PendingPage } from '../components/pending-page';

export default function AboutPage() {
  return <PendingPage id="about" />;
}
