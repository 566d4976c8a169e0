import { useEffect, useRef, useState } from 'react';

/**
 * A countdown that runs in the browser and reports its end as a callback. The machines hold no timers (they
 * cannot: `createTestModel` refuses `after`), so the hook of each flow owns the clock and turns its end into
 * the machine's `timer.expired` event.
 *
 * `runKey` starts the clock: `null` means stopped; any other value (re)starts it from `durationMs`, so a new
 * key (for example the moment a code was sent) restarts the count even when the previous one is still running.
 * Returns the whole seconds left (0 when stopped or done).
 */
export function useCountdown(runKey: string | number | null, durationMs: number, onExpired: () => void): number {
  const [secondsLeft, setSecondsLeft] = useState(runKey === null ? 0 : Math.ceil(durationMs / 1000));
  const onExpiredRef = useRef(onExpired);
  onExpiredRef.current = onExpired;

  useEffect(() => {
    if (runKey === null) {
      setSecondsLeft(0);
      return undefined;
    }
    // Wall-clock based, so a throttled background tab still ends on time.
    const endsAt = Date.now() + durationMs;
    setSecondsLeft(Math.ceil(durationMs / 1000));
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      window.clearInterval(interval);
      window.clearTimeout(timeout);
      setSecondsLeft(0);
      onExpiredRef.current();
    };
    const interval = window.setInterval(() => {
      const left = endsAt - Date.now();
      if (left <= 0) finish();
      else setSecondsLeft(Math.ceil(left / 1000));
    }, 1000);
    const timeout = window.setTimeout(finish, durationMs);
    return () => {
      done = true;
      window.clearInterval(interval);
      window.clearTimeout(timeout);
    };
  }, [runKey, durationMs]);

  return secondsLeft;
}
