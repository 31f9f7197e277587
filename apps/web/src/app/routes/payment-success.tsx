import { PaymentSuccessScreen } from '../../features/payments/components/payment-success-screen';
import { currentLocale } from '../../i18n';

export default function PaymentSuccessPage() {
  return <PaymentSuccessScreen locale={currentLocale()} />;
}
