import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen, formatRate } from '../../../machines/rules/money';
import { maskText } from '../../../machines/rules/mask';
import { WithdrawalStatusTag } from '@/entities/withdrawal/withdrawal-status-tag';
import { cardText, type WithdrawalRow } from './record-types';
import { formatTime } from './wallet-format';

/** Every field of a withdrawal the member may see (the record drawer, the flow entry's order). */
export function WithdrawalDetails({ withdrawal: w }: { withdrawal: WithdrawalRow }) {
  const { t } = useTranslation('wallet');
  return (
    <Descriptions column={1} bordered size="small" data-testid="withdrawal-details">
      <Descriptions.Item label={t('wallet.columns.orderNo')}>
        <Typography.Text copyable={{ text: w.orderNo }}>{maskText(w.orderNo)}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('wallet.columns.amount')}>{formatFen(w.amountFen)}</Descriptions.Item>
      <Descriptions.Item label={t('wallet.columns.fee')}>
        {formatFen(w.feeFen)} ({formatRate(w.feeRateBp)})
      </Descriptions.Item>
      <Descriptions.Item label={t('wallet.columns.received')}>{formatFen(w.receivedFen)}</Descriptions.Item>
      <Descriptions.Item label={t('wallet.columns.card')}>{cardText(w)}</Descriptions.Item>
      <Descriptions.Item label={t('wallet.columns.status')}>
        <WithdrawalStatusTag status={w.status} />
      </Descriptions.Item>
      {w.bankReference && <Descriptions.Item label={t('wallet.withdraw.bankReference')}>{w.bankReference}</Descriptions.Item>}
      {w.reason && <Descriptions.Item label={t('wallet.columns.reason')}>{w.reason}</Descriptions.Item>}
      <Descriptions.Item label={t('wallet.withdraw.appliedAt')}>{formatTime(w.createdAt)}</Descriptions.Item>
      {w.payingAt != null && <Descriptions.Item label={t('wallet.withdraw.payingAt')}>{formatTime(w.payingAt)}</Descriptions.Item>}
      <Descriptions.Item label={t('wallet.withdraw.arrivedAt')}>{formatTime(w.arrivedAt)}</Descriptions.Item>
    </Descriptions>
  );
}
