import { useEffect, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/** The moment the server rendered the page (entry-server.tsx), which its hydration also uses. */
let renderedAt: number | undefined;

/** Set by the server for its render, and by the browser from the page's data before hydrating. */
export function setRenderTime(time: number | undefined) {
  renderedAt = time;
}

/**
 * The current time, refreshed every minute so that "open now" badges stay true. A server-rendered
 * page is hydrated at the moment it was rendered (the server's clock, not the browser's: "open
 * now" must read the same in both), then shows the browser's time.
 */
export function useNow(everyMs = 60_000): Date {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return !hydrated && renderedAt !== undefined ? new Date(renderedAt) : now;
}
