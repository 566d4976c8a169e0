import { useState } from 'react';
import { Modal, Steps } from 'antd';
import { useFlowActor } from '@/lib/use-flow-actor';
import { useTranslation } from 'react-i18next';
import { FlowError } from '@/components/code-flow/code-flow-steps';
import { useSession } from '@/lib/session/session-context';
import { accountMethods, accountMethodTarget } from '../../../machines/account/account-flow';
import {
  withdrawIdentityMachine,
  withdrawIdentityOutput,
  type WithdrawIdentityContext,
  type WithdrawIdentityOutput,
} from '../../../machines/account/withdraw-identity.machine';
import { AccountCodeStep, MethodStep } from './account-steps';
import { useAccountCodeEffects } from './use-account-code-effects';
import { useAccountFlowView } from './use-account-flow-view';
import './password-dialogs.css';

type Props = {
  open: boolean;
  /** Closed without verifying. */
  onCancel(): void;
  /** The identity is proved: the identifier the code went to and its code key (purpose "withdraw"). */
  onVerified(result: WithdrawIdentityOutput): void;
};

/**
 * Prove the identity before a withdrawal (spec 2): method (bound phone or e-mail), code, then the identifier
 * and code key go back to the caller through `onVerified`, and the caller closes the dialog. Driven by
 * `withdrawIdentityMachine`.
 */
export function WithdrawIdentityDialog({ open, onCancel, onVerified }: Props) {
  const { t } = useTranslation('security', { keyPrefix: 'security' });
  return (
    // The caller moves the focus when the dialog closes (on to the transaction password, or back to the summary):
    // the control that opened it is gone by then.
    <Modal open={open} onCancel={onCancel} footer={null} destroyOnHidden title={t('withdraw.title')} width={520} focusable={{ focusTriggerAfterClose: false }}>
      {open && <WithdrawIdentityFlow onCancel={onCancel} onVerified={onVerified} />}
    </Modal>
  );
}

function WithdrawIdentityFlow({ onCancel, onVerified }: Omit<Props, 'open'>) {
  const { t } = useTranslation('security', { keyPrefix: 'security' });
  const { user } = useSession();
  const [input] = useState(() => ({ phone: user?.phone, email: user?.primaryEmail }));
  const { effects, actions } = useAccountCodeEffects('withdraw');
  const machine = withdrawIdentityMachine.provide({
    actions: { ...actions, returnIdentity: ({ context }) => onVerified(withdrawIdentityOutput(context)) },
  });
  const actor = useFlowActor(machine, { input });
  const { step, context, sub, codeStepProps } = useAccountFlowView<WithdrawIdentityContext>(actor, effects);

  return (
    <div className="password-dialog">
      <Steps
        className="password-dialog__steps"
        size="small"
        current={step}
        items={[{ title: t('steps.verify') }, { title: t('steps.code') }, { title: t('steps.done') }]}
      />
      <FlowError message={sub !== 'rejected' && context.error} />
      {step === 0 && (
        <MethodStep
          all={['phone', 'email']}
          available={accountMethods(context, false)}
          phone={context.phone}
          email={context.email}
          onNext={(method) => method !== 'password' && actor.send({ type: 'method.select', method })}
          onCancel={onCancel}
        />
      )}
      {step === 1 && (
        <AccountCodeStep
          {...codeStepProps(accountMethodTarget(context) ?? '', () => {
            actor.send({ type: 'step.back' });
            effects.setCode('');
          })}
        />
      )}
    </div>
  );
}
