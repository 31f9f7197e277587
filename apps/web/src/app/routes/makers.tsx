import { PendingPage } from '../components/pending-page';

export default function MakersPage() {
  return <PendingPage id="makers" />;
}
