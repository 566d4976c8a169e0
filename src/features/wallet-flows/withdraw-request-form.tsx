import { useEffect, useRef } from 'react';
import { Alert, Button, Descriptions, Form, Input, Space, Statistic, Typography, type InputRef } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRuleError } from '../../../machines/rules/messages';
import { fenToYuan, formatFen, formatRate, validateWalletAmount, withdrawalFee, yuanToFen } from '../../../machines/rules/money';
import { validateTransactionPassword } from '../../../machines/rules/validation';
import { withdrawRequestError } from '../../../machines/wallet/withdraw-request.machine';
import { useRuleLang } from '@/components/code-flow/use-rule-text';
import { WithdrawIdentityDialog } from '@/components/password-dialogs';
import { usePayPasswordGate } from '@/components/pay-password-gate';
import { ruleValidator } from './amount-rules';
import { AgreementField, CardField } from './fund-fields';
import type { WalletCard } from './fund-gate';
import { WITHDRAW_AGREEMENT_PATH } from './paths';
import { useWithdrawRequest } from './use-withdraw-request';

type Props = {
  availableFen: number;
  heldFen: number;
  feeRateBp: number;
  cards: WalletCard[];
  defaultCardId: number | null;
  onSubmitted(withdrawalId: number): void;
};

type EditForm = { amount: string; bankCardId: number; agreement: boolean };

/** The fee and what arrives for a typed amount, or null while the amount breaks a rule. */
function quoteOf(text: string | undefined, availableFen: number, feeRateBp: number) {
  if (validateWalletAmount(text, { maxFen: availableFen }) !== null) return null;
  const amountFen = yuanToFen(text!);
  const feeFen = withdrawalFee(amountFen, feeRateBp);
  return { amountFen, feeFen, receivedFen: amountFen - feeFen };
}

/**
 * Step 1 of /cash, driven by `withdrawRequestMachine`: amount (at most the available CNY) and receiving card
 * with the handling fee and the amount received shown before confirming; confirm → the withdraw-identity dialog
 * → the 6-digit transaction password → createWithdrawal. The transaction-password gate stands before Next.
 */
export function WithdrawRequestForm({ availableFen, heldFen, feeRateBp, cards, defaultCardId, onSubmitted }: Props) {
  const { t } = useTranslation('walletFlows');
  const lang = useRuleLang();
  const payGate = usePayPasswordGate();
  const { actor, state, context } = useWithdrawRequest({ availableFen, feeRateBp, onSubmitted });
  const [editForm] = Form.useForm<EditForm>();
  const [passwordForm] = Form.useForm<{ password: string }>();
  const typed = Form.useWatch('amount', editForm);
  const rate = formatRate(feeRateBp);
  const quote = quoteOf(typed, availableFen, feeRateBp);
  const card = cards.find((c) => c.id === context.bankCardId);
  // Each step replaces the buttons of the one before, which had the focus: it goes to the summary's heading
  // (confirming) or the transaction password, so the keyboard carries on from there (not from the page's top).
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const passwordInput = useRef<InputRef>(null);
  const shownState = useRef(state);
  useEffect(() => {
    if (shownState.current === state) return;
    shownState.current = state;
    if (state === 'confirming') confirmHeading.current?.focus();
    if (state === 'enteringPassword') passwordInput.current?.focus();
  }, [state]);
  const errorText = context.error ? ('message' in context.error ? context.error.message : formatRuleError(context.error, lang)) : null;

  const next = ({ amount, bankCardId }: EditForm) => {
    if (!payGate.ensure()) return;
    actor.send({ type: 'withdraw.next', amountFen: yuanToFen(amount), bankCardId });
  };

  const summary = (
    <Descriptions bordered column={1} size="small" className="wallet-flow__summary" data-testid="withdraw-summary">
      <Descriptions.Item label={t('walletFlows.cash.amount')}>¥{formatFen(context.amountFen)}</Descriptions.Item>
      <Descriptions.Item label={t('walletFlows.cash.fee', { rate })}>¥{formatFen(context.feeFen)}</Descriptions.Item>
      <Descriptions.Item label={t('walletFlows.cash.received')}>
        <Typography.Text strong>¥{formatFen(context.amountFen - context.feeFen)}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('walletFlows.cash.card')}>{card ? `${card.bankName} ${card.maskedNumber}` : ''}</Descriptions.Item>
      <Descriptions.Item label={t('walletFlows.cash.arrival')}>{t('walletFlows.cash.arrivalHint')}</Descriptions.Item>
    </Descriptions>
  );

  if (state === 'editing') {
    return (
      <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 560 }}>
        {!payGate.ready && (
          <Alert
            type="warning"
            showIcon
            title={t('security.gate.text')}
            action={<Button size="small" onClick={() => payGate.ensure()}>{t('security.gate.setNow')}</Button>}
          />
        )}
        <Space size="large" wrap>
          <Statistic title={t('walletFlows.cash.available')} prefix="¥" value={formatFen(availableFen)} data-testid="withdraw-available" />
          {heldFen > 0 && <Statistic title={t('walletFlows.cash.held')} prefix="¥" value={formatFen(heldFen)} />}
        </Space>
        <Form<EditForm>
          form={editForm}
          layout="vertical"
          onFinish={next}
          initialValues={{ amount: context.amountFen > 0 ? fenToYuan(context.amountFen) : undefined, bankCardId: context.bankCardId ?? defaultCardId ?? undefined }}
        >
          <Form.Item
            name="amount"
            label={t('walletFlows.cash.amountLabel')}
            rules={[
              {
                validator: ruleValidator(lang, (v: string | undefined) =>
                  validateWalletAmount(v, { maxFen: availableFen }) ?? withdrawRequestError(availableFen, feeRateBp, yuanToFen(v!)),
                ),
              },
            ]}
            extra={
              <span data-testid="withdraw-fee">
                {t('walletFlows.cash.feeLine', {
                  rate,
                  fee: quote ? formatFen(quote.feeFen) : '0.00',
                  received: quote ? formatFen(quote.receivedFen) : '0.00',
                })}
              </span>
            }
          >
            <Input
              prefix="¥"
              inputMode="decimal"
              maxLength={13}
              placeholder={t('walletFlows.cash.amountPlaceholder')}
              autoComplete="off"
              suffix={
                <Button type="link" size="small" onClick={() => editForm.setFieldValue('amount', fenToYuan(availableFen))} disabled={availableFen <= 0}>
                  {t('walletFlows.cash.all')}
                </Button>
              }
            />
          </Form.Item>
          <CardField label={t('walletFlows.cash.card')} cards={cards} />
          <AgreementField href={WITHDRAW_AGREEMENT_PATH} linkText={t('walletFlows.agreement.withdraw')} requiredText={t('walletFlows.agreement.withdrawRequired')} />
          <Button type="primary" htmlType="submit">{t('walletFlows.cash.next')}</Button>
        </Form>
        {payGate.element}
      </Space>
    );
  }

  const passwordStep = state === 'enteringPassword' || state === 'submitting';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%', maxWidth: 560 }}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }} ref={confirmHeading} tabIndex={-1}>
        {t('walletFlows.cash.confirmTitle')}
      </Typography.Title>
      {summary}
      {errorText && <Alert type="error" showIcon title={errorText} data-testid="withdraw-error" />}
      {state === 'confirming' && (
        <Space>
          <Button onClick={() => actor.send({ type: 'withdraw.back' })}>{t('walletFlows.common.back')}</Button>
          <Button type="primary" onClick={() => actor.send({ type: 'withdraw.confirm' })}>{t('walletFlows.cash.confirm')}</Button>
        </Space>
      )}
      {passwordStep && (
        <Form<{ password: string }>
          form={passwordForm}
          layout="vertical"
          onFinish={({ password }) => {
            passwordForm.setFieldValue('password', '');
            actor.send({ type: 'withdraw.password', password });
          }}
        >
          <Form.Item
            name="password"
            label={t('walletFlows.cash.password')}
            rules={[{ validator: ruleValidator(lang, (v: string | undefined) => validateTransactionPassword(v ?? '')) }]}
          >
            <Input.Password ref={passwordInput} maxLength={6} inputMode="numeric" autoComplete="off" placeholder={t('walletFlows.cash.passwordPlaceholder')} disabled={state === 'submitting'} />
          </Form.Item>
          <Space>
            <Button onClick={() => actor.send({ type: 'withdraw.back' })} disabled={state === 'submitting'}>{t('walletFlows.common.back')}</Button>
            <Button type="primary" htmlType="submit" loading={state === 'submitting'}>{t('walletFlows.cash.submit')}</Button>
          </Space>
        </Form>
      )}
      <WithdrawIdentityDialog
        open={state === 'verifyingIdentity'}
        onCancel={() => actor.send({ type: 'identity.cancelled' })}
        onVerified={({ identifier, codeKey }) => actor.send({ type: 'identity.verified', identifier, codeKey })}
      />
    </Space>
  );
}
