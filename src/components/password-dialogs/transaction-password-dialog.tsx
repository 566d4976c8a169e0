import { useState } from 'react';
import { Button, Form, Input, Modal, Steps, Typography } from 'antd';
import { useFlowActor } from '@/lib/use-flow-actor';
import { useTranslation } from 'react-i18next';
import { FlowError } from '@/components/code-flow/code-flow-steps';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import { useSession } from '@/lib/session/session-context';
import { accountMethods, accountMethodTarget } from '../../../machines/account/account-flow';
import {
  changeTransactionPasswordMachine,
  transactionPasswordsError,
  type ChangeTransactionPasswordContext,
} from '../../../machines/account/change-transaction-password.machine';
import { TRANSACTION_PASSWORD_LENGTH } from '../../../machines/constants';
import { validateTransactionPassword } from '../../../machines/rules/validation';
import { AccountCodeStep, MethodStep } from './account-steps';
import { ModifyPayPasswordByCodeMutation } from './modify-pay-password-by-code.operation';
import { ModifyPayPasswordByCurrentMutation } from './modify-pay-password-by-current.operation';
import { useAccountCodeEffects } from './use-account-code-effects';
import { passwordSaver, useAccountFlowView } from './use-account-flow-view';
import './password-dialogs.css';

type Props = { open: boolean; onClose(): void };

/**
 * Set or change the transaction password (spec 2): intro, method, code, set (exactly 6 digits). Driven by
 * `changeTransactionPasswordMachine`; the old-password method exists once a transaction password is set. On
 * success: "transaction password set successfully", the user is refreshed and the dialog closes.
 */
export function TransactionPasswordDialog({ open, onClose }: Props) {
  const { t } = useTranslation('security', { keyPrefix: 'security' });
  return (
    <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden title={t('payPassword.title')} width={560}>
      {open && <TransactionPasswordFlow onClose={onClose} />}
    </Modal>
  );
}

/** Six digits, digits only: the input keeps digits and cuts to six, as the rule says. */
function DigitsPassword({ label, value, onChange, onBlur, error, disabled, autoComplete }: {
  label: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error?: string;
  disabled: boolean;
  autoComplete: string;
}) {
  return (
    <Form.Item label={label} validateStatus={error ? 'error' : undefined} help={error}>
      <Input.Password
        aria-label={label}
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={TRANSACTION_PASSWORD_LENGTH}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        disabled={disabled}
      />
    </Form.Item>
  );
}

function TransactionPasswordFlow({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('security', { keyPrefix: 'security' });
  const { user, refreshUser } = useSession();
  const ruleText = useRuleText();
  const [input] = useState(() => ({ phone: user?.phone, email: user?.primaryEmail, lastModified: user?.jyPasswordLastModify ?? null }));
  const { effects, actions } = useAccountCodeEffects('payPassword');
  const { client } = effects;

  const machine = changeTransactionPasswordMachine.provide({
    actions: {
      ...actions,
      changePassword: passwordSaver(client, effects.t, { byCode: ModifyPayPasswordByCodeMutation, byCurrent: ModifyPayPasswordByCurrentMutation }),
      showSuccess: () => {
        void effects.message.success(t('payPassword.success'));
        void refreshUser();
        onClose();
      },
    },
  });
  const actor = useFlowActor(machine, { input });
  const { step, context, sub, codeStepProps } = useAccountFlowView<ChangeTransactionPasswordContext>(actor, effects);
  const [values, setValues] = useState({ password: '', confirm: '', current: '' });
  const [touched, setTouched] = useState({ password: false, confirm: false, current: false });
  const oldMethod = context.method === 'password';
  const errors = {
    password: validateTransactionPassword(values.password),
    confirm: transactionPasswordsError(values.password, values.confirm),
    current: oldMethod ? validateTransactionPassword(values.current) : null,
  };
  const shown = (field: keyof typeof errors) => (touched[field] ? ruleText(errors[field]) : undefined);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value.replace(/\s/g, '') }));
  const touch = (field: keyof typeof touched) => () => setTouched((s) => ({ ...s, [field]: true }));

  const back = () => {
    actor.send({ type: 'step.back' });
    effects.setCode('');
    setValues({ password: '', confirm: '', current: '' });
    setTouched({ password: false, confirm: false, current: false });
  };
  const busy = sub === 'saving';

  return (
    <div className="password-dialog">
      <Steps
        className="password-dialog__steps"
        size="small"
        current={step}
        items={[
          { title: t('steps.intro') },
          { title: t('steps.verify') },
          { title: t('steps.code') },
          { title: t('steps.set') },
          { title: t('steps.done') },
        ]}
      />
      <FlowError message={sub !== 'rejected' && context.error} />
      {step === 0 && (
        <div>
          <Typography.Paragraph>{t('payPassword.intro')}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{t('payPassword.introRule')}</Typography.Paragraph>
          <div className="password-dialog__actions">
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button type="primary" onClick={() => actor.send({ type: 'intro.next' })}>
              {t('next')}
            </Button>
          </div>
        </div>
      )}
      {step === 1 && (
        <MethodStep
          all={['phone', 'email', 'password']}
          available={accountMethods(context)}
          phone={context.phone}
          email={context.email}
          passwordLabel={t('method.oldPayPassword')}
          onNext={(method) => actor.send({ type: 'method.select', method })}
          onCancel={() => actor.send({ type: 'step.back' })}
        />
      )}
      {step === 2 && (
        <AccountCodeStep {...codeStepProps(accountMethodTarget(context) ?? '', back)} />
      )}
      {step === 3 && (
        <Form layout="vertical" component="div">
          {oldMethod && (
            <DigitsPassword
              label={t('fields.oldPayPassword')}
              value={values.current}
              onChange={set('current')}
              onBlur={touch('current')}
              error={shown('current')}
              disabled={busy}
              autoComplete="current-password"
            />
          )}
          <DigitsPassword
            label={t('fields.newPayPassword')}
            value={values.password}
            onChange={set('password')}
            onBlur={touch('password')}
            error={shown('password')}
            disabled={busy}
            autoComplete="new-password"
          />
          <DigitsPassword
            label={t('fields.confirmPayPassword')}
            value={values.confirm}
            onChange={set('confirm')}
            onBlur={touch('confirm')}
            error={shown('confirm')}
            disabled={busy}
            autoComplete="new-password"
          />
          <div className="password-dialog__actions">
            <Button onClick={back} disabled={busy}>
              {t('back')}
            </Button>
            <Button
              type="primary"
              loading={busy}
              onClick={() => {
                setTouched({ password: true, confirm: true, current: true });
                if (errors.password || errors.confirm || errors.current) return;
                actor.send({
                  type: 'password.submit',
                  password: values.password,
                  confirmPassword: values.confirm,
                  currentPassword: oldMethod ? values.current : undefined,
                });
              }}
            >
              {t('submit')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
