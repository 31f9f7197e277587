/**
 * A bounded map whose entries expire: an answer kept for a while (a geocoder's places, a search's
 * typo corrections) without growing without end. Past `maxEntries` the oldest entry goes; a key set
 * again counts as new.
 */
export class ExpiringMap<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();

  constructor(
    private readonly options: { maxAgeMs: number; maxEntries: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** The value, if it was set less than `maxAgeMs` ago. */
  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at < this.options.maxAgeMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: K, value: V) {
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now() });
    // A Map iterates in insertion order: the first key is the oldest.
    if (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * One `ExpiringMap` per owner object, made on first use and gone with the owner: what is kept per
 * database (tests and the benchmark open several at once).
 */
export function expiringMapPer<V>(options: { maxAgeMs: number; maxEntries: number }) {
  const maps = new WeakMap<object, ExpiringMap<string, V>>();
  return (owner: object) => {
    let map = maps.get(owner);
    if (!map) maps.set(owner, (map = new ExpiringMap<string, V>(options)));
    return map;
  };
}
