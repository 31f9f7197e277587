import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

// Without a provider: false in the server's render (no window), true in a browser that rendered
// the page itself.
const HydratedContext = createContext(typeof window !== 'undefined');

/**
 * Around a page the browser hydrates: false while it hydrates, true once it has. The change is a
 * transition, so what waits for it (every card's heart, dates in the visitor's time zone) renders
 * in slices that leave the main thread to the visitor, not in one long task.
 */
export function HydrationProvider({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return createElement(HydratedContext.Provider, { value: hydrated }, children);
}

/**
 * False in the server's render and while the browser hydrates it, true afterwards: what only a
 * browser can run (a map, the clipboard) waits for it, and the hydrated page matches the server's.
 */
export function useHydrated() {
  return useContext(HydratedContext);
}
