import { PendingPage } from '../components/pending-page';

export default function RegisterCompanyPage() {
  return <PendingPage id="registerCompany" />;
}
