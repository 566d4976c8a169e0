import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Empty, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WalletRecordFilter } from '@/gql/graphql';
import { walletTransactionType } from '../../../machines/codes/wallet.codes';
import { LIST_PAGE_SIZES } from '../../../machines/constants';
import { formatFen } from '../../../machines/rules/money';
import { maskText } from '../../../machines/rules/mask';
import { CodeTag } from '@/components/code-tag';
import { FlowDetailDrawer, type FlowLineRef } from './flow-detail-drawer';
import { FlowEntriesQuery } from './flow-entries.query';
import type { FlowEntryRow } from './record-types';
import { RecordPager } from './record-pager';
import { useRecordPaging } from './use-record-paging';
import { formatSignedFen, formatTime } from './wallet-format';
import { useFocusableTableScroll } from '@/components/use-focusable-table-scroll';

type Props = {
  /** type ('1'-'4' in `status`), wallet and day bounds (docs/contracts.md, POST /wallet/v1/flow/pages). */
  filter: WalletRecordFilter;
  /** Only the newest few lines, without a pager (the overview). */
  limit?: number;
  /** Hide the wallet column where the page is one wallet's. */
  hideWallet?: boolean;
};

/**
 * The member's flow lines (newest first): time, type tag, wallet, signed amount, balance after, the masked order
 * number and a detail drawer with the order. Pages by the record sizes (./use-record-paging.ts).
 */
export function FlowEntriesTable({ filter, limit, hideWallet }: Props) {
  const { t } = useTranslation('wallet');
  // The services take only the record page sizes (spec 9), so a short list reads the smallest page and cuts it.
  const paging = useRecordPaging(JSON.stringify(filter), limit ? LIST_PAGE_SIZES[0] : undefined);
  const { data, loading } = useQuery(FlowEntriesQuery, {
    variables: { ...paging.page, filter },
    fetchPolicy: 'cache-and-network',
  });
  const [detail, setDetail] = useState<FlowLineRef | null>(null);
  const tableScroll = useFocusableTableScroll(t('wallet.flow.tableLabel'));
  const all = data?.flowEntries.records ?? [];
  const rows = limit ? all.slice(0, limit) : all;

  return (
    <div ref={tableScroll}>
      <Table<FlowEntryRow>
        rowKey="id"
        size={limit ? 'small' : 'middle'}
        loading={loading}
        dataSource={[...rows]}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wallet.flow.empty')} /> }}
        columns={[
          { key: 'time', title: t('wallet.columns.time'), render: (_v, r) => formatTime(r.createdAt) },
          { key: 'type', title: t('wallet.columns.type'), render: (_v, r) => <CodeTag entries={walletTransactionType.entries} code={r.type} /> },
          ...(hideWallet ? [] : [{ key: 'wallet', title: t('wallet.columns.wallet'), render: (_v: unknown, r: FlowEntryRow) => t(`wallet.kinds.${r.wallet}`) }]),
          {
            key: 'amount',
            title: t('wallet.columns.amount'),
            align: 'right',
            render: (_v, r) => (
              <Typography.Text type={r.amountFen < 0 ? 'danger' : 'success'} data-testid="flow-amount">
                {formatSignedFen(r.amountFen)}
              </Typography.Text>
            ),
          },
          { key: 'balanceAfter', title: t('wallet.columns.balanceAfter'), align: 'right', render: (_v, r) => formatFen(r.balanceAfterFen) },
          { key: 'orderNo', title: t('wallet.columns.orderNo'), render: (_v, r) => (r.orderNo ? <span data-testid="flow-order-no">{maskText(r.orderNo)}</span> : '–') },
          {
            key: 'actions',
            title: t('wallet.columns.actions'),
            render: (_v, r) => (
              <Button type="link" size="small" onClick={() => setDetail({ transferId: r.transferId, wallet: r.wallet })}>
                {t('wallet.actions.detail')}
              </Button>
            ),
          },
        ]}
      />
      {!limit && <RecordPager {...paging.pager(data?.flowEntries.total_record)} />}
      <FlowDetailDrawer line={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
