import { PaymentCancelledScreen } from '../../features/payments/components/payment-cancelled-screen';

export default function PaymentCancelledPage() {
  return <PaymentCancelledScreen />;
}
