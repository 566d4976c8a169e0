import { useState } from 'react';
import { Button, Form, Modal, Steps } from 'antd';
import { useFlowActor } from '@/lib/use-flow-actor';
import { useTranslation } from 'react-i18next';
import { FlowError } from '@/components/code-flow/code-flow-steps';
import { dataOf, failureOf, SILENT } from '@/components/code-flow/flow-support';
import { emptyIdentifier, IdentifierFields, identifierString, type IdentifierValues } from '@/components/code-flow/identifier-fields';
import { useCodeStepEffects } from '@/components/code-flow/use-code-step-effects';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import { useSession } from '@/lib/session/session-context';
import { bindContactMachine, type BindChannel, type BindContactContext } from '../../../machines/account/bind-contact.machine';
import { RESEND_AFTER_MS } from '../../../machines/constants';
import { parseIdentifier } from '../../../machines/rules/identifier';
import { validateEmail, validatePhone } from '../../../machines/rules/validation';
import { AccountCodeStep } from './account-steps';
import { BindEmailMutation } from './bind-email.operation';
import { BindPhoneMutation } from './bind-phone.operation';
import { SendBindCodeMutation } from './send-bind-code.operation';
import { useAccountFlowView } from './use-account-flow-view';
import './password-dialogs.css';

type Props = { open: boolean; channel: BindChannel; onClose(): void };

/**
 * Bind a new phone or e-mail (spec 7 `bind/...`): the new contact, captcha and code, then bind. Driven by
 * `bindContactMachine`; on success the user is refreshed and the dialog closes.
 */
export function BindContactDialog({ open, channel, onClose }: Props) {
  const { t } = useTranslation('security', { keyPrefix: 'security' });
  return (
    <Modal open={open} onCancel={onClose} footer={null} destroyOnHidden title={t(channel === 'phone' ? 'bind.phoneTitle' : 'bind.emailTitle')} width={520}>
      {open && <BindContactFlow channel={channel} onClose={onClose} />}
    </Modal>
  );
}

function BindContactFlow({ channel, onClose }: { channel: BindChannel; onClose(): void }) {
  const { t } = useTranslation('security', { keyPrefix: 'security' });
  const { refreshUser } = useSession();
  const ruleText = useRuleText();
  const effects = useCodeStepEffects(2);
  const { client } = effects;
  const [input] = useState(() => ({ channel }));

  const machine = bindContactMachine.provide({
    actions: {
      loadCaptcha: effects.loadCaptcha,
      sendCode: ({ context, event, self }) => {
        const target = parseIdentifier(context.target);
        if (event.type !== 'code.send' || !target || !context.captchaId) return;
        const captcha = { captchaId: context.captchaId, captchaCode: event.captchaCode };
        const variables =
          target.kind === 'phone'
            ? { input: { channel: 'sms' as const, areaCode: target.areaCode, phone: target.phone, ...captcha } }
            : { input: { channel: 'email' as const, email: target.email, ...captcha } };
        dataOf(client.mutate({ mutation: SendBindCodeMutation, variables, context: SILENT })).then(
          () => {
            void effects.message.success(effects.tAuth('code.sent'));
            self.send({ type: 'code.sent' });
          },
          (error: unknown) => self.send({ type: 'code.sendFailed', ...failureOf(error, effects.t) }),
        );
      },
      verifyCode: ({ context, event, self }) => {
        if (event.type !== 'code.verify' || !context.target) return;
        effects.verifyCode(context.target, event.code, self);
      },
      bind: ({ context, self }) => {
        const target = parseIdentifier(context.target);
        if (!target || !context.codeKey) return;
        const request: Promise<{ data?: unknown }> =
          target.kind === 'phone'
            ? client.mutate({ mutation: BindPhoneMutation, variables: { input: { areaCode: target.areaCode, phone: target.phone, pcdk: context.codeKey } }, context: SILENT })
            : client.mutate({ mutation: BindEmailMutation, variables: { input: { email: target.email, ecdk: context.codeKey } }, context: SILENT });
        dataOf(request).then(
          () => self.send({ type: 'bind.succeeded' }),
          (error: unknown) => self.send({ type: 'bind.failed', message: failureOf(error, effects.t).message }),
        );
      },
      clearCode: effects.clearCode,
      startResendCountdown: () => effects.startCountdown(RESEND_AFTER_MS),
      cancelCountdown: effects.cancelCountdown,
      showSuccess: () => {
        void effects.message.success(t(channel === 'phone' ? 'bind.phoneDone' : 'bind.emailDone'));
        void refreshUser();
        onClose();
      },
    },
  });
  const actor = useFlowActor(machine, { input });
  const { step, context, sub, codeStepProps } = useAccountFlowView<BindContactContext>(actor, effects);
  const [values, setValues] = useState<IdentifierValues>({ ...emptyIdentifier, method: channel });
  const [touched, setTouched] = useState(false);
  const error = channel === 'phone' ? validatePhone(values.areaCode, values.phone) : validateEmail(values.email);
  const text = touched ? ruleText(error) : undefined;

  return (
    <div className="password-dialog">
      <Steps
        className="password-dialog__steps"
        size="small"
        current={step}
        items={[{ title: t('bind.steps.contact') }, { title: t('steps.code') }, { title: t('steps.done') }]}
      />
      <FlowError message={sub !== 'rejected' && context.error} />
      {step === 0 && (
        <Form layout="vertical" component="div">
          <IdentifierFields
            value={values}
            onChange={(patch) => setValues((v) => ({ ...v, ...patch, method: channel }))}
            errors={channel === 'phone' ? { phone: text } : { email: text }}
            onBlur={() => setTouched(true)}
            methodLocked
          />
          <div className="password-dialog__actions">
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button
              type="primary"
              onClick={() => {
                setTouched(true);
                if (!error) actor.send({ type: 'identifier.submit', identifier: identifierString(values) });
              }}
            >
              {t('next')}
            </Button>
          </div>
        </Form>
      )}
      {step === 1 && (
        <AccountCodeStep
          {...codeStepProps(context.target ?? '', () => {
            actor.send({ type: 'step.back' });
            effects.setCode('');
          })}
        />
      )}
    </div>
  );
}
