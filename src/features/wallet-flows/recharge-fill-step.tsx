import { useMutation } from '@apollo/client/react';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MIN_RECHARGE_FEN, fenToYuan, validateWalletAmount, yuanToFen } from '../../../machines/rules/money';
import { rechargeOrderMachine } from '../../../machines/wallet/recharge-order.machine';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import { RechargeOrderFieldsFragment } from '@/entities/recharge-order/recharge-order-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import { useAttemptKey } from '@/lib/use-attempt-key';
import { ruleValidator } from './amount-rules';
import { CreateRechargeOrderMutation } from './create-recharge-order.mutation';
import { AgreementField, CardField } from './fund-fields';
import { useFundGate } from './fund-gate';
import { RECHARGE_AGREEMENT_PATH } from './paths';

type FillForm = { amount: string; bankCardId: number; agreement: boolean };

/**
 * Before the order exists nothing is held on the server: the machine's first state, `filling`, is the browser's,
 * and asks whether it takes this amount and card before anything is sent (the services ask again on create).
 */
const FILLING = rechargeOrderMachine.resolveState({
  value: 'filling',
  context: { amountFen: 0, bankCardId: null, transferReference: null, voucherKey: null, submissions: 0, reason: null },
});

/**
 * Step 1 (the machine's `filling`): the amount in yuan (at least 1 yuan, spec 5), the verified card that pays,
 * and the recharge agreement. Behind the real-name and bank-card gates. One idempotency key per attempt: pressing
 * Next again with the same amount and card (after a lost answer) retries the same attempt.
 */
export function RechargeFillStep({ onCreated }: { onCreated(orderId: number): void }) {
  const { t } = useTranslation('walletFlows');
  const lang = useRuleLang();
  const gate = useFundGate();
  const attempt = useAttemptKey();
  const [create, creating] = useMutation(CreateRechargeOrderMutation);
  const [form] = Form.useForm<FillForm>();

  if (!gate.ready) return <>{gate.element}</>;

  const submit = async ({ amount, bankCardId }: FillForm) => {
    const amountFen = yuanToFen(amount);
    if (!FILLING.can({ type: 'order.create', amountFen, bankCardId })) return;
    const input = { amountFen, bankCardId };
    const idempotencyKey = attempt.keyFor(JSON.stringify(input));
    try {
      const result = await create({ variables: { input, idempotencyKey } });
      if (!result.data) return;
      attempt.finish();
      onCreated(readFragment(RechargeOrderFieldsFragment, result.data.createRechargeOrder).id);
    } catch {
      // Shown by the Apollo error link (spec 8); the same attempt keeps its key for the retry.
    }
  };

  return (
    <Form<FillForm> form={form} layout="vertical" style={{ maxWidth: 560 }} onFinish={submit} initialValues={{ bankCardId: gate.defaultCardId ?? undefined }}>
      <Typography.Paragraph type="secondary">{t('walletFlows.recharge.fill.intro', { min: fenToYuan(MIN_RECHARGE_FEN) })}</Typography.Paragraph>
      <Form.Item
        name="amount"
        label={t('walletFlows.recharge.fill.amount')}
        rules={[{ validator: ruleValidator(lang, (v: string | undefined) => validateWalletAmount(v, { minFen: MIN_RECHARGE_FEN })) }]}
      >
        <Input prefix="¥" inputMode="decimal" maxLength={13} placeholder={t('walletFlows.recharge.fill.amountPlaceholder')} autoComplete="off" />
      </Form.Item>
      <CardField label={t('walletFlows.recharge.fill.card')} cards={gate.cards} />
      <AgreementField href={RECHARGE_AGREEMENT_PATH} linkText={t('walletFlows.agreement.recharge')} requiredText={t('walletFlows.agreement.rechargeRequired')} />
      <Button type="primary" htmlType="submit" loading={creating.loading}>{t('walletFlows.recharge.fill.submit')}</Button>
    </Form>
  );
}
