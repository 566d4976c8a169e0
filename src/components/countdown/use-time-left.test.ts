import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './use-time-left';

describe('formatTimeLeft', () => {
  it('shows hours, minutes and seconds, rounding up to the second', () => {
    expect(formatTimeLeft(3_725_000)).toBe('01:02:05');
    expect(formatTimeLeft(1)).toBe('00:00:01');
    expect(formatTimeLeft(-5)).toBe('00:00:00');
  });
  it('lets hours pass 24 without a day unit, and puts whole days in front with one', () => {
    expect(formatTimeLeft(26 * 3_600_000)).toBe('26:00:00');
    expect(formatTimeLeft(2 * 86_400_000 + 3_725_000, 'd')).toBe('2d 01:02:05');
    expect(formatTimeLeft(3_725_000, '天')).toBe('01:02:05');
  });
});
