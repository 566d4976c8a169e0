/**
 * A small in-process cache of answers that may be a moment old (the public hall's pages and counts, reference
 * names). Concurrent misses of one key share one load, so a burst of callers costs one query, not one each; a
 * failed load is forgotten at once. Entries live `ttlMs` by `now` (real time unless given: the services pass their
 * clock, so a test whose clock stands still sees no entry expire); beyond `max` keys the oldest go first.
 */
export type TtlCache<V> = {
  get(key: string, load: () => PromiseLike<V>): Promise<V>;
  /** The value under `key` if it is fresh and already loaded; never starts a load. */
  peek(key: string): V | undefined;
  set(key: string, value: V): void;
  clear(): void;
};

type Entry<V> = { until: number; value: Promise<V>; loaded?: { value: V } };

export function ttlCache<V>(options: { ttlMs: number; max: number; now?: () => number }): TtlCache<V> {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, Entry<V>>();
  const fresh = (key: string): Entry<V> | undefined => {
    const hit = entries.get(key);
    if (hit && hit.until > now()) return hit;
    if (hit) entries.delete(key);
    return undefined;
  };
  const put = (key: string, entry: Entry<V>) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > options.max) entries.delete(entries.keys().next().value!);
  };
  return {
    get(key, load) {
      const hit = fresh(key);
      if (hit) return hit.value;
      // adopted once: a query builder is a thenable that would run its query again on every `await`
      const value = Promise.resolve(load());
      const entry: Entry<V> = { until: now() + options.ttlMs, value };
      put(key, entry);
      value.then(
        (loaded) => {
          entry.loaded = { value: loaded };
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    peek(key) {
      return fresh(key)?.loaded?.value;
    },
    set(key, value) {
      put(key, { until: now() + options.ttlMs, value: Promise.resolve(value), loaded: { value } });
    },
    clear() {
      entries.clear();
    },
  };
}
