import { Button, Descriptions, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatFen, formatRate } from '../../../machines/rules/money';
import type { StoredWithdrawalState, WithdrawalMachine } from '../../../machines/wallet/withdrawal.machine';
import { WithdrawalStatusTag } from '@/entities/withdrawal/withdrawal-status-tag';
import type { EntityFlow } from '@/entities/workflow/use-entity-flow';
import type { WithdrawalFieldsFragment } from '@/gql/graphql';
import { CASH_PATH, FIAT_WALLET_PATH, WITHDRAW_RECORD_PATH } from './paths';
import { useTimeText } from './recharge-transfer-step';

const RESULT_STATUS = { awaitingPayout: 'info', paying: 'info', paid: 'success', failed: 'error' } as const;

/**
 * Steps 2-3 of /cash for an existing withdrawal: awaiting payout / paying (the platform pays within 1-2
 * working days), paid (the amount received on the card), or failed with operations' reason (the hold released).
 * The words follow the state of the snapshot rebuilt from the server's; whether the withdrawal is over (and another
 * may be asked for here) is whether that snapshot reached a final state.
 */
export function WithdrawalStatus({ withdrawal, flow }: { withdrawal: WithdrawalFieldsFragment; flow: EntityFlow<WithdrawalMachine> }) {
  const { t } = useTranslation('walletFlows');
  const navigate = useNavigate();
  const time = useTimeText();
  const state = flow.snapshot.value as StoredWithdrawalState;
  const over = flow.snapshot.status === 'done';
  const card = `${withdrawal.cardBankName} ****${withdrawal.cardLast4}`;
  const amount = formatFen(withdrawal.amountFen);
  const received = formatFen(withdrawal.receivedFen);

  const subTitle = {
    awaitingPayout: t('walletFlows.cash.status.awaitingPayoutBody', { amount }),
    paying: t('walletFlows.cash.status.payingBody'),
    paid: t('walletFlows.cash.status.paidBody', { received, card }),
    failed: t('walletFlows.cash.status.failedBody', { reason: withdrawal.reason ?? '', amount }),
  }[state];

  return (
    <Result
      status={RESULT_STATUS[state]}
      title={t(`walletFlows.cash.status.${state}Title`)}
      subTitle={subTitle}
      extra={[
        <Button key="records" onClick={() => navigate(WITHDRAW_RECORD_PATH)}>{t('walletFlows.cash.status.records')}</Button>,
        <Button key="wallet" onClick={() => navigate(FIAT_WALLET_PATH)}>{t('walletFlows.common.myWallet')}</Button>,
        over && (
          <Button key="again" type="primary" onClick={() => navigate(CASH_PATH)}>{t('walletFlows.cash.status.again')}</Button>
        ),
      ]}
    >
      <Descriptions bordered column={1} size="small" className="wallet-flow__summary" style={{ margin: '0 auto' }} data-testid="withdrawal-details">
        <Descriptions.Item label={t('walletFlows.common.orderNo')}>{withdrawal.orderNo}</Descriptions.Item>
        <Descriptions.Item label={t('walletFlows.common.status')}>
          <WithdrawalStatusTag status={withdrawal.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t('walletFlows.cash.amount')}>¥{amount}</Descriptions.Item>
        <Descriptions.Item label={t('walletFlows.cash.fee', { rate: formatRate(withdrawal.feeRateBp) })}>¥{formatFen(withdrawal.feeFen)}</Descriptions.Item>
        <Descriptions.Item label={t('walletFlows.cash.received')}>¥{received}</Descriptions.Item>
        <Descriptions.Item label={t('walletFlows.cash.card')}>{card}</Descriptions.Item>
        <Descriptions.Item label={t('walletFlows.cash.status.appliedAt')}>{time(withdrawal.createdAt)}</Descriptions.Item>
        {withdrawal.payingAt != null && <Descriptions.Item label={t('walletFlows.cash.status.payingAt')}>{time(withdrawal.payingAt)}</Descriptions.Item>}
        {withdrawal.arrivedAt != null && <Descriptions.Item label={t('walletFlows.cash.status.arrivedAt')}>{time(withdrawal.arrivedAt)}</Descriptions.Item>}
        {withdrawal.bankReference && <Descriptions.Item label={t('walletFlows.cash.status.bankReference')}>{withdrawal.bankReference}</Descriptions.Item>}
        {withdrawal.reason && <Descriptions.Item label={t('walletFlows.cash.status.reason')}>{withdrawal.reason}</Descriptions.Item>}
      </Descriptions>
    </Result>
  );
}
