import { StaticPage } from '../../features/pages/components/static-page';
import paymentMethods from '../../features/pages/content/payment-methods';
import { RouteHeader } from '../../components/route-page';

export default function PaymentMethodsPage() {
  return (
    <StaticPage
      header={<RouteHeader id="paymentMethods" subtitle={null} />}
      translations={paymentMethods}
    />
  );
}
