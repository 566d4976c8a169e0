/**
 * (The same rule as src/features/wallet/pager.ts, which can import it from here.)
 *
 * The pager of spec 9 ("pager pages: 5 when width under 992, otherwise 7"): at most `pagerCount` numbered buttons,
 * the first and the last page always among them and the current one centred, plus a "more" jump on each side where
 * pages are left out (the classic `pager-count` rule the spec's numbers come from). antd's Pagination cannot be
 * told a count (it shows 4 to 6 numbers whatever the width), so the records draw this one.
 */
export type PagerItem = { kind: 'page' | 'jumpPrev' | 'jumpNext'; page: number };

export function pagerItems(current: number, pageCount: number, pagerCount: number): PagerItem[] {
  if (pageCount < 1) return [];
  const half = (pagerCount - 1) / 2;
  const prevMore = pageCount > pagerCount && current > pagerCount - half;
  const nextMore = pageCount > pagerCount && current < pageCount - half;
  let middle: number[];
  if (prevMore && nextMore) {
    const offset = Math.floor(pagerCount / 2) - 1;
    middle = range(current - offset, current + offset);
  } else if (prevMore) {
    middle = range(pageCount - (pagerCount - 2), pageCount - 1);
  } else if (nextMore) {
    middle = range(2, pagerCount - 1);
  } else {
    middle = range(2, pageCount - 1);
  }
  const jump = pagerCount - 2;
  return [
    { kind: 'page', page: 1 },
    ...(prevMore ? [{ kind: 'jumpPrev' as const, page: Math.max(1, current - jump) }] : []),
    ...middle.map((page) => ({ kind: 'page' as const, page })),
    ...(nextMore ? [{ kind: 'jumpNext' as const, page: Math.min(pageCount, current + jump) }] : []),
    ...(pageCount > 1 ? [{ kind: 'page' as const, page: pageCount }] : []),
  ];
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i += 1) out.push(i);
  return out;
}
