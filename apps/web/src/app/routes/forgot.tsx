import { PendingPage } from '../components/pending-page';

export default function ForgotPage() {
  return <PendingPage id="forgot" />;
}
