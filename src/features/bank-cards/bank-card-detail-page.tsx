import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Checkbox, Form, Input, Modal, Result, Space, Spin, Steps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  isRuralCreditUnionCard,
  lookupCardBin,
  normalizeCardNumber,
  validateBankMobile,
  validateBranchName,
  validateCardNumber,
  validateDepositAmount,
} from '../../../machines/rules/bank-card';
import { formatRuleError, type RuleError } from '../../../machines/rules/messages';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useFragment as readFragment } from '@/gql';
import { cardActions, type CardFields } from './bank-card-flow';
import {
  BankCardFieldsFragment,
  BankCardHolderQuery,
  BankCardQuery,
  BindBankCardMutation,
  CancelBankCardMutation,
  ConfirmBankCardAmountMutation,
  DeleteBankCardMutation,
  EditBankCardMutation,
} from './bank-cards.operation';
import { BANK_CARD_AGREEMENT_PATH, BANK_CARD_DETAIL_PATH, BANK_CARD_LIST_PATH } from './paths';

type DetailsForm = { cardNumber: string; branchName: string; mobile: string; agreement: boolean };

/**
 * Bank-card verification steps (/personal/accountManagement/account/bankCardAuth/bankCardAuthDetail[?id=]):
 * fill the details → back-fill the micro-deposit → result. Which step and which buttons come from the card's
 * machine (`cardActions`): 'Amount exceeds limit' leaves only removal, 'Verification failed' offers edit or cancel.
 */
export function BankCardDetailPage() {
  const { t, i18n } = useTranslation('bankCards');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'zh';
  const rule = (err: RuleError | null) => (err ? formatRuleError(err, lang) : undefined);
  const validator = (check: (v: string) => RuleError | null) => async (_r: unknown, v: string) => {
    const text = rule(check(v ?? ''));
    if (text) throw new Error(text);
  };
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const holder = useQuery(BankCardHolderQuery, { fetchPolicy: 'cache-and-network' });
  const cardQuery = useQuery(BankCardQuery, { variables: { id: id ?? 0 }, skip: id === null, fetchPolicy: 'cache-and-network' });
  const card = cardQuery.data ? (readFragment(BankCardFieldsFragment, cardQuery.data.bankCard) as CardFields) : null;
  const [editing, setEditing] = useState(false);
  const [bind, binding] = useMutation(BindBankCardMutation);
  const [edit, editingCall] = useMutation(EditBankCardMutation);
  const [confirmAmount, confirming] = useMutation(ConfirmBankCardAmountMutation);
  const [cancel] = useMutation(CancelBankCardMutation);
  const [remove] = useMutation(DeleteBankCardMutation);
  const [detailsForm] = Form.useForm<DetailsForm>();
  const [amountForm] = Form.useForm<{ amount: string }>();
  const typedNumber = Form.useWatch('cardNumber', detailsForm) ?? '';
  const typedBin = lookupCardBin(normalizeCardNumber(typedNumber.trim()));

  const can = card ? cardActions(card) : null;
  const filling = id === null || editing;
  const step = filling ? 0 : (can?.step ?? 0);

  const submitDetails = async (values: DetailsForm) => {
    const input = { cardNumber: normalizeCardNumber(values.cardNumber.trim()), branchName: values.branchName.trim(), mobile: values.mobile };
    if (isRuralCreditUnionCard(input.cardNumber)) {
      const goOn = await new Promise<boolean>((resolve) =>
        Modal.confirm({
          title: t('bankCards.detail.ruralTitle'),
          content: t('bankCards.detail.ruralBody'),
          okText: t('bankCards.detail.ruralOk'),
          cancelText: t('bankCards.detail.ruralCancel'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        }),
      );
      if (!goOn) return;
    }
    try {
      if (id === null) {
        const result = await bind({ variables: { input } });
        const created = result.data ? (readFragment(BankCardFieldsFragment, result.data.bindBankCard) as CardFields) : null;
        if (created) void navigate(`${BANK_CARD_DETAIL_PATH}?id=${created.id}`, { replace: true });
      } else {
        await edit({ variables: { id, input } });
        setEditing(false);
      }
    } catch {
      // reported by the Apollo error link (spec 8)
    }
  };

  const submitAmount = async ({ amount }: { amount: string }) => {
    if (!card) return;
    try {
      const result = await confirmAmount({ variables: { id: card.id, amount: amount.trim() } });
      const answer = result.data?.confirmBankCardAmount;
      if (answer?.correct) void message.success(answer.message);
      else if (answer) {
        void message.error(answer.message);
        amountForm.setFieldValue('amount', '');
      }
    } catch {
      // reported by the Apollo error link
    }
  };

  const leave = async (run: () => Promise<unknown>) => {
    try {
      await run();
      void navigate(BANK_CARD_LIST_PATH);
    } catch {
      // reported by the Apollo error link
    }
  };

  const backToList = <Button key="back" onClick={() => navigate(BANK_CARD_LIST_PATH)}>{t('bankCards.detail.backToList')}</Button>;

  let body: React.ReactNode;
  if ((id !== null && !card && cardQuery.loading) || (filling && holder.loading && !holder.data)) {
    body = <Spin />;
  } else if (id !== null && !card) {
    body = <Result status="404" title={t('bankCards.detail.notFound')} extra={backToList} />;
  } else if (filling) {
    body = (
      <Form<DetailsForm>
        form={detailsForm}
        layout="vertical"
        style={{ maxWidth: 520 }}
        onFinish={submitDetails}
        initialValues={editing && card ? { branchName: card.branchName } : undefined}
      >
        <Typography.Paragraph type="secondary">{t('bankCards.detail.debitOnly')}</Typography.Paragraph>
        <Form.Item label={t('bankCards.detail.cardholder')} htmlFor="bank-card-holder" extra={t('bankCards.detail.cardholderHint')}>
          <Input id="bank-card-holder" value={holder.data?.bankCardHolder.cardholderName ?? card?.cardholderName ?? ''} disabled />
        </Form.Item>
        <Form.Item name="cardNumber" label={t('bankCards.detail.cardNumber')} rules={[{ validator: validator(validateCardNumber) }]} validateTrigger="onBlur">
          <Input inputMode="numeric" maxLength={23} placeholder={t('bankCards.detail.cardNumberPlaceholder')} autoComplete="off" />
        </Form.Item>
        <Form.Item label={t('bankCards.detail.bank')} htmlFor="bank-card-bank">
          <Input id="bank-card-bank" value={typedBin ? typedBin.bank.name[lang] : ''} disabled />
        </Form.Item>
        <Form.Item name="branchName" label={t('bankCards.detail.branch')} rules={[{ validator: validator(validateBranchName) }]}>
          <Input maxLength={100} placeholder={t('bankCards.detail.branchPlaceholder')} />
        </Form.Item>
        <Form.Item name="mobile" label={t('bankCards.detail.mobile')} rules={[{ validator: validator(validateBankMobile) }]} validateTrigger="onBlur">
          <Input inputMode="numeric" maxLength={11} />
        </Form.Item>
        <Form.Item
          name="agreement"
          valuePropName="checked"
          rules={[{ validator: async (_r, v: boolean) => { if (!v) throw new Error(t('bankCards.detail.agreementRequired')); } }]}
        >
          <Checkbox>
            {t('bankCards.detail.agreementPrefix')}{' '}
            <a href={BANK_CARD_AGREEMENT_PATH} target="_blank" rel="noopener noreferrer">{t('bankCards.detail.agreement')}</a>
          </Checkbox>
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={binding.loading || editingCall.loading}>{t('bankCards.detail.submit')}</Button>
          {editing ? <Button onClick={() => setEditing(false)}>{t('bankCards.detail.cancelCard')}</Button> : backToList}
        </Space>
      </Form>
    );
  } else if (card && can?.confirmAmount) {
    body = (
      <Space direction="vertical" style={{ maxWidth: 560, width: '100%' }}>
        <Alert type="info" showIcon message={t('bankCards.list.verifying')} description={t('bankCards.detail.depositSent', { card: card.maskedNumber, bank: card.bankName })} />
        {card.expiresAt ? <Typography.Text type="secondary">{t('bankCards.detail.expiresAt', { time: new Date(card.expiresAt).toLocaleString(lang === 'en' ? 'en-US' : 'zh-CN') })}</Typography.Text> : null}
        <Form form={amountForm} layout="vertical" onFinish={submitAmount}>
          <Form.Item
            name="amount"
            label={t('bankCards.detail.amount')}
            extra={t('bankCards.list.attemptsLeft', { n: card.attemptsLeft })}
            rules={[{ validator: validator(validateDepositAmount) }]}
          >
            <Input inputMode="decimal" maxLength={9} prefix="¥" placeholder={t('bankCards.detail.amountPlaceholder')} autoComplete="off" />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" loading={confirming.loading}>{t('bankCards.detail.confirm')}</Button>
            {can.cancel && (
              <Button onClick={() => Modal.confirm({ title: t('bankCards.detail.cancelConfirm'), onOk: () => leave(() => cancel({ variables: { id: card.id } })) })}>
                {t('bankCards.detail.cancelCard')}
              </Button>
            )}
          </Space>
        </Form>
      </Space>
    );
  } else if (card && card.status === 'verified') {
    body = <Result status="success" title={t('bankCards.detail.verifiedTitle')} subTitle={t('bankCards.detail.verifiedBody', { bank: card.bankName, card: card.maskedNumber })} extra={backToList} />;
  } else if (card && can?.edit) {
    const reason = card.status === 'expired' || card.reason === 'expired' ? t('bankCards.detail.expiredReason') : (card.reason ?? '');
    body = (
      <Result
        status="error"
        title={t(card.status === 'expired' ? 'bankCards.detail.expiredTitle' : 'bankCards.detail.failedTitle')}
        subTitle={t('bankCards.detail.failedBody', { reason })}
        extra={[
          <Button key="edit" type="primary" onClick={() => setEditing(true)}>{t('bankCards.detail.edit')}</Button>,
          can.cancel && <Button key="cancel" onClick={() => leave(() => cancel({ variables: { id: card.id } }))}>{t('bankCards.detail.cancelCard')}</Button>,
        ]}
      />
    );
  } else if (card && can?.remove) {
    body = (
      <Result
        status="error"
        title={t('bankCards.detail.lockedTitle')}
        subTitle={t('bankCards.detail.lockedBody')}
        extra={[<Button key="remove" danger type="primary" onClick={() => leave(() => remove({ variables: { id: card.id } }))}>{t('bankCards.list.remove')}</Button>, backToList]}
      />
    );
  } else {
    body = backToList;
  }

  return (
    <Card title={t('bankCards.detail.title')}>
      <Steps
        current={step}
        style={{ marginBottom: 24 }}
        items={[{ title: t('bankCards.detail.steps.fill') }, { title: t('bankCards.detail.steps.deposit') }, { title: t('bankCards.detail.steps.result') }]}
      />
      {body}
      {card && !editing && <EntityFlowSection entityType="bank_card" entityId={card.id} refreshKey={`${card.status}:${card.attemptsLeft}:${card.isDefault}`} />}
    </Card>
  );
}
