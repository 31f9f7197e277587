import { PendingPage } from '../components/pending-page';

export default function CompanyPage() {
  return <PendingPage id="company" />;
}
