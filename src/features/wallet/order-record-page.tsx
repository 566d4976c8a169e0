import { useState, type ReactNode } from 'react';
import { Button, Card, Drawer, Empty, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WalletRecordFilter } from '@/gql/graphql';
import type { CodeEntry } from '../../../machines/codes/code-table';
import { dayBounds, DayRangeFilter, type DayRange } from './record-filters';
import { RecordPager } from './record-pager';
import { useRecordPaging } from './use-record-paging';
import { useCodeLabel } from './wallet-format';
import { FitTable, type FitColumn } from '@/components/fit-table';
import { PageHeading } from '@/components/page-heading';
import { useFocusableTableScroll } from '@/components/use-focusable-table-scroll';

const ALL = 'all';

/** The filter of an order record (a status or all, a day range) and its paging: a new filter starts at page 1. */
export function useOrderRecordFilter() {
  const [status, setStatus] = useState<string>(ALL);
  const [range, setRange] = useState<DayRange>(null);
  const filter: WalletRecordFilter = { ...(status !== ALL ? { status } : {}), ...dayBounds(range) };
  const paging = useRecordPaging(JSON.stringify(filter));
  return { status, setStatus, range, setRange, paging, variables: { ...paging.page, filter } };
}

export type OrderRecordFilter = ReturnType<typeof useOrderRecordFilter>;

/**
 * An order record of the member's (recharge orders, withdrawals), newest first: the status and day-range
 * filters, the table with a Detail button per order, the records' pager, and the order's drawer.
 */
export function OrderRecordPage<R extends { id: number }>({
  title,
  entries,
  filter,
  loading,
  list,
  columns,
  emptyText,
  detailTitle,
  detail,
  drawerActions,
}: {
  title: string;
  /** The spec 3 code table of the statuses. */
  entries: readonly CodeEntry[];
  filter: OrderRecordFilter;
  loading: boolean;
  list: { records: readonly R[]; total_record: number } | undefined;
  /** By priority (FitColumn): the order number, the status and Details always show. */
  columns: Array<FitColumn<R>>;
  emptyText: string;
  detailTitle: string;
  detail(row: R): ReactNode;
  /**
   * Actions atop the order's drawer (e.g. continue an open recharge). Only there: what the member may do with an
   * order comes from its workflow, which is read for the one order opened, not for every row of the page.
   */
  drawerActions?(row: R): ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const label = useCodeLabel();
  const [open, setOpen] = useState<R | null>(null);
  const tableScroll = useFocusableTableScroll(title);

  return (
    <Card ref={tableScroll} title={<PageHeading>{title}</PageHeading>} className="wallet-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('wallet.filters.status')}
          style={{ minWidth: 160 }}
          value={filter.status}
          onChange={filter.setStatus}
          options={[{ value: ALL, label: t('wallet.filters.allStatuses') }, ...entries.map((e) => ({ value: e.value, label: label(entries, e.value) }))]}
        />
        <DayRangeFilter value={filter.range} onChange={filter.setRange} />
      </Space>
      <FitTable<R>
        rowKey="id"
        loading={loading}
        dataSource={[...(list?.records ?? [])]}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
        columns={[
          ...columns,
          {
            key: 'actions',
            title: t('wallet.columns.actions'),
            width: 90,
            fixed: 'right',
            render: (_v, r) => (
              <Button type="link" size="small" onClick={() => setOpen(r)}>
                {t('wallet.actions.detail')}
              </Button>
            ),
          },
        ]}
      />
      <RecordPager {...filter.paging.pager(list?.total_record)} />
      <Drawer open={open !== null} onClose={() => setOpen(null)} title={detailTitle} size={520} destroyOnHidden extra={open && drawerActions?.(open)}>
        {open && detail(open)}
      </Drawer>
    </Card>
  );
}
