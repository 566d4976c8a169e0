import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useCountdown } from './use-countdown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useCountdown', () => {
  it('counts down the seconds and reports the end once', () => {
    const expired = vi.fn();
    const { result } = renderHook(() => useCountdown(1, 60_000, expired));
    expect(result.current).toBe(60);
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(result.current).toBe(1);
    expect(expired).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toBe(0);
    expect(expired).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('restarts on a new key and stops on null', () => {
    const expired = vi.fn();
    const { result, rerender } = renderHook(({ key }: { key: number | null }) => useCountdown(key, 3_000, expired), {
      initialProps: { key: 1 as number | null },
    });
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(result.current).toBe(1);
    rerender({ key: 2 });
    expect(result.current).toBe(3);
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(expired).not.toHaveBeenCalled();
    rerender({ key: null });
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(result.current).toBe(0);
    expect(expired).not.toHaveBeenCalled();
  });
});
