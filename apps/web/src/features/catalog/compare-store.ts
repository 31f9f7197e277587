import { useSyncExternalStore } from 'react';
import { MAX_COMPARED_PRODUCTS } from '@kramik/contract';

/** Where the chosen products are kept: across reloads, and shared by the open tabs. */
export const COMPARE_STORAGE_KEY = 'kramik.compare';

export type CompareChange = 'added' | 'removed' | 'full';

/** Adds the product, or removes it when it is already there; a full list stays as it is. */
export function toggleCompared(
  ids: readonly string[],
  id: string,
  max: number = MAX_COMPARED_PRODUCTS,
): { ids: readonly string[]; change: CompareChange } {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), change: 'removed' };
  if (ids.length >= max) return { ids, change: 'full' };
  return { ids: [...ids, id], change: 'added' };
}

/** What storage holds, checked: strings only, no repeats, at most the limit. */
export function readCompared(raw: string | null, max: number = MAX_COMPARED_PRODUCTS): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((v): v is string => typeof v === 'string' && v.length > 0);
  return [...new Set(ids)].slice(0, max);
}

function load(): readonly string[] {
  try {
    return readCompared(window.localStorage.getItem(COMPARE_STORAGE_KEY));
  } catch {
    return [];
  }
}

let ids: readonly string[] | undefined;
const listeners = new Set<() => void>();

function current(): readonly string[] {
  ids ??= load();
  return ids;
}

function set(next: readonly string[]) {
  ids = next;
  try {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage may be full or disabled: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key !== COMPARE_STORAGE_KEY && event.key !== null) return;
  ids = load();
  for (const listener of listeners) listener();
}

export const compareStore = {
  get: current,
  subscribe: (listener: () => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
  toggle: (id: string): CompareChange => {
    const result = toggleCompared(current(), id);
    if (result.change !== 'full') set(result.ids);
    return result.change;
  },
  remove: (id: string) => {
    set(current().filter((other) => other !== id));
  },
  /** Forgets products that no longer exist (the compare answer left them out). */
  keepOnly: (existing: readonly string[]) => {
    const kept = current().filter((id) => existing.includes(id));
    if (kept.length !== current().length) set(kept);
  },
  clear: () => {
    set([]);
  },
};

/** The ids of the products chosen for comparison, in the order they were added. */
export function useCompared(): readonly string[] {
  return useSyncExternalStore(compareStore.subscribe, compareStore.get, compareStore.get);
}
