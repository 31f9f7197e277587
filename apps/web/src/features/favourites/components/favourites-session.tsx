import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { browserFavourites } from '../browser-favourites';
import { mergeBrowserFavourites } from '../merge-favourites';

/**
 * Keeps the browser's and the account's favourites apart, as the cart does: at sign-in the
 * browser's lists are merged into the account and emptied; after sign-out they start empty.
 * Loaded by the header after the first paint.
 */
export default function FavouritesSession({ signedIn }: { signedIn: boolean }) {
  const queryClient = useQueryClient();
  const products = browserFavourites.products.use();
  const makers = browserFavourites.makers.use();
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (signedIn && (products.length > 0 || makers.length > 0)) {
      void mergeBrowserFavourites(queryClient);
    }
  }, [signedIn, products, makers, queryClient]);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) {
      browserFavourites.products.clear();
      browserFavourites.makers.clear();
    }
    wasSignedIn.current = signedIn;
  }, [signedIn]);
  return null;
}
