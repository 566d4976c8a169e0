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

/** The system clock moved forward by what tests ask for (only with PORTAL_TEST_HOOKS=1: `POST /dev/clock/advance`). */
export type AdjustableClock = Clock & { advance(ms: number): void; offsetMs(): number };

export function adjustableClock(base: Clock = systemClock): AdjustableClock {
  let offset = 0;
  return {
    now: () => base.now() + offset,
    advance(ms: number) {
      offset += ms;
    },
    offsetMs: () => offset,
  };
}

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  return typeof (clock as Partial<AdjustableClock>).offsetMs === 'function';
}
