import { useEffect, useRef, useState } from 'react';

/**
 * The time left to `deadlineAt` (ms since epoch) on the wall clock, ticking every second until it passes. The
 * services apply a passed deadline when the entity is read, so `onExpired` (called once) reads it again rather than
 * deciding anything in the browser.
 */
export function useTimeLeft(deadlineAt: number, onExpired?: () => void): { left: number; expired: boolean } {
  const [now, setNow] = useState(() => Date.now());
  const expiredRef = useRef(onExpired);
  expiredRef.current = onExpired;
  const left = deadlineAt - now;
  const expired = left <= 0;

  useEffect(() => {
    if (expired) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [expired]);

  useEffect(() => {
    if (expired) expiredRef.current?.();
  }, [expired]);

  return { left, expired };
}

/** 3 725 000 ms → '01:02:05'; past 24 hours either whole days in front ('2d 01:02:05', with `dayUnit`) or more hours. */
export function formatTimeLeft(ms: number, dayUnit?: string): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = dayUnit ? Math.floor(total / 86_400) : 0;
  const hours = dayUnit ? Math.floor((total % 86_400) / 3600) : Math.floor(total / 3600);
  const clock = `${pad(hours)}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days > 0 ? `${days}${dayUnit} ${clock}` : clock;
}
