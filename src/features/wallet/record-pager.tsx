import { LIST_PAGE_SIZES } from '../../../machines/constants';
import { Pager } from '@/components/pager';

export type RecordPagerProps = {
  current: number;
  pageSize: number;
  total: number;
  /** 7, or 5 under 992 px (./use-record-paging.ts). */
  pagerCount: number;
  onChange(pageNum: number, pageSize: number): void;
};

/** The records' pager: the shared pager (src/components/pager) with the list sizes 10, 20, 30, 50. */
export function RecordPager(props: RecordPagerProps) {
  return <Pager {...props} pageSizes={LIST_PAGE_SIZES} />;
}
