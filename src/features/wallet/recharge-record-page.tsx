import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Drawer, Empty, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { WalletRecordFilter } from '@/gql/graphql';
import { rechargeStatus } from '../../../machines/codes/wallet.codes';
import { formatFen } from '../../../machines/rules/money';
import { maskText } from '../../../machines/rules/mask';
import { CodeTag } from './code-tag';
import { rechargeContinuePath } from './paths';
import { RechargeOrderDetails } from './recharge-order-details';
import { RechargeOrdersQuery } from './recharge-orders.query';
import { dayBounds, DayRangeFilter, type DayRange } from './record-filters';
import { canContinueRecharge, cardText, type RechargeOrderRow } from './record-types';
import { RecordPager } from './record-pager';
import { useRecordPaging } from './use-record-paging';
import { formatTime, useCodeLabel } from './wallet-format';

const ALL = 'all';

/**
 * The recharge record (/personal/wallet/record/rechargeRecord): the member's recharge orders, newest first, by
 * status and day range; a drawer with the whole order; an order still waiting for the transfer or the voucher
 * links back into the recharge steps.
 */
export function RechargeRecordPage() {
  const { t } = useTranslation('wallet');
  const label = useCodeLabel();
  const [status, setStatus] = useState<string>(ALL);
  const [range, setRange] = useState<DayRange>(null);
  const filter: WalletRecordFilter = { ...(status !== ALL ? { status } : {}), ...dayBounds(range) };
  const paging = useRecordPaging(JSON.stringify(filter));
  const { data, loading } = useQuery(RechargeOrdersQuery, { variables: { ...paging.page, filter }, fetchPolicy: 'cache-and-network' });
  const [detail, setDetail] = useState<RechargeOrderRow | null>(null);
  const rows = data?.rechargeOrders.records ?? [];

  const continueLink = (r: RechargeOrderRow) =>
    canContinueRecharge(r) ? (
      <Link to={rechargeContinuePath(r.id)}>{t('wallet.recharge.continue')}</Link>
    ) : null;

  return (
    <Card title={t('menu.wallet.rechargeRecord')} className="wallet-page">
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('wallet.filters.status')}
          style={{ minWidth: 160 }}
          value={status}
          onChange={setStatus}
          options={[{ value: ALL, label: t('wallet.filters.allStatuses') }, ...rechargeStatus.entries.map((e) => ({ value: e.value, label: label(rechargeStatus.entries, e.value) }))]}
        />
        <DayRangeFilter value={range} onChange={setRange} />
      </Space>
      <Table<RechargeOrderRow>
        rowKey="id"
        loading={loading}
        dataSource={[...rows]}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wallet.recharge.empty')} /> }}
        columns={[
          { key: 'orderNo', title: t('wallet.columns.orderNo'), render: (_v, r) => maskText(r.orderNo) },
          { key: 'amount', title: t('wallet.columns.amount'), align: 'right', render: (_v, r) => formatFen(r.amountFen) },
          { key: 'card', title: t('wallet.columns.card'), render: (_v, r) => cardText(r) },
          { key: 'status', title: t('wallet.columns.status'), render: (_v, r) => <CodeTag entries={rechargeStatus.entries} value={r.status} /> },
          { key: 'createdAt', title: t('wallet.columns.createdAt'), render: (_v, r) => formatTime(r.createdAt) },
          { key: 'completedAt', title: t('wallet.columns.completedAt'), render: (_v, r) => formatTime(r.completedAt) },
          {
            key: 'actions',
            title: t('wallet.columns.actions'),
            render: (_v, r) => (
              <Space size="small">
                <Button type="link" size="small" onClick={() => setDetail(r)}>
                  {t('wallet.actions.detail')}
                </Button>
                {continueLink(r)}
              </Space>
            ),
          },
        ]}
      />
      <RecordPager {...paging.pager(data?.rechargeOrders.total_record)} />
      <Drawer open={detail !== null} onClose={() => setDetail(null)} title={t('wallet.recharge.detailTitle')} size={520} destroyOnHidden extra={detail && continueLink(detail)}>
        {detail && <RechargeOrderDetails order={detail} />}
      </Drawer>
    </Card>
  );
}
