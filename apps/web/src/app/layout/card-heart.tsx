import { lazy, Suspense, type ReactNode } from 'react';
import { useAuth } from '../../features/accounts/auth-store';
import { ProductCardExtraContext } from '../../components/product-card-extra';
import { useHydrated } from '../../lib/use-hydrated';

// The hearts load after the first paint, outside the first bundle; a visitor's favourites are
// the browser's, so the server's render has none to show.
const FavouriteHeart = lazy(() => import('../../features/favourites/components/favourite-heart'));

function CardHeart({ productId, name }: { productId: string; name: string }) {
  const { user } = useAuth();
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <FavouriteHeart productId={productId} name={name} signedIn={user !== null} />
    </Suspense>
  );
}

const renderHeart = (product: { productId: string; name: string }) => <CardHeart {...product} />;

/** Puts the favourites' heart on every product card of the pages below (issue 24). */
export function CardHeartProvider({ children }: { children: ReactNode }) {
  return (
    <ProductCardExtraContext.Provider value={renderHeart}>
      {children}
    </ProductCardExtraContext.Provider>
  );
}
