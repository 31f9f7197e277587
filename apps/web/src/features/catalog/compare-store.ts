import { MAX_COMPARED_PRODUCTS } from '@kramik/contract';
import { storedList } from '../../lib/stored-list';

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

const stored = storedList(COMPARE_STORAGE_KEY, (raw) => readCompared(raw));
const current = stored.get;
const set = stored.set;

export const compareStore = {
  get: current,
  subscribe: stored.subscribe,
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
  return stored.use();
}
