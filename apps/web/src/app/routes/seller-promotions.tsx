import { PromotionsScreen } from '../../features/promotions/components/promotions-screen';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

export default function SellerPromotionsPage() {
  return (
    <RoutePage id="sellerPromotions" size="lg">
      <PromotionsScreen locale={currentLocale()} />
    </RoutePage>
  );
}
