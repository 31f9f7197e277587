import { useEffect } from 'react';
import { useUnreadCount } from '../api/threads';

type BadgingNavigator = Navigator & {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
};

/** The installed app's icon shows the count too, where the browser can (Badging API). */
function useAppBadge(count: number) {
  useEffect(() => {
    const nav = navigator as BadgingNavigator;
    if (!nav.setAppBadge || !nav.clearAppBadge) return;
    const done = count > 0 ? nav.setAppBadge(count) : nav.clearAppBadge();
    done.catch(() => undefined);
  }, [count]);
}

/**
 * How many conversations have unread messages, kept fresh while the user is signed in, reported
 * to the header (which draws its link itself); loaded after the first paint.
 */
export default function UnreadSession({
  signedIn,
  onCount,
}: {
  signedIn: boolean;
  onCount: (count: number) => void;
}) {
  const unread = useUnreadCount(signedIn);
  const count = signedIn ? (unread.data ?? 0) : 0;
  useAppBadge(count);
  useEffect(() => onCount(count), [count, onCount]);
  return null;
}
