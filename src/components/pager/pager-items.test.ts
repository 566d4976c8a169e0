import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-items';

const show = (current: number, pages: number, count: number) =>
  pagerItems(current, pages, count)
    .map((i) => (i.kind === 'page' ? String(i.page) : i.kind === 'jumpPrev' ? `«${i.page}` : `»${i.page}`))
    .join(' ');

describe('pagerItems (spec 9: 7 page buttons, 5 under 992 px)', () => {
  it('shows every page when they fit', () => {
    expect(show(1, 1, 7)).toBe('1');
    expect(show(2, 7, 7)).toBe('1 2 3 4 5 6 7');
    expect(show(3, 5, 5)).toBe('1 2 3 4 5');
    expect(show(1, 0, 7)).toBe('');
  });

  it('keeps 7 numbered buttons with the first, the last and the current centred', () => {
    expect(show(1, 50, 7)).toBe('1 2 3 4 5 6 »6 50');
    expect(show(4, 50, 7)).toBe('1 2 3 4 5 6 »9 50');
    expect(show(10, 50, 7)).toBe('1 «5 8 9 10 11 12 »15 50');
    expect(show(47, 50, 7)).toBe('1 «42 45 46 47 48 49 50');
    expect(show(50, 50, 7)).toBe('1 «45 45 46 47 48 49 50');
  });

  it('keeps 5 numbered buttons on a narrow screen', () => {
    expect(show(1, 50, 5)).toBe('1 2 3 4 »4 50');
    expect(show(10, 50, 5)).toBe('1 «7 9 10 11 »13 50');
    expect(show(50, 50, 5)).toBe('1 «47 47 48 49 50');
    for (let current = 1; current <= 50; current += 1) {
      expect(pagerItems(current, 50, 5).filter((i) => i.kind === 'page')).toHaveLength(5);
      expect(pagerItems(current, 50, 7).filter((i) => i.kind === 'page')).toHaveLength(7);
    }
  });
});
