import { PendingPage } from '../components/pending-page';

export default function ResetPasswordPage() {
  return <PendingPage id="resetPassword" />;
}
