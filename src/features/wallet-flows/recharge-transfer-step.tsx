import { useMutation } from '@apollo/client/react';
import { Alert, App, Button, Descriptions, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fenToYuan, formatFen } from '../../../machines/rules/money';
import { REMIT_WINDOW_HOURS, type RechargeOrderMachine } from '../../../machines/wallet/recharge-order.machine';
import { CancelRechargeOrderMutation } from './cancel-recharge-order.mutation';
import { ConfirmRechargeTransferMutation } from './confirm-recharge-transfer.mutation';
import { CopyButton } from './copy-button';
import { DeadlineCountdown } from './deadline-countdown';
import type { EntityFlow } from '@/entities/workflow/use-entity-flow';
import type { RechargeOrderFieldsFragment as RechargeOrderFields, WalletFlowConfigQuery as WalletConfigResult } from '@/gql/graphql';

type WalletConfig = WalletConfigResult['walletConfig'];

export function useTimeText() {
  const { i18n } = useTranslation();
  return (ms: number | null | undefined) => (ms == null ? '' : new Date(ms).toLocaleString(i18n.resolvedLanguage === 'en' ? 'en-US' : 'zh-CN'));
}

/** Cancel with a confirmation (the order fails with reason 'cancelled'); shown only while the server allows `order.cancel`. */
export function CancelOrderButton({ order, disabled }: { order: RechargeOrderFields; disabled?: boolean }) {
  const { t } = useTranslation('walletFlows');
  const { modal } = App.useApp();
  const [cancel, cancelling] = useMutation(CancelRechargeOrderMutation);
  const ask = () =>
    modal.confirm({
      title: t('walletFlows.recharge.cancel.title'),
      content: t('walletFlows.recharge.cancel.body', { orderNo: order.orderNo }),
      okText: t('walletFlows.recharge.cancel.ok'),
      cancelText: t('walletFlows.recharge.cancel.keep'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await cancel({ variables: { id: order.id } });
        } catch {
          // Shown by the Apollo error link (spec 8).
        }
      },
    });
  return (
    <Button danger onClick={ask} disabled={disabled} loading={cancelling.loading}>
      {t('walletFlows.recharge.cancel.button')}
    </Button>
  );
}

/**
 * Step 2 (the member may send `transfer.confirm`): the platform's recipient account with copy buttons, the amount,
 * the remark code to write on the transfer and the 24-hour deadline with a live countdown while the server holds one
 * (`deadlineAt` of the workflow); "I have transferred" and, when allowed, cancel.
 */
export function RechargeTransferStep({ order, flow, config, onDeadline }: { order: RechargeOrderFields; flow: EntityFlow<RechargeOrderMachine>; config: WalletConfig | null; onDeadline(): void }) {
  const { t } = useTranslation('walletFlows');
  const time = useTimeText();
  const [confirm, confirming] = useMutation(ConfirmRechargeTransferMutation);
  const recipient = config?.recipient;
  const hours = config?.remitWindowHours ?? REMIT_WINDOW_HOURS;

  const confirmTransfer = async () => {
    try {
      await confirm({ variables: { id: order.id } });
    } catch {
      // Shown by the Apollo error link (spec 8).
    }
  };

  const copyable = (value: string, what: string) => (
    <Space size={4} wrap>
      <Typography.Text strong>{value}</Typography.Text>
      <CopyButton text={value} what={what} />
    </Space>
  );
  const label = (key: string) => t(`walletFlows.recharge.transfer.${key}`);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }}>
      <Alert
        type="info"
        showIcon
        title={t('walletFlows.recharge.transfer.intro', { amount: formatFen(order.amountFen), card: `${order.cardBankName} ****${order.cardLast4}`, hours })}
      />
      {!recipient ? (
        <Spin />
      ) : (
        <Descriptions bordered column={1} size="middle" data-testid="recharge-recipient">
          <Descriptions.Item label={label('accountName')}>{copyable(recipient.accountName, label('accountName'))}</Descriptions.Item>
          <Descriptions.Item label={label('cardNumber')}>{copyable(recipient.cardNumber, label('cardNumber'))}</Descriptions.Item>
          <Descriptions.Item label={label('bankName')}>{copyable(recipient.bankName, label('bankName'))}</Descriptions.Item>
          <Descriptions.Item label={label('bankAddress')}>{copyable(recipient.bankAddress, label('bankAddress'))}</Descriptions.Item>
          <Descriptions.Item label={label('amount')}>{copyable(fenToYuan(order.amountFen), label('amount'))}</Descriptions.Item>
          <Descriptions.Item label={label('remark')}>
            <Space orientation="vertical" size={0}>
              {copyable(order.remarkCode, label('remark'))}
              <Typography.Text type="secondary">{label('remarkHint')}</Typography.Text>
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={label('deadline')}>
            <Space wrap>
              <span>{time(order.deadlineAt)}</span>
              {flow.deadlineAt != null && <DeadlineCountdown deadlineAt={flow.deadlineAt} onExpired={onDeadline} />}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('walletFlows.common.orderNo')}>{order.orderNo}</Descriptions.Item>
        </Descriptions>
      )}
      <Space wrap>
        <Button type="primary" onClick={() => void confirmTransfer()} disabled={!flow.can('transfer.confirm')} loading={confirming.loading}>
          {t('walletFlows.recharge.transfer.confirm')}
        </Button>
        {flow.can('order.cancel') && <CancelOrderButton order={order} />}
      </Space>
    </Space>
  );
}
