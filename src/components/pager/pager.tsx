import { Button, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT, useViewportWidth } from '@/components/layout/use-viewport-width';
import { PAGER_COUNT, PAGER_COUNT_MOBILE } from '@/lib/ui-constants';
import { pagerItems } from './pager-items';
import './pager.css';

export type PagerProps = {
  current: number;
  pageSize: number;
  total: number;
  /** The page sizes offered; none: no size choice (the hall's fixed 20). */
  pageSizes?: readonly number[];
  /** At most this many page buttons; by default 7, or 5 under 992 px (spec 9). */
  pagerCount?: number;
  onChange(pageNum: number, pageSize: number): void;
  /** Names the navigation landmark (several pagers on a page). */
  label?: string;
};

/** The pager count of spec 9 for the current window: 5 page buttons under 992 px, else 7. */
export function usePagerCount(): number {
  return useViewportWidth() < MOBILE_BREAKPOINT ? PAGER_COUNT_MOBILE : PAGER_COUNT;
}

/**
 * A list's pager (spec 9): total, previous, at most 7 page buttons (5 under 992 px) with the first and last always
 * shown and "…" jumps between, next, and the page size. antd's Pagination cannot be told a button count, hence
 * this one. Strings: the `pager` namespace.
 */
export function Pager({ current, pageSize, total, pageSizes, pagerCount, onChange, label }: PagerProps) {
  const { t } = useTranslation('pager');
  const responsiveCount = usePagerCount();
  const count = pagerCount ?? responsiveCount;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  return (
    <nav aria-label={label ?? t('pager.label')} className="portal-pager" data-testid="pager">
      <Space wrap size={4}>
        <Typography.Text type="secondary">{t('pager.total', { total })}</Typography.Text>
        <Button size="small" aria-label={t('pager.prev')} disabled={current <= 1} onClick={() => onChange(current - 1, pageSize)}>
          ‹
        </Button>
        {pagerItems(current, pageCount, count).map((item) =>
          item.kind === 'page' ? (
            <Button
              key={`page-${item.page}`}
              size="small"
              type={item.page === current ? 'primary' : 'default'}
              aria-label={t('pager.page', { page: item.page })}
              aria-current={item.page === current ? 'page' : undefined}
              className="portal-pager__page"
              onClick={() => onChange(item.page, pageSize)}
            >
              {item.page}
            </Button>
          ) : (
            <Button
              key={item.kind}
              size="small"
              type="text"
              aria-label={t(item.kind === 'jumpPrev' ? 'pager.jumpPrev' : 'pager.jumpNext', { page: item.page })}
              onClick={() => onChange(item.page, pageSize)}
            >
              …
            </Button>
          ),
        )}
        <Button size="small" aria-label={t('pager.next')} disabled={current >= pageCount} onClick={() => onChange(current + 1, pageSize)}>
          ›
        </Button>
        {pageSizes && pageSizes.length > 1 && (
          <Select
            size="small"
            aria-label={t('pager.size')}
            value={pageSize}
            style={{ minWidth: 100 }}
            onChange={(size: number) => onChange(1, size)}
            options={pageSizes.map((n) => ({ value: n, label: t('pager.perPage', { n }) }))}
          />
        )}
      </Space>
    </nav>
  );
}
