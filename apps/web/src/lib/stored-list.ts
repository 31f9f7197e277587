import { useSyncExternalStore } from 'react';

/**
 * A list kept in localStorage under `key`, shared by the open tabs (the `storage` event) and read
 * through `read`, which checks whatever storage holds. Storage may be full or disabled: then the
 * list lasts for this page only.
 */
const NOTHING: readonly never[] = [];
const empty = () => NOTHING;

export function storedList<T>(key: string, read: (raw: string | null) => T[]) {
  let items: readonly T[] | undefined;
  const listeners = new Set<() => void>();
  // An empty list is the server's very array: after hydration React compares the two, and a
  // different one re-renders every reader (each card's compare button) at once, in one long task.
  const load = (): readonly T[] => {
    try {
      const list = read(window.localStorage.getItem(key));
      return list.length === 0 ? NOTHING : list;
    } catch {
      return NOTHING;
    }
  };
  const get = (): readonly T[] => (items ??= load());
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    items = load();
    notify();
  };
  const set = (next: readonly T[]) => {
    items = next;
    try {
      if (next.length === 0) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // The list lasts for this page only.
    }
    notify();
  };
  const subscribe = (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  };
  // A server render (and the hydration of its page) sees an empty list: storage is the browser's.
  const use = () => useSyncExternalStore(subscribe, get, empty);
  return { get, set, subscribe, use };
}
