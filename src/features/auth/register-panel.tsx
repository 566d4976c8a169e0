import { useState } from 'react';
import { Button, Form, Result, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AREA_CODE } from '../../../machines/constants';
import { registrationIdentifier } from '../../../machines/auth/registration.machine';
import { validateEmail, validatePhone } from '../../../machines/rules/validation';
import { AgreementCheckbox } from './agreement-checkbox';
import { CaptchaItem, CodeStep, FlowError, PasswordStep } from '@/components/code-flow/code-flow-steps';
import { IdentifierFields, type IdentifierValues } from '@/components/code-flow/identifier-fields';
import { useCodeFlowFields } from '@/components/code-flow/use-code-flow-fields';
import { useRegistrationFlow } from './use-registration-flow';

/**
 * The register face (spec 2 and 4): four antd `Steps` whose current step, loading and disabled states all
 * come from `registrationMachine`. Field errors use the shared rules, so they read as the server's 400 would.
 */
export function RegisterPanel({ onLogin }: { onLogin(): void }) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  const { actor, step, context, sub, code, setCode, secondsLeft } = useRegistrationFlow({ onLogin });

  // Typed values stay here until they are sent; the machine keeps what it was sent.
  const [form, setForm] = useState({ areaCode: DEFAULT_AREA_CODE, phone: '', email: '' });
  const fields = useCodeFlowFields(context.captchaId, {
    phone: validatePhone(form.areaCode, form.phone),
    email: validateEmail(form.email),
  });
  const { captchaText, errors, shown, touch } = fields;

  const identifier: IdentifierValues = { method: context.channel, ...form };

  const back = () => {
    actor.send({ type: 'step.back' });
    // Back from step 2 resets the form (the machine cleared its copy); back from step 3 keeps it.
    const c = actor.getSnapshot().context;
    setForm({ areaCode: c.areaCode, phone: c.phone, email: c.email });
    fields.resetPasswords();
    setCode('');
  };

  const sendCode = () => {
    const identifierError = context.channel === 'phone' ? errors.phone : errors.email;
    touch(context.channel, 'captcha');
    if (identifierError || errors.captcha) return;
    actor.send({ type: 'code.send', ...form, captchaCode: captchaText });
  };

  const resend = () => {
    touch('captcha');
    if (errors.captcha) return;
    actor.send({ type: 'code.resend', captchaCode: captchaText });
  };

  // A fresh captcha for the resend, or the first one of step 0.
  const captchaItem = (props: { loading: boolean; disabled: boolean }) => (
    <CaptchaItem
      value={captchaText}
      onChange={fields.setCaptchaText}
      onBlur={() => touch('captcha')}
      image={context.captchaImage}
      onReload={() => actor.send({ type: 'captcha.refresh' })}
      error={shown('captcha')}
      {...props}
    />
  );

  const target =
    context.channel === 'phone' ? `+${context.areaCode} ${context.phone}` : registrationIdentifier(context);

  return (
    <div className="auth-register">
      <div data-testid="register-step" data-step={step}>
        <Steps
          size="small"
          titlePlacement="vertical"
          current={step}
          // On the success step every step is done, the last one included.
          status={step === 3 ? 'finish' : undefined}
          aria-label={t('register.stepsLabel')}
          items={[
            { title: t('register.steps.identifier') },
            { title: t('register.steps.code') },
            { title: t('register.steps.password') },
            { title: t('register.steps.done') },
          ]}
          style={{ marginBottom: 24 }}
        />
      </div>

      <FlowError message={step < 3 && sub !== 'rejected' && context.error} />

      {step === 0 && (
        <Form layout="vertical" className="auth-form" component="div">
          <IdentifierFields
            value={identifier}
            onChange={(patch) => {
              if (patch.method && patch.method !== context.channel) {
                actor.send({ type: 'channel.select', channel: patch.method });
                fields.setTouched({});
              }
              const { method: _method, ...rest } = patch;
              setForm((f) => ({ ...f, ...rest }));
            }}
            errors={{ phone: shown('phone'), email: shown('email') }}
            onBlur={(field) => touch(field)}
            disabled={sub === 'sending'}
          />
          {captchaItem({ loading: sub === 'loadingCaptcha', disabled: sub === 'sending' })}
          <Form.Item>
            <AgreementCheckbox
              checked={context.agreed}
              onChange={(accepted) => actor.send({ type: 'agreement.set', accepted })}
              disabled={sub === 'sending'}
            />
          </Form.Item>
          <Button
            type="primary"
            size="large"
            className="auth-form__submit"
            onClick={sendCode}
            loading={sub === 'sending'}
            disabled={!context.agreed || sub === 'loadingCaptcha' || !context.captchaId}
          >
            {t('register.next')}
          </Button>
        </Form>
      )}

      {step === 1 && (
        <div className="auth-form">
          <CodeStep
            target={target}
            value={code}
            onChange={setCode}
            onComplete={(full) => actor.send({ type: 'code.verify', code: full })}
            disabled={sub === 'verifying' || sub === 'resending'}
            error={sub === 'rejected' ? context.error : null}
            resendIn={context.canResend ? 0 : secondsLeft}
            onResend={resend}
            resendDisabled={sub === 'verifying' || sub === 'resending' || !context.captchaId}
          >
            {context.canResend && (
              <Form layout="vertical" component="div" style={{ marginTop: 12 }}>
                {captchaItem({ loading: !context.captchaImage, disabled: sub === 'resending' })}
              </Form>
            )}
          </CodeStep>
          <Button onClick={back} disabled={sub === 'verifying'} block>
            {t('register.back')}
          </Button>
        </div>
      )}

      {step === 2 && (
        <PasswordStep
          fields={fields}
          passwordLabel={t('fields.password')}
          busy={sub === 'submitting'}
          backLabel={t('register.back')}
          onBack={back}
          submitLabel={t('register.submit')}
          onSubmit={(passwords) => actor.send({ type: 'password.submit', ...passwords })}
        />
      )}

      {step === 3 && (
        <Result
          status="success"
          title={t('register.successTitle')}
          subTitle={<span aria-live="polite">{t('register.successText', { seconds: secondsLeft })}</span>}
          extra={
            <Button type="primary" autoFocus onClick={() => actor.send({ type: 'login.open' })}>
              {t('register.backToLogin')}
            </Button>
          }
        />
      )}
    </div>
  );
}
