import { PendingPage } from '../components/pending-page';

export default function CompanyDataPage() {
  return <PendingPage id="companyData" />;
}
