import { Button, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIST_PAGE_SIZES } from '../../../machines/constants';
import { pagerItems } from './pager';
import './wallet.css';

export type RecordPagerProps = {
  current: number;
  pageSize: number;
  total: number;
  /** 7, or 5 under 992 px (./use-record-paging.ts). */
  pagerCount: number;
  onChange(pageNum: number, pageSize: number): void;
};

/** The records' pager: total, previous, the page buttons of ./pager.ts, next, and the page size (10, 20, 30, 50). */
export function RecordPager({ current, pageSize, total, pagerCount, onChange }: RecordPagerProps) {
  const { t } = useTranslation('wallet');
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  // Nothing to page through: the table's empty state says it all.
  if (total === 0) return null;
  return (
    <nav aria-label={t('wallet.pager.label')} className="wallet-pager" data-testid="record-pager">
      <Space wrap size={4}>
        <Typography.Text type="secondary">{t('wallet.pager.total', { total })}</Typography.Text>
        <Button size="small" aria-label={t('wallet.pager.prev')} disabled={current <= 1} onClick={() => onChange(current - 1, pageSize)}>
          ‹
        </Button>
        {pagerItems(current, pageCount, pagerCount).map((item) =>
          item.kind === 'page' ? (
            <Button
              key={`page-${item.page}`}
              size="small"
              type={item.page === current ? 'primary' : 'default'}
              aria-label={t('wallet.pager.page', { page: item.page })}
              aria-current={item.page === current ? 'page' : undefined}
              className="wallet-pager__page"
              onClick={() => onChange(item.page, pageSize)}
            >
              {item.page}
            </Button>
          ) : (
            <Button
              key={item.kind}
              size="small"
              type="text"
              aria-label={t(item.kind === 'jumpPrev' ? 'wallet.pager.jumpPrev' : 'wallet.pager.jumpNext', { page: item.page })}
              onClick={() => onChange(item.page, pageSize)}
            >
              …
            </Button>
          ),
        )}
        <Button size="small" aria-label={t('wallet.pager.next')} disabled={current >= pageCount} onClick={() => onChange(current + 1, pageSize)}>
          ›
        </Button>
        <Select
          size="small"
          aria-label={t('wallet.pager.size')}
          value={pageSize}
          style={{ minWidth: 100 }}
          onChange={(size: number) => onChange(1, size)}
          options={LIST_PAGE_SIZES.map((n) => ({ value: n, label: t('wallet.pager.perPage', { n }) }))}
        />
      </Space>
    </nav>
  );
}
