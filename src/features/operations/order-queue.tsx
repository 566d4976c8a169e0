import { Button, Card } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeEntry } from '../../../machines/codes/code-table';
import { DetailDrawer, StatusFilter } from './queue-shell';
import type { QueueFilter } from './use-queue-paging';
import { useCodeLabels } from './wallet-ops-support';
import { FitTable, type FitColumn } from '@/components/fit-table';
import { PageHeading } from '@/components/page-heading';
import { useFocusableTableScroll } from '@/components/use-focusable-table-scroll';

/**
 * A money queue (recharge orders, withdrawals): filtered by the statuses of its spec 3 code table, one row per
 * order with a View button that opens the order's drawer (`detail`).
 */
export function OrderQueue<R extends object>({
  title,
  entries,
  filter,
  loading,
  list,
  orderOf,
  columns,
  detailTitle,
  detail,
}: {
  title: string;
  entries: readonly CodeEntry[];
  filter: QueueFilter<string>;
  loading: boolean;
  list: { records: R[]; total_record: number } | undefined;
  /** The order a row stands for: its id opens the drawer, its number names the View button. */
  orderOf(row: R): { id: number; orderNo: string };
  /** By priority (FitColumn): the order number, status and the View button always show. */
  columns: Array<FitColumn<R>>;
  detailTitle: string;
  detail(id: number): ReactNode;
}) {
  const { t } = useTranslation('walletOps');
  const labels = useCodeLabels(entries);
  const [openId, setOpenId] = useState<number | null>(null);
  const tableScroll = useFocusableTableScroll(title);

  return (
    <Card ref={tableScroll} title={<PageHeading>{title}</PageHeading>} extra={<StatusFilter filter={filter} label={t('walletOps.status')} allLabel={t('walletOps.all')} options={labels.options} />}>
      <FitTable<R>
        rowKey={(r) => orderOf(r).id}
        loading={loading}
        dataSource={list?.records ?? []}
        pagination={filter.pagination(list?.total_record)}
        columns={[
          ...columns,
          {
            key: 'actions',
            title: t('walletOps.actions'),
            width: 96,
            fixed: 'right',
            render: (_v, r) => (
              <Button size="small" onClick={() => setOpenId(orderOf(r).id)} aria-label={t('walletOps.viewOrder', { orderNo: orderOf(r).orderNo })}>
                {t('walletOps.view')}
              </Button>
            ),
          },
        ]}
      />
      <DetailDrawer openId={openId} title={detailTitle} onClose={() => setOpenId(null)}>
        {detail}
      </DetailDrawer>
    </Card>
  );
}
