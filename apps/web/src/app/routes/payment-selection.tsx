import { PendingPage } from '../components/pending-page';

export default function PaymentSelectionPage() {
  return <PendingPage id="paymentSelection" />;
}
