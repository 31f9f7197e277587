import { useT } from '../../i18n/use-t';
import { pointAddressLine, type PickupShop } from '@kramik/contract';
import { useCountries } from '../../features/accounts/api/list-countries';
import { useAddresses } from '../../features/accounts/api/list-addresses';
import { useInvoiceData } from '../../features/accounts/api/list-invoice-data';
import { useAuth } from '../../features/accounts/auth-store';
import {
  AddressFields,
  InvoiceDataFields,
} from '../../features/accounts/components/address-fields';
import { CartScreen } from '../../features/cart/components/cart-screen';
import { CouponField } from '../../features/promotions/components/coupon-field';
import type { CheckoutAccount } from '../../features/cart/components/checkout-details';
import type { PointMapSlot } from '../../features/cart/components/point-picker';
import { ShopMap } from '../../features/shops/components/shop-map';
import { useNow } from '../../features/shops/use-now';
import { useSiteConfig } from '../../features/site/api/get-config';
import { currentLocale } from '../../i18n';

/** The cart and, for logged-in buyers, the checkout (SPEC /cart). */
export default function CartPage() {
  const { user } = useAuth();
  return user ? <BuyerCart userId={user._id} /> : <VisitorCart />;
}

function VisitorCart() {
  const now = useNow();
  return (
    <CartScreen
      loggedIn={false}
      loginHref={`/auth?redirect=${encodeURIComponent('/cart')}`}
      locale={currentLocale()}
      account={null}
      now={now}
    />
  );
}

function BuyerCart({ userId }: { userId: string }) {
  const locale = currentLocale();
  const now = useNow();
  const account = useCheckoutAccount(userId, locale);
  const t = useT();
  const config = useSiteConfig();

  const shopMap = (shops: readonly PickupShop[], selectedId: string | null) => (
    <ShopMap
      label={t('cart.shopsMap')}
      tileUrl={config.data?.mapTileUrl}
      size="small"
      wheelZoom={false}
      pins={shops.map((shop) => ({
        id: shop._id,
        location: shop.location,
        title: shop.title,
        muted: selectedId !== null && selectedId !== shop._id,
      }))}
      fitKey={shops.map((shop) => shop._id).join()}
    />
  );

  const pointMap: PointMapSlot = ({ points, selectedCode, onSelect }) => (
    <ShopMap
      label={t('cart.points.mapLabel')}
      tileUrl={config.data?.mapTileUrl}
      size="medium"
      wheelZoom={false}
      pins={points.map((point) => ({
        id: point.code,
        location: point.location,
        title: `${point.code}, ${pointAddressLine(point.address)}`,
        muted: selectedCode !== null && selectedCode !== point.code,
        onSelect: () => onSelect(point),
      }))}
      fitKey={points.map((point) => point.code).join()}
    />
  );

  return (
    <CartScreen
      loggedIn
      loginHref="/auth"
      locale={locale}
      account={account}
      shopMap={shopMap}
      pointMap={pointMap}
      couponSlot={(group, disabled) => (
        <CouponField group={group} locale={locale} disabled={disabled} />
      )}
      now={now}
    />
  );
}

function useCheckoutAccount(userId: string, locale: string): CheckoutAccount {
  const addresses = useAddresses(userId);
  const invoiceData = useInvoiceData(userId);
  const countries = useCountries(locale);
  return {
    addresses: addresses.data ?? (addresses.isError ? [] : undefined),
    invoiceData: invoiceData.data ?? (invoiceData.isError ? [] : undefined),
    countries: countries.data,
    countriesFailed: countries.isError,
    AddressFields,
    InvoiceDataFields,
  };
}
