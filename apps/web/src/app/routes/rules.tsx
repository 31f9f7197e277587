import { PendingPage } from '../components/pending-page';

export default function RulesPage() {
  return <PendingPage id="rules" />;
}
