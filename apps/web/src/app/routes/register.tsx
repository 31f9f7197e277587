import { PendingPage } from '../components/pending-page';

export default function RegisterPage() {
  return <PendingPage id="register" />;
}
