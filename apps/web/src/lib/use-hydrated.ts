import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False in the server's render and while the browser hydrates it, true afterwards: what only a
 * browser can run (a map, the clipboard) waits for it, and the hydrated page matches the server's.
 */
export function useHydrated() {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
