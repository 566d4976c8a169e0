import { useState } from 'react';
import { Form, Input, Modal, Steps } from 'antd';
import { useFlowActor } from '@/lib/use-flow-actor';
import { useTranslation } from 'react-i18next';
import { FlowError, PasswordStep } from '@/components/code-flow/code-flow-steps';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import { useSession } from '@/lib/session/session-context';
import { accountMethods, accountMethodTarget } from '../../../machines/account/account-flow';
import { changeLoginPasswordMachine, type ChangeLoginPasswordContext } from '../../../machines/account/change-login-password.machine';
import { validateLoginPassword } from '../../../machines/rules/validation';
import { AccountCodeStep, MethodStep } from './account-steps';
import { ModifyLoginPasswordByCodeMutation } from './modify-login-password-by-code.operation';
import { ModifyLoginPasswordByCurrentMutation } from './modify-login-password-by-current.operation';
import { useAccountCodeEffects } from './use-account-code-effects';
import { passwordSaver, useAccountFlowView } from './use-account-flow-view';
import './password-dialogs.css';

type Props = { open: boolean; onClose(): void };

/**
 * Change the login password (spec 2): verify method, code, set. Driven by `changeLoginPasswordMachine`; a
 * new actor each time the dialog opens. On success: "password set successfully", the user is refreshed and the
 * dialog closes.
 */
export function LoginPasswordDialog({ open, onClose }: Props) {
  const { t } = useTranslation('security', { keyPrefix: 'security' });
  return (
    <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden title={t('loginPassword.title')} width={520}>
      {open && <LoginPasswordFlow onClose={onClose} />}
    </Modal>
  );
}

function LoginPasswordFlow({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('security', { keyPrefix: 'security' });
  const { user, refreshUser } = useSession();
  const ruleText = useRuleText();
  const [input] = useState(() => ({ phone: user?.phone, email: user?.primaryEmail, lastModified: user?.passwordLastModify ?? null }));
  const { effects, actions } = useAccountCodeEffects('loginPassword');
  const { client } = effects;

  const machine = changeLoginPasswordMachine.provide({
    actions: {
      ...actions,
      changePassword: passwordSaver(client, effects.t, { byCode: ModifyLoginPasswordByCodeMutation, byCurrent: ModifyLoginPasswordByCurrentMutation }),
      showSuccess: () => {
        void effects.message.success(t('loginPassword.success'));
        void refreshUser();
        onClose();
      },
    },
  });
  const actor = useFlowActor(machine, { input });
  const { step, context, sub, fields, codeStepProps } = useAccountFlowView<ChangeLoginPasswordContext>(actor, effects);
  const [current, setCurrent] = useState('');
  const [currentTouched, setCurrentTouched] = useState(false);
  const currentError = context.method === 'password' ? validateLoginPassword(current) : null;

  const back = () => {
    actor.send({ type: 'step.back' });
    effects.setCode('');
    fields.resetPasswords();
    setCurrent('');
    setCurrentTouched(false);
  };

  return (
    <div className="password-dialog">
      <Steps
        className="password-dialog__steps"
        size="small"
        current={step}
        items={[{ title: t('steps.verify') }, { title: t('steps.code') }, { title: t('steps.set') }, { title: t('steps.done') }]}
      />
      <FlowError message={sub !== 'rejected' && context.error} />
      {step === 0 && (
        <MethodStep
          all={['phone', 'email', 'password']}
          available={accountMethods(context)}
          phone={context.phone}
          email={context.email}
          passwordLabel={t('method.oldLoginPassword')}
          onNext={(method) => actor.send({ type: 'method.select', method })}
          onCancel={onClose}
        />
      )}
      {step === 1 && (
        <AccountCodeStep {...codeStepProps(accountMethodTarget(context) ?? '', back)} />
      )}
      {step === 2 && (
        <>
          {context.method === 'password' && (
            <Form layout="vertical" component="div">
              <Form.Item
                label={t('fields.currentPassword')}
                validateStatus={currentTouched && currentError ? 'error' : undefined}
                help={currentTouched ? ruleText(currentError) : undefined}
              >
                <Input.Password
                  aria-label={t('fields.currentPassword')}
                  autoComplete="current-password"
                  value={current}
                  onChange={(e) => setCurrent(e.target.value)}
                  onBlur={() => setCurrentTouched(true)}
                  disabled={sub === 'saving'}
                />
              </Form.Item>
            </Form>
          )}
          <PasswordStep
            fields={fields}
            passwordLabel={t('fields.newLoginPassword')}
            busy={sub === 'saving'}
            backLabel={t('back')}
            onBack={back}
            submitLabel={t('submit')}
            onSubmit={(passwords) => {
              setCurrentTouched(true);
              if (currentError) return;
              actor.send({ type: 'password.submit', ...passwords, currentPassword: context.method === 'password' ? current : undefined });
            }}
          />
        </>
      )}
    </div>
  );
}
