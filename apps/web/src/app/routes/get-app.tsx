import { PendingPage } from '../components/pending-page';

export default function GetAppPage() {
  return <PendingPage id="getApp" />;
}
