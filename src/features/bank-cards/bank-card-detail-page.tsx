import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, App, Button, Card, Checkbox, Form, Input, Modal, Result, Space, Spin, Steps, Tag, Typography } from 'antd';
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
import { bankCardLifecycle } from '../../../machines/identity/bank-card.machine';
import { formatRuleError, type RuleError } from '../../../machines/rules/messages';
import { usePayPasswordGate } from '@/components/pay-password-gate';
import { BankCardFieldsFragment } from '@/entities/bank-card/bank-card-fields.fragment';
import { EntityFlowSection } from '@/entities/workflow/entity-flow-section';
import { useEntityFlow } from '@/entities/workflow/use-entity-flow';
import { WorkflowFieldsFragment } from '@/entities/workflow/workflow-fields.fragment';
import { useFragment as readFragment } from '@/gql';
import {
  BankCardHolderQuery,
  BankCardQuery,
  BindBankCardMutation,
  CancelBankCardMutation,
  ConfirmBankCardAmountMutation,
  DeleteBankCardMutation,
  EditBankCardMutation,
  SetDefaultBankCardMutation,
} from './bank-cards.operation';
import { BANK_CARD_AGREEMENT_PATH, BANK_CARD_DETAIL_PATH, BANK_CARD_LIST_PATH } from './paths';
import { UnlinkCardModal } from './unlink-card-modal';
import { PageHeading } from '@/components/page-heading';

type DetailsForm = { cardNumber: string; branchName: string; mobile: string; agreement: boolean };

/**
 * Bank-card verification steps (/personal/accountManagement/account/bankCardAuth/bankCardAuthDetail[?id=]):
 * fill the details → back-fill the micro-deposit → result. Filling a new card is the browser's until it is bound;
 * then the page follows the card's workflow through `useEntityFlow`: the step from the rebuilt snapshot's meta,
 * every button from what the server lets the member send now (`availableEvents`): the amount while it may be
 * back-filled, edit / cancel / delete after 'Verification failed' or expiry, only removal after 'Amount exceeds
 * limit', set default and unlink once verified.
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
  const answer = id !== null ? cardQuery.data?.bankCard : undefined;
  const card = answer ? readFragment(BankCardFieldsFragment, answer) : null;
  const flow = useEntityFlow(bankCardLifecycle, answer ? readFragment(WorkflowFieldsFragment, answer.workflow) : null);
  const payPassword = usePayPasswordGate();
  const [editing, setEditing] = useState(false);
  const [unlinking, setUnlinking] = useState(false);
  const [bind, binding] = useMutation(BindBankCardMutation);
  const [edit, editingCall] = useMutation(EditBankCardMutation);
  const [confirmAmount, confirming] = useMutation(ConfirmBankCardAmountMutation);
  const [cancel] = useMutation(CancelBankCardMutation);
  const [remove] = useMutation(DeleteBankCardMutation);
  const [setDefault, settingDefault] = useMutation(SetDefaultBankCardMutation);
  const [detailsForm] = Form.useForm<DetailsForm>();
  const [amountForm] = Form.useForm<{ amount: string }>();
  const typedNumber = Form.useWatch('cardNumber', detailsForm) ?? '';
  const typedBin = lookupCardBin(normalizeCardNumber(typedNumber.trim()));

  const filling = id === null || editing;
  const step = filling ? 0 : (flow?.step ?? 0);

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
        const created = result.data ? readFragment(BankCardFieldsFragment, result.data.bindBankCard) : null;
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
      const outcome = result.data?.confirmBankCardAmount;
      if (outcome?.correct) void message.success(outcome.message);
      else if (outcome) {
        void message.error(outcome.message);
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
  const cancelButton = card && flow?.can('card.cancel') && (
    <Button key="cancel" onClick={() => Modal.confirm({ title: t('bankCards.detail.cancelConfirm'), onOk: () => leave(() => cancel({ variables: { id: card.id } })) })}>
      {t('bankCards.detail.cancelCard')}
    </Button>
  );
  const removeButton = card && flow?.can('card.delete') && (
    <Button key="remove" danger onClick={() => leave(() => remove({ variables: { id: card.id } }))}>{t('bankCards.list.remove')}</Button>
  );

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
  } else if (card && flow?.can('amount.correct')) {
    body = (
      <Space orientation="vertical" style={{ maxWidth: 560, width: '100%' }}>
        <Alert type="info" showIcon title={t('bankCards.list.verifying')} description={t('bankCards.detail.depositSent', { card: card.maskedNumber, bank: card.bankName })} />
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
            {cancelButton}
          </Space>
        </Form>
      </Space>
    );
  } else if (card && flow?.can('card.edit')) {
    const expired = flow.snapshot.matches('expired');
    const reason = expired || card.reason === 'expired' ? t('bankCards.detail.expiredReason') : (card.reason ?? '');
    body = (
      <Result
        status="error"
        title={t(expired ? 'bankCards.detail.expiredTitle' : 'bankCards.detail.failedTitle')}
        subTitle={t('bankCards.detail.failedBody', { reason })}
        extra={[<Button key="edit" type="primary" onClick={() => setEditing(true)}>{t('bankCards.detail.edit')}</Button>, cancelButton, removeButton]}
      />
    );
  } else if (card && flow?.snapshot.matches('verified')) {
    body = (
      <Result
        status="success"
        title={t('bankCards.detail.verifiedTitle')}
        subTitle={
          <Space wrap>
            <span>{t('bankCards.detail.verifiedBody', { bank: card.bankName, card: card.maskedNumber })}</span>
            {card.isDefault && <Tag color="blue">{t('bankCards.list.default')}</Tag>}
          </Space>
        }
        extra={[
          flow.can('default.set') && (
            <Button key="default" loading={settingDefault.loading} onClick={() => void setDefault({ variables: { id: card.id } }).catch(() => undefined)}>
              {t('bankCards.list.setDefault')}
            </Button>
          ),
          flow.can('card.unlink') && (
            <Button key="unlink" danger onClick={() => payPassword.ensure() && setUnlinking(true)}>{t('bankCards.list.unlink')}</Button>
          ),
          backToList,
        ]}
      />
    );
  } else if (card && flow?.can('card.delete')) {
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
    <Card title={<PageHeading>{t('bankCards.detail.title')}</PageHeading>}>
      <Steps
        current={step}
        style={{ marginBottom: 24 }}
        items={[{ title: t('bankCards.detail.steps.fill') }, { title: t('bankCards.detail.steps.deposit') }, { title: t('bankCards.detail.steps.result') }]}
      />
      {body}
      {card && flow && !editing && <EntityFlowSection entityType="bank_card" entityId={card.id} workflow={flow.workflow} />}
      <UnlinkCardModal card={unlinking ? card : null} onClose={() => setUnlinking(false)} onUnlinked={() => navigate(BANK_CARD_LIST_PATH)} />
      {payPassword.element}
    </Card>
  );
}
