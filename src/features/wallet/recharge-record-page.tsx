import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { rechargeStatus } from '../../../machines/codes/wallet.codes';
import { formatFen } from '../../../machines/rules/money';
import { maskText } from '../../../machines/rules/mask';
import { CodeTag } from '@/components/code-tag';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { OrderRecordPage, useOrderRecordFilter } from './order-record-page';
import { rechargeContinuePath } from './paths';
import { RechargeOrderDetails } from './recharge-order-details';
import { RechargeOrdersQuery } from './recharge-orders.query';
import { canContinueRecharge, cardText, type RechargeOrderRow } from './record-types';
import { formatTime } from './wallet-format';

/**
 * The recharge record (/personal/wallet/record/rechargeRecord): the member's recharge orders, newest first, by
 * status and day range; a drawer with the whole order; an order still waiting for the transfer or the voucher
 * links back into the recharge steps.
 */
export function RechargeRecordPage() {
  const { t } = useTranslation('wallet');
  const filter = useOrderRecordFilter();
  const { data, loading } = useQuery(RechargeOrdersQuery, { variables: filter.variables, fetchPolicy: 'cache-and-network' });

  return (
    <OrderRecordPage<RechargeOrderRow>
      title={t('menu.wallet.rechargeRecord')}
      entries={rechargeStatus.entries}
      filter={filter}
      loading={loading}
      list={data?.rechargeOrders}
      emptyText={t('wallet.recharge.empty')}
      columns={[
        { key: 'orderNo', title: t('wallet.columns.orderNo'), render: (_v, r) => maskText(r.orderNo) },
        { key: 'amount', title: t('wallet.columns.amount'), align: 'right', render: (_v, r) => formatFen(r.amountFen) },
        { key: 'card', title: t('wallet.columns.card'), render: (_v, r) => cardText(r) },
        { key: 'status', title: t('wallet.columns.status'), render: (_v, r) => <CodeTag entries={rechargeStatus.entries} code={r.status} /> },
        { key: 'createdAt', title: t('wallet.columns.createdAt'), render: (_v, r) => formatTime(r.createdAt) },
        { key: 'completedAt', title: t('wallet.columns.completedAt'), render: (_v, r) => formatTime(r.completedAt) },
      ]}
      moreActions={(r) => (canContinueRecharge(r) ? <Link to={rechargeContinuePath(r.id)}>{t('wallet.recharge.continue')}</Link> : null)}
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
