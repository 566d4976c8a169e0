/**
 * A small in-process cache of answers that may be a moment old (the public hall's pages and counts, reference
 * names). Concurrent misses of one key share one load, so a burst of callers costs one query, not one each; a
 * failed load is forgotten at once. Entries live `ttlMs` by `now` (real time unless given: the services pass their
 * clock, so a test whose clock stands still sees no entry expire); beyond `max` keys the oldest go first.
 */
export type TtlCache<V> = {
  get(key: string, load: () => PromiseLike<V>): Promise<V>;
  clear(): void;
};

export function ttlCache<V>(options: { ttlMs: number; max: number; now?: () => number }): TtlCache<V> {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, { until: number; value: Promise<V> }>();
  return {
    get(key, load) {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.until > at) return hit.value;
      if (hit) entries.delete(key);
      // adopted once: a query builder is a thenable that would run its query again on every `await`
      const value = Promise.resolve(load());
      entries.set(key, { until: at + options.ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > options.max) entries.delete(entries.keys().next().value!);
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
