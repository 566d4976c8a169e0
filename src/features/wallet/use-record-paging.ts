import { useState } from 'react';
import { MOBILE_BREAKPOINT, useViewportWidth } from '@/components/layout/use-viewport-width';
import { LIST_DEFAULT_PAGE_SIZE } from '../../../machines/constants';
import { PAGER_COUNT, PAGER_COUNT_MOBILE } from '@/lib/ui-constants';
import type { RecordPagerProps } from './record-pager';

export type RecordPage = { pageNum: number; pageSize: number };

/**
 * Paging of the wallet records (spec 9): page sizes 10, 20, 30, 50 (20 by default), and 5 pager buttons under
 * 992 px, else 7 (./record-pager.tsx). `filterKey` names the filter the records are read with: when it changes
 * the pager goes back to page 1.
 */
export function useRecordPaging(filterKey: string, initialSize: number = LIST_DEFAULT_PAGE_SIZE) {
  const width = useViewportWidth();
  const [page, setPage] = useState<RecordPage>({ pageNum: 1, pageSize: initialSize });
  // A new filter starts at its first page, in the same render (no request for page n of the new filter).
  const [seenFilter, setSeenFilter] = useState(filterKey);
  if (seenFilter !== filterKey) {
    setSeenFilter(filterKey);
    if (page.pageNum !== 1) setPage({ ...page, pageNum: 1 });
  }
  const current = seenFilter === filterKey ? page : { ...page, pageNum: 1 };
  return {
    page: current,
    pager: (total: number | undefined): RecordPagerProps => ({
      current: current.pageNum,
      pageSize: current.pageSize,
      total: total ?? 0,
      pagerCount: width < MOBILE_BREAKPOINT ? PAGER_COUNT_MOBILE : PAGER_COUNT,
      onChange: (pageNum, pageSize) => setPage((p) => ({ pageNum: pageSize === p.pageSize ? pageNum : 1, pageSize })),
    }),
  };
}
