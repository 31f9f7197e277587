import { PendingPage } from '../components/pending-page';

export default function VerifyPage() {
  return <PendingPage id="verify" />;
}
