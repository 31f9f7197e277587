import { PaymentSelectionScreen } from '../../features/payments/components/payment-selection-screen';
import { currentLocale } from '../../i18n';

/** `/payment-selection`: the buyer chooses how to pay the orders and waits for the payment. */
export default function PaymentSelectionPage() {
  return <PaymentSelectionScreen locale={currentLocale()} />;
}
