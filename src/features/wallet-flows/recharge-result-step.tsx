import { Button, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatFen } from '../../../machines/rules/money';
import { FIAT_WALLET_PATH, RECHARGE_PATH, RECHARGE_RECORD_PATH } from './paths';
import type { RechargeOrderFields, rechargeView } from './recharge-flow';
import { useTimeText } from './recharge-transfer-step';

type View = ReturnType<typeof rechargeView>;

/**
 * The examine step: under review (operations check the money arrived, 1-3 working days), done (the credited
 * amount and the wallet), or failed ('Payment Window Expired', or cancelled) with "create a new order".
 */
export function RechargeResultStep({ order, view }: { order: RechargeOrderFields; view: View }) {
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

  if (view.state === 'awaitingReview') {
    return <Result status="info" title={t('walletFlows.recharge.result.reviewTitle')} subTitle={t('walletFlows.recharge.result.reviewBody')} extra={[records]}>{summary}</Result>;
  }
  if (view.state === 'done') {
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
