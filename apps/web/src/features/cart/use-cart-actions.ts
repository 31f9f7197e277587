import { useT } from '../../i18n/use-t';
import type { CartLine } from '@kramik/contract';
import { notifyApiError, notifyError } from '../../lib/notify';
import { deleteCartItem, emptyCart, updateCartItem, useServerCartChange } from './api/change-cart';
import { browserCart } from './browser-cart';
import { browserCartChanges } from './browser-cart-changes';

/** Changing lines of the cart on screen: the server cart when logged in, else the browser's. */
export function useCartActions(loggedIn: boolean) {
  const t = useT();
  const update = useServerCartChange(
    ({ productId, quantity }: { productId: string; quantity: number }) =>
      updateCartItem(productId, quantity),
  );
  const remove = useServerCartChange(deleteCartItem);
  const empty = useServerCartChange(emptyCart);

  return {
    pending: update.isPending || remove.isPending || empty.isPending,
    /** Sets a line's quantity; above the stock the change is refused with the spec's message. */
    setQuantity: (line: CartLine, quantity: number) => {
      if (quantity > line.available) {
        notifyError(t('productPage.notThatMany'));
        return;
      }
      if (!loggedIn) {
        browserCartChanges.setQuantity(line.productId, quantity, line.available);
        return;
      }
      update.mutate(
        { productId: line.productId, quantity },
        { onError: (error) => notifyApiError(error, t('cart.changeFailed')) },
      );
    },
    remove: (productId: string) => {
      if (!loggedIn) {
        browserCartChanges.remove(productId);
        return;
      }
      remove.mutate(productId, {
        onError: (error) => notifyApiError(error, t('cart.changeFailed')),
      });
    },
    empty: (onDone: () => void) => {
      if (!loggedIn) {
        browserCart.clear();
        onDone();
        return;
      }
      empty.mutate(undefined, {
        onSuccess: onDone,
        onError: (error) => notifyApiError(error, t('cart.changeFailed')),
      });
    },
    emptying: empty.isPending,
  };
}
