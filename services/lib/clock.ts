/** Time source of the services; tests inject a clock they can move (expired codes, rate-limit windows). */
export type Clock = { now(): number };

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can set and advance. */
export function manualClock(start = Date.UTC(2026, 0, 1, 8, 0, 0)): Clock & { advance(ms: number): void; set(ms: number): void } {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
    set(ms: number) {
      current = ms;
    },
  };
}
