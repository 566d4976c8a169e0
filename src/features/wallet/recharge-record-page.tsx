import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { rechargeStatus } from '../../../machines/codes/wallet.codes';
import { formatFen } from '../../../machines/rules/money';
import { maskText } from '../../../machines/rules/mask';
import { RechargeOrderFieldsFragment } from '@/entities/recharge-order/recharge-order-fields.fragment';
import { RechargeOrderStatusTag } from '@/entities/recharge-order/recharge-order-status-tag';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useFragment as readFragment } from '@/gql';
import { OrderRecordPage, useOrderRecordFilter } from './order-record-page';
import { RechargeContinueLink } from './recharge-continue-link';
import { RechargeOrderDetails } from './recharge-order-details';
import { RechargeOrdersQuery } from './recharge-orders.query';
import { cardText, type RechargeOrderRow } from './record-types';
import { formatTime } from './wallet-format';

/**
 * The recharge record (/personal/wallet/record/rechargeRecord): the member's recharge orders, newest first, by
 * status and day range; a drawer with the whole order, which links back into the recharge steps while the member
 * may still act on the order (its workflow says so).
 */
export function RechargeRecordPage() {
  const { t } = useTranslation('wallet');
  const filter = useOrderRecordFilter();
  const { data, loading } = useQuery(RechargeOrdersQuery, { variables: filter.variables, fetchPolicy: 'cache-and-network' });
  const list = data && { records: readFragment(RechargeOrderFieldsFragment, data.rechargeOrders.records), total_record: data.rechargeOrders.total_record };

  return (
    <OrderRecordPage<RechargeOrderRow>
      title={t('menu.wallet.rechargeRecord')}
      entries={rechargeStatus.entries}
      filter={filter}
      loading={loading}
      list={list}
      emptyText={t('wallet.recharge.empty')}
      // By priority: the amount and the times first; the card is in the drawer too.
      columns={[
        { key: 'orderNo', title: t('wallet.columns.orderNo'), width: 190, ellipsis: true, render: (_v, r) => maskText(r.orderNo) },
        { key: 'amount', title: t('wallet.columns.amount'), width: 110, priority: 9, align: 'right', render: (_v, r) => formatFen(r.amountFen) },
        { key: 'card', title: t('wallet.columns.card'), width: 160, ellipsis: true, priority: 6, render: (_v, r) => cardText(r) },
        { key: 'status', title: t('wallet.columns.status'), width: 120, render: (_v, r) => <RechargeOrderStatusTag status={r.status} /> },
        { key: 'createdAt', title: t('wallet.columns.createdAt'), width: 180, priority: 8, render: (_v, r) => formatTime(r.createdAt) },
        { key: 'completedAt', title: t('wallet.columns.completedAt'), width: 180, priority: 7, render: (_v, r) => formatTime(r.completedAt) },
      ]}
      drawerActions={(r) => <RechargeContinueLink orderId={r.id} />}
      detailTitle={t('wallet.recharge.detailTitle')}
      detail={(r) => (
        <>
          <RechargeOrderDetails order={r} />
          <EntityFlowSection entityType="recharge_order" entityId={r.id} />
        </>
      )}
    />
  );
}
