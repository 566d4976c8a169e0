import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { withdrawStatus } from '../../../machines/codes/wallet.codes';
import { formatFen } from '../../../machines/rules/money';
import { maskText } from '../../../machines/rules/mask';
import { WithdrawalFieldsFragment } from '@/entities/withdrawal/withdrawal-fields.fragment';
import { WithdrawalStatusTag } from '@/entities/withdrawal/withdrawal-status-tag';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useFragment as readFragment } from '@/gql';
import { OrderRecordPage, useOrderRecordFilter } from './order-record-page';
import { cardText, type WithdrawalRow } from './record-types';
import { formatTime } from './wallet-format';
import { WithdrawalDetails } from './withdrawal-details';
import { WithdrawalsQuery } from './withdrawals.query';

/**
 * The withdrawal record (/personal/wallet/record/withdrawRecord): amount, fee, what reached the card, the card,
 * the status and the times, newest first, by status and day range, with a drawer per withdrawal.
 */
export function WithdrawRecordPage() {
  const { t } = useTranslation('wallet');
  const filter = useOrderRecordFilter();
  const { data, loading } = useQuery(WithdrawalsQuery, { variables: filter.variables, fetchPolicy: 'cache-and-network' });
  const list = data && { records: readFragment(WithdrawalFieldsFragment, data.withdrawals.records), total_record: data.withdrawals.total_record };

  return (
    <OrderRecordPage<WithdrawalRow>
      title={t('menu.wallet.withdrawRecord')}
      entries={withdrawStatus.entries}
      filter={filter}
      loading={loading}
      list={list}
      emptyText={t('wallet.withdraw.empty')}
      // By priority: the money (amount, fee, what arrives) and when it arrived first; the card is in the drawer too.
      columns={[
        { key: 'orderNo', title: t('wallet.columns.orderNo'), width: 190, ellipsis: true, render: (_v, r) => maskText(r.orderNo) },
        { key: 'amount', title: t('wallet.columns.amount'), width: 110, priority: 9, align: 'right', render: (_v, r) => formatFen(r.amountFen) },
        { key: 'fee', title: t('wallet.columns.fee'), width: 90, priority: 7, align: 'right', render: (_v, r) => formatFen(r.feeFen) },
        { key: 'received', title: t('wallet.columns.received'), width: 110, priority: 8, align: 'right', render: (_v, r) => formatFen(r.receivedFen) },
        { key: 'card', title: t('wallet.columns.card'), width: 160, ellipsis: true, priority: 4, render: (_v, r) => cardText(r) },
        { key: 'status', title: t('wallet.columns.status'), width: 110, render: (_v, r) => <WithdrawalStatusTag status={r.status} /> },
        { key: 'createdAt', title: t('wallet.withdraw.appliedAt'), width: 180, priority: 5, render: (_v, r) => formatTime(r.createdAt) },
        { key: 'arrivedAt', title: t('wallet.withdraw.arrivedAt'), width: 180, priority: 6, render: (_v, r) => formatTime(r.arrivedAt) },
      ]}
      detailTitle={t('wallet.withdraw.detailTitle')}
      detail={(r) => (
        <>
          <WithdrawalDetails withdrawal={r} />
          <EntityFlowSection entityType="withdrawal" entityId={r.id} />
        </>
      )}
    />
  );
}
