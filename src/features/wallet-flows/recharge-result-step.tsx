import { Button, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatFen } from '../../../machines/rules/money';
import type { RechargeOrderMachine } from '../../../machines/wallet/recharge-order.machine';
import type { EntityFlow } from '@/entities/workflow/use-entity-flow';
import type { RechargeOrderFieldsFragment as RechargeOrderFields } from '@/gql/graphql';
import { FIAT_WALLET_PATH, RECHARGE_PATH, RECHARGE_RECORD_PATH } from './paths';
import { useTimeText } from './recharge-transfer-step';

/**
 * The examine step: under review (operations check the money arrived, 1-3 working days), done (the credited
 * amount and the wallet), or failed ('Payment Window Expired', or cancelled) with "create a new order". The member
 * has nothing to send here; the words follow the state of the snapshot rebuilt from the server's.
 */
export function RechargeResultStep({ order, flow }: { order: RechargeOrderFields; flow: EntityFlow<RechargeOrderMachine> }) {
  const { t } = useTranslation('walletFlows');
  const navigate = useNavigate();
  const time = useTimeText();
  const records = <Button key="records" onClick={() => navigate(RECHARGE_RECORD_PATH)}>{t('walletFlows.recharge.result.records')}</Button>;
  const newOrder = (
    <Button key="new" type="primary" onClick={() => navigate(RECHARGE_PATH)}>
      {t('walletFlows.recharge.result.newOrder')}
    </Button>
  );
  const summary = (
    <Descriptions column={1} size="small" style={{ maxWidth: 480, margin: '0 auto', textAlign: 'left' }}>
      <Descriptions.Item label={t('walletFlows.common.orderNo')}>{order.orderNo}</Descriptions.Item>
      <Descriptions.Item label={t('walletFlows.recharge.transfer.amount')}>¥{formatFen(order.amountFen)}</Descriptions.Item>
      {order.transferReference && <Descriptions.Item label={t('walletFlows.recharge.voucher.reference')}>{order.transferReference}</Descriptions.Item>}
      {order.submittedAt != null && <Descriptions.Item label={t('walletFlows.recharge.result.submittedAt')}>{time(order.submittedAt)}</Descriptions.Item>}
      {order.completedAt != null && <Descriptions.Item label={t('walletFlows.recharge.result.completedAt')}>{time(order.completedAt)}</Descriptions.Item>}
    </Descriptions>
  );

  if (flow.snapshot.matches('awaitingReview')) {
    return <Result status="info" title={t('walletFlows.recharge.result.reviewTitle')} subTitle={t('walletFlows.recharge.result.reviewBody')} extra={[records]}>{summary}</Result>;
  }
  if (flow.snapshot.matches('done')) {
    return (
      <Result
        status="success"
        title={t('walletFlows.recharge.result.doneTitle')}
        subTitle={t('walletFlows.recharge.result.doneBody', { amount: formatFen(order.amountFen) })}
        extra={[
          <Button key="wallet" type="primary" onClick={() => navigate(FIAT_WALLET_PATH)}>{t('walletFlows.common.myWallet')}</Button>,
          records,
        ]}
      >
        {summary}
      </Result>
    );
  }
  const expired = order.reason === 'expired';
  return (
    <Result
      status="error"
      title={t(expired ? 'walletFlows.recharge.result.expiredTitle' : 'walletFlows.recharge.result.cancelledTitle')}
      subTitle={t(expired ? 'walletFlows.recharge.result.expiredBody' : 'walletFlows.recharge.result.cancelledBody')}
      extra={[newOrder, records]}
    >
      {summary}
    </Result>
  );
}
