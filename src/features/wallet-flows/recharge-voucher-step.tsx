import { useMutation } from '@apollo/client/react';
import { Alert, App, Button, Descriptions, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatFen } from '../../../machines/rules/money';
import { validateTransferReference } from '../../../machines/rules/wallet';
import type { RechargeOrderMachine } from '../../../machines/wallet/recharge-order.machine';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import { ImageUpload } from '@/components/upload';
import type { EntityFlow } from '@/entities/workflow/use-entity-flow';
import type { RechargeOrderFieldsFragment as RechargeOrderFields } from '@/gql/graphql';
import { ruleValidator } from './amount-rules';
import { DeadlineCountdown } from './deadline-countdown';
import { CancelOrderButton, useTimeText } from './recharge-transfer-step';
import { SubmitRechargeVoucherMutation } from './submit-recharge-voucher.mutation';
type VoucherForm = { voucherKey: string; transferReference: string };

/**
 * Step 3 (the member may send `voucher.submit`): the transfer screenshot (signed upload, images only, at most 5 MB)
 * and the transfer reference. When the last step of the order's history is operations' `review.reject`, their
 * reason shows as 'Transfer rejected - Take action' and the member submits again here.
 */
export function RechargeVoucherStep({ order, flow, onDeadline }: { order: RechargeOrderFields; flow: EntityFlow<RechargeOrderMachine>; onDeadline(): void }) {
  const { t } = useTranslation('walletFlows');
  const lang = useRuleLang();
  const time = useTimeText();
  const { message } = App.useApp();
  const [submitVoucher, submitting] = useMutation(SubmitRechargeVoucherMutation);
  const [form] = Form.useForm<VoucherForm>();
  const rejected = flow.history.at(-1)?.event === 'review.reject';

  const submit = async ({ voucherKey, transferReference }: VoucherForm) => {
    try {
      const result = await submitVoucher({ variables: { id: order.id, voucherKey, transferReference: transferReference.trim() } });
      if (result.data) void message.success(t('walletFlows.recharge.voucher.submitted'));
    } catch {
      // Shown by the Apollo error link (spec 8).
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 640 }}>
      {rejected && (
        <Alert
          type="error"
          showIcon
          data-testid="recharge-rejected"
          title={t('walletFlows.recharge.voucher.rejectedTitle')}
          description={t('walletFlows.recharge.voucher.rejectedBody', { reason: order.reason ?? '' })}
        />
      )}
      <Descriptions bordered column={1} size="small">
        <Descriptions.Item label={t('walletFlows.common.orderNo')}>{order.orderNo}</Descriptions.Item>
        <Descriptions.Item label={t('walletFlows.recharge.transfer.amount')}>¥{formatFen(order.amountFen)}</Descriptions.Item>
        <Descriptions.Item label={t('walletFlows.recharge.transfer.remark')}>{order.remarkCode}</Descriptions.Item>
        <Descriptions.Item label={t('walletFlows.recharge.voucher.deadline')}>
          <Space wrap>
            <span>{time(order.deadlineAt)}</span>
            {flow.deadlineAt != null && <DeadlineCountdown deadlineAt={flow.deadlineAt} onExpired={onDeadline} />}
          </Space>
        </Descriptions.Item>
      </Descriptions>
      <Form<VoucherForm> form={form} layout="vertical" onFinish={submit} initialValues={{ voucherKey: order.voucherKey ?? undefined, transferReference: order.transferReference ?? '' }}>
        <Form.Item
          name="voucherKey"
          label={t('walletFlows.recharge.voucher.screenshot')}
          extra={t('walletFlows.recharge.voucher.screenshotHint')}
          rules={[{ validator: ruleValidator(lang, (v: string | undefined) => (v ? null : { rule: 'voucherRequired' })) }]}
        >
          <ImageUpload label={t('walletFlows.recharge.voucher.screenshot')} data-testid="voucher-upload" />
        </Form.Item>
        <Form.Item
          name="transferReference"
          label={t('walletFlows.recharge.voucher.reference')}
          rules={[{ validator: ruleValidator(lang, validateTransferReference) }]}
        >
          <Input maxLength={40} placeholder={t('walletFlows.recharge.voucher.referencePlaceholder')} autoComplete="off" />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" disabled={!flow.can('voucher.submit')} loading={submitting.loading}>
            {t('walletFlows.recharge.voucher.submit')}
          </Button>
          {flow.can('order.cancel') && <CancelOrderButton order={order} />}
        </Space>
      </Form>
    </Space>
  );
}
