import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../machines/rules/money';
import { maskText } from '../../../machines/rules/mask';
import { REMITTANCE_STATES } from '../../../machines/wallet/recharge-order.machine';
import { RechargeOrderStatusTag } from '@/entities/recharge-order/recharge-order-status-tag';
import { cardText, type RechargeOrderRow } from './record-types';
import { formatTime } from './wallet-format';

/** Every field of a recharge order the member may see (the record drawer, the flow entry's order). */
export function RechargeOrderDetails({ order }: { order: RechargeOrderRow }) {
  const { t } = useTranslation('wallet');
  const reason = order.reason === 'expired' || order.reason === 'cancelled' ? t(`wallet.recharge.reasons.${order.reason}`) : order.reason;
  return (
    <Descriptions column={1} bordered size="small" data-testid="recharge-order-details">
      <Descriptions.Item label={t('wallet.columns.orderNo')}>
        <Typography.Text copyable={{ text: order.orderNo }}>{maskText(order.orderNo)}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('wallet.columns.amount')}>{formatFen(order.amountFen)}</Descriptions.Item>
      <Descriptions.Item label={t('wallet.columns.card')}>{cardText(order)}</Descriptions.Item>
      <Descriptions.Item label={t('wallet.columns.status')}>
        <RechargeOrderStatusTag status={order.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('wallet.recharge.remarkCode')}>{order.remarkCode}</Descriptions.Item>
      {order.transferReference && <Descriptions.Item label={t('wallet.recharge.transferReference')}>{order.transferReference}</Descriptions.Item>}
      {reason && <Descriptions.Item label={t('wallet.columns.reason')}>{reason}</Descriptions.Item>}
      {/* The deadline matters only while the remittance window runs (the states the machine names for it). */}
      {(REMITTANCE_STATES as readonly string[]).includes(order.state) && (
        <Descriptions.Item label={t('wallet.recharge.deadline')}>{formatTime(order.deadlineAt)}</Descriptions.Item>
      )}
      <Descriptions.Item label={t('wallet.columns.createdAt')}>{formatTime(order.createdAt)}</Descriptions.Item>
      {order.submittedAt != null && <Descriptions.Item label={t('wallet.recharge.submittedAt')}>{formatTime(order.submittedAt)}</Descriptions.Item>}
      <Descriptions.Item label={t('wallet.columns.completedAt')}>{formatTime(order.completedAt)}</Descriptions.Item>
    </Descriptions>
  );
}
