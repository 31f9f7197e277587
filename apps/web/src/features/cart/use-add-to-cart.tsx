import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useT } from '../../i18n/use-t';
import { useNavigate } from 'react-router';
import { NOTIFICATION_TIMEOUT_MS } from '@kramik/contract';
import { ApiRequestError } from '../../lib/api-client';
import { notifyApiError, notifyError } from '../../lib/notify';
import { addCartItem } from './api/change-cart';
import { CART_KEY } from './api/get-cart';
import { browserCartChanges } from './browser-cart-changes';

export interface AddToCartInput {
  productId: string;
  name: string;
  quantity: number;
  /** The stock the buyer sees: a visitor's line may not go above it. */
  available: number;
}

/**
 * Puts a product in the cart (the server's when logged in, else the browser's) and says so with a
 * link to the cart. The answer is `tooMany` when the line would exceed the stock. `loggedIn` is
 * asked at the click, not at the render: a page that has just hydrated still renders as the
 * visitor the server saw, and a signed-in buyer's click then must not land in the browser cart.
 */
export function useAddToCart(loggedIn: () => boolean) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationFn: async (input: AddToCartInput): Promise<'ok' | 'tooMany'> => {
      if (!loggedIn()) {
        const result = browserCartChanges.add(input.productId, input.quantity, input.available);
        if (result === 'full')
          throw new ApiRequestError(400, 'CART_FULL', t('validation.cartTooLarge'));
        return result === 'tooMany' ? 'tooMany' : 'ok';
      }
      try {
        queryClient.setQueryData(CART_KEY, await addCartItem(input.productId, input.quantity));
        return 'ok';
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'OUT_OF_STOCK') return 'tooMany';
        throw error;
      }
    },
    onSuccess: (result, input) => {
      if (result === 'tooMany') {
        notifyError(t('productPage.notThatMany'));
        return;
      }
      const id = `cart-added-${input.productId}`;
      notifications.show({
        id,
        color: 'green',
        title: t('cart.added'),
        autoClose: NOTIFICATION_TIMEOUT_MS,
        closeButtonProps: { 'aria-label': t('layout.closeNotification') },
        styles: { description: { color: 'var(--kramik-ink)' } },
        message: (
          <>
            {t('cart.addedText', { name: input.name, quantity: input.quantity })}{' '}
            {/* Notifications sit outside the router: the link navigates through the hook's navigate. */}
            <a
              href="/cart"
              style={{ color: 'var(--kramik-link)', fontWeight: 600 }}
              onClick={(event) => {
                event.preventDefault();
                notifications.hide(id);
                void navigate('/cart');
              }}
            >
              {t('cart.goToCart')}
            </a>
          </>
        ),
      });
    },
    onError: (error) => notifyApiError(error, t('cart.addFailed')),
  });
}
