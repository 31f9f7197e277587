import { PendingPage } from '../components/pending-page';

export default function PaymentMethodsPage() {
  return <PendingPage id="paymentMethods" />;
}
