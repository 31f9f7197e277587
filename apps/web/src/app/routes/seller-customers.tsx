import { CustomerList } from '../../features/orders/components/customer-list';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

export default function SellerCustomersPage() {
  return (
    <RoutePage id="sellerCustomers" size="xl">
      <CustomerList locale={currentLocale()} />
    </RoutePage>
  );
}
