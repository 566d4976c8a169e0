import { useState } from 'react';
import { LIST_DEFAULT_PAGE_SIZE } from '../../../machines/constants';

/** A list's page and size (spec 9: 10, 20, 30, 50; 20 by default); a new size starts at page 1. */
export function usePaging(initialSize: number = LIST_DEFAULT_PAGE_SIZE) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: initialSize });
  return {
    page,
    reset: () => setPage((p) => ({ ...p, pageNum: 1 })),
    onChange: (pageNum: number, pageSize: number) => setPage((p) => ({ pageNum: pageSize === p.pageSize ? pageNum : 1, pageSize })),
  };
}
