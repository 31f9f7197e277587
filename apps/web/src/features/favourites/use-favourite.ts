import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FavouriteIds } from '@kramik/contract';
import {
  FAVOURITE_IDS_KEY,
  FAVOURITE_LISTS_KEY,
  getFavouriteIds,
  setFavourite,
} from './api/favourites';
import { browserFavourites, toggleFavouriteId, type FavouriteKind } from './browser-favourites';

/** Every id the signed-in buyer keeps (one request for all the hearts of a page). */
export function useFavouriteIds(signedIn: boolean) {
  return useQuery({
    queryKey: FAVOURITE_IDS_KEY,
    queryFn: getFavouriteIds,
    enabled: signedIn,
    staleTime: 60_000,
  });
}

/**
 * Whether a product is a favourite (or a maker followed), and the toggle: on the server when
 * signed in (shown at once, undone if the call fails), else in the browser.
 */
export function useFavourite(kind: FavouriteKind, id: string, signedIn: boolean) {
  const queryClient = useQueryClient();
  const browser = browserFavourites[kind].use();
  const server = useFavouriteIds(signedIn);
  const mutation = useMutation({
    mutationFn: (on: boolean) => setFavourite(kind, id, on),
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: FAVOURITE_IDS_KEY, exact: true });
      const before = queryClient.getQueryData<FavouriteIds>(FAVOURITE_IDS_KEY);
      if (before) {
        queryClient.setQueryData<FavouriteIds>(FAVOURITE_IDS_KEY, {
          ...before,
          [kind]: toggleFavouriteId(before[kind], id, on),
        });
      }
      return { before };
    },
    onError: (_error, _on, context) => {
      if (context?.before) queryClient.setQueryData(FAVOURITE_IDS_KEY, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITE_LISTS_KEY }),
  });
  const on = signedIn ? (server.data?.[kind].includes(id) ?? false) : browser.includes(id);
  const toggle = () => {
    if (signedIn) mutation.mutate(!on);
    else browserFavourites[kind].set(id, !on);
  };
  return { on, toggle, pending: mutation.isPending, failed: mutation.isError };
}
