import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Drawer, Empty, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WalletRecordFilter } from '@/gql/graphql';
import { withdrawStatus } from '../../../machines/codes/wallet.codes';
import { formatFen } from '../../../machines/rules/money';
import { maskText } from '../../../machines/rules/mask';
import { CodeTag } from './code-tag';
import { dayBounds, DayRangeFilter, type DayRange } from './record-filters';
import { cardText, type WithdrawalRow } from './record-types';
import { RecordPager } from './record-pager';
import { useRecordPaging } from './use-record-paging';
import { formatTime, useCodeLabel } from './wallet-format';
import { WithdrawalDetails } from './withdrawal-details';
import { WithdrawalsQuery } from './withdrawals.query';

const ALL = 'all';

/**
 * The withdrawal record (/personal/wallet/record/withdrawRecord): amount, fee, what reached the card, the card,
 * the status and the times, newest first, by status and day range, with a drawer per withdrawal.
 */
export function WithdrawRecordPage() {
  const { t } = useTranslation('wallet');
  const label = useCodeLabel();
  const [status, setStatus] = useState<string>(ALL);
  const [range, setRange] = useState<DayRange>(null);
  const filter: WalletRecordFilter = { ...(status !== ALL ? { status } : {}), ...dayBounds(range) };
  const paging = useRecordPaging(JSON.stringify(filter));
  const { data, loading } = useQuery(WithdrawalsQuery, { variables: { ...paging.page, filter }, fetchPolicy: 'cache-and-network' });
  const [detail, setDetail] = useState<WithdrawalRow | null>(null);
  const rows = data?.withdrawals.records ?? [];

  return (
    <Card title={t('menu.wallet.withdrawRecord')} className="wallet-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('wallet.filters.status')}
          style={{ minWidth: 160 }}
          value={status}
          onChange={setStatus}
          options={[{ value: ALL, label: t('wallet.filters.allStatuses') }, ...withdrawStatus.entries.map((e) => ({ value: e.value, label: label(withdrawStatus.entries, e.value) }))]}
        />
        <DayRangeFilter value={range} onChange={setRange} />
      </Space>
      <Table<WithdrawalRow>
        rowKey="id"
        loading={loading}
        dataSource={[...rows]}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wallet.withdraw.empty')} /> }}
        columns={[
          { key: 'orderNo', title: t('wallet.columns.orderNo'), render: (_v, r) => maskText(r.orderNo) },
          { key: 'amount', title: t('wallet.columns.amount'), align: 'right', render: (_v, r) => formatFen(r.amountFen) },
          { key: 'fee', title: t('wallet.columns.fee'), align: 'right', render: (_v, r) => formatFen(r.feeFen) },
          { key: 'received', title: t('wallet.columns.received'), align: 'right', render: (_v, r) => formatFen(r.receivedFen) },
          { key: 'card', title: t('wallet.columns.card'), render: (_v, r) => cardText(r) },
          { key: 'status', title: t('wallet.columns.status'), render: (_v, r) => <CodeTag entries={withdrawStatus.entries} value={r.status} /> },
          { key: 'createdAt', title: t('wallet.withdraw.appliedAt'), render: (_v, r) => formatTime(r.createdAt) },
          { key: 'arrivedAt', title: t('wallet.withdraw.arrivedAt'), render: (_v, r) => formatTime(r.arrivedAt) },
          {
            key: 'actions',
            title: t('wallet.columns.actions'),
            render: (_v, r) => (
              <Button type="link" size="small" onClick={() => setDetail(r)}>
                {t('wallet.actions.detail')}
              </Button>
            ),
          },
        ]}
      />
      <RecordPager {...paging.pager(data?.withdrawals.total_record)} />
      <Drawer open={detail !== null} onClose={() => setDetail(null)} title={t('wallet.withdraw.detailTitle')} size={520} destroyOnHidden>
        {detail && <WithdrawalDetails withdrawal={detail} />}
      </Drawer>
    </Card>
  );
}
