import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { LIST_DEFAULT_PAGE_SIZE, LIST_PAGE_SIZES } from '../../../machines/constants';

/**
 * The paging every operations queue shares (spec 9: lists page by 10, 20, 30 or 50, 20 by default): the page asked of the server, the antd pagination for its table,
 * and `firstPage()` for when a filter changes.
 */
export function useQueuePaging() {
  const [page, setPage] = useState({ pageNum: 1, pageSize: LIST_DEFAULT_PAGE_SIZE });
  return {
    page,
    firstPage: () => setPage((p) => ({ ...p, pageNum: 1 })),
    pagination: (total: number | undefined): TablePaginationConfig => ({
      current: page.pageNum,
      pageSize: page.pageSize,
      total: total ?? 0,
      pageSizeOptions: [...LIST_PAGE_SIZES],
      showSizeChanger: true,
      onChange: (pageNum, pageSize) => setPage({ pageNum, pageSize }),
    }),
  };
}

/**
 * A queue filtered by one status (or all, `undefined`) over `useQueuePaging`: the variables its list query takes,
 * and a status change that starts again at page 1.
 */
export function useQueueFilter<S extends string>(initial: S | undefined) {
  const [status, setStatus] = useState<S | undefined>(initial);
  const { page, firstPage, pagination } = useQueuePaging();
  return {
    status,
    setStatus: (next: S | undefined) => {
      setStatus(next);
      firstPage();
    },
    variables: { ...page, status: status ?? null },
    pagination,
  };
}

export type QueueFilter<S extends string> = ReturnType<typeof useQueueFilter<S>>;
