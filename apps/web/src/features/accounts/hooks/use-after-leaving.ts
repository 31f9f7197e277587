import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs an action once the page that armed it has been left (on unmount). Signing out on a guarded
 * page would make its guard send the person to the login before the navigation away has been
 * rendered (the router renders navigations in a transition); signing out after leaving does not.
 */
export function useAfterLeaving() {
  const pending = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      const action = pending.current;
      pending.current = null;
      action?.();
    },
    [],
  );
  return useCallback((action: () => void) => {
    pending.current = action;
  }, []);
}
