export { Pager, usePagerCount, type PagerProps } from './pager';
export { pagerItems, type PagerItem } from './pager-items';
