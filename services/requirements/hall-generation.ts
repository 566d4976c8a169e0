/**
 * A counter per database that moves whenever a requirement row is written (the requirement store's `onWrite`). The
 * hall's cached pages and counts are keyed by it, so in this process a write is seen by the next hall read; other
 * services processes on the same database see it when their entries expire (requirement.service.ts, at most a
 * second for pages).
 */
const generations = new WeakMap<object, number>();

export function hallChanged(db: object): void {
  generations.set(db, (generations.get(db) ?? 0) + 1);
}

export function hallGeneration(db: object): number {
  return generations.get(db) ?? 0;
}
