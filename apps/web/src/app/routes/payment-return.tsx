import { PaymentReturnScreen } from '../../features/payments/components/payment-return-screen';

export default function PaymentReturnPage() {
  return <PaymentReturnScreen />;
}
