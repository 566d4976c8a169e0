import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { dayBounds } from './record-filters';

describe('dayBounds', () => {
  it('turns a picked day range into whole days in ms, either end optional', () => {
    const start = dayjs('2025-03-07T15:20:00');
    const end = dayjs('2025-03-09T08:00:00');
    expect(dayBounds([start, end])).toEqual({ from: dayjs('2025-03-07T00:00:00.000').valueOf(), to: dayjs('2025-03-09T23:59:59.999').valueOf() });
    expect(dayBounds([start, null])).toEqual({ from: dayjs('2025-03-07T00:00:00.000').valueOf() });
    expect(dayBounds([null, end])).toEqual({ to: dayjs('2025-03-09T23:59:59.999').valueOf() });
    expect(dayBounds(null)).toEqual({});
  });
});
