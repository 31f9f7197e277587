import { PendingPage } from '../../components/pending-page';

export default function ReportPage() {
  return <PendingPage id="report" />;
}
