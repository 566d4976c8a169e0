import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Result, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AREA_CODE } from '../../../machines/constants';
import { registrationIdentifier } from '../../../machines/auth/registration.machine';
import {
  validateCaptchaCode,
  validateEmail,
  validateNewPassword,
  validatePasswordConfirm,
  validatePhone,
} from '../../../machines/rules/validation';
import { AgreementCheckbox } from './agreement-checkbox';
import { CaptchaField } from './captcha-field';
import { CodeInput } from './code-input';
import { IdentifierFields, type IdentifierValues } from './identifier-fields';
import { PasswordStrength } from './password-strength';
import { useRegistrationFlow } from './use-registration-flow';
import { useRuleText } from './use-rule-text';

type Touched = Partial<Record<'phone' | 'email' | 'captcha' | 'password' | 'confirm', boolean>>;

/**
 * The register face (spec 2 and 4): four antd `Steps` whose current step, loading and disabled states all
 * come from `registrationMachine`. Field errors use the shared rules, so they read as the server's 400 would.
 */
export function RegisterPanel({ onLogin }: { onLogin(): void }) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  const ruleText = useRuleText();
  const { actor, step, context, sub, code, setCode, secondsLeft } = useRegistrationFlow({ onLogin });

  // Typed values stay here until they are sent; the machine keeps what it was sent.
  const [form, setForm] = useState({ areaCode: DEFAULT_AREA_CODE, phone: '', email: '' });
  const [captchaText, setCaptchaText] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState<Touched>({});

  // A new captcha image makes the typed text meaningless.
  useEffect(() => {
    setCaptchaText('');
    setTouched((s) => ({ ...s, captcha: false }));
  }, [context.captchaId]);

  const identifier: IdentifierValues = { method: context.channel, ...form };
  const errors = {
    phone: validatePhone(form.areaCode, form.phone),
    email: validateEmail(form.email),
    captcha: validateCaptchaCode(captchaText),
    password: validateNewPassword(password),
    confirm: validatePasswordConfirm(password, confirm),
  };
  const shown = (field: keyof Touched) => (touched[field] ? ruleText(errors[field]) : undefined);

  const back = () => {
    actor.send({ type: 'step.back' });
    // Back from step 2 resets the form (the machine cleared its copy); back from step 3 keeps it.
    const c = actor.getSnapshot().context;
    setForm({ areaCode: c.areaCode, phone: c.phone, email: c.email });
    setTouched({});
    setPassword('');
    setConfirm('');
    setCode('');
  };

  const sendCode = () => {
    const identifierError = context.channel === 'phone' ? errors.phone : errors.email;
    setTouched((s) => ({ ...s, [context.channel]: true, captcha: true }));
    if (identifierError || errors.captcha) return;
    actor.send({ type: 'code.send', ...form, captchaCode: captchaText });
  };

  const resend = () => {
    setTouched((s) => ({ ...s, captcha: true }));
    if (errors.captcha) return;
    actor.send({ type: 'code.resend', captchaCode: captchaText });
  };

  const submitPassword = () => {
    setTouched((s) => ({ ...s, password: true, confirm: true }));
    if (errors.password || errors.confirm) return;
    actor.send({ type: 'password.submit', password, confirmPassword: confirm });
  };

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

      {context.error && step < 3 && sub !== 'rejected' && (
        <Alert type="error" showIcon title={context.error} style={{ marginBottom: 16 }} role="alert" />
      )}

      {step === 0 && (
        <Form layout="vertical" className="auth-form" component="div">
          <IdentifierFields
            value={identifier}
            onChange={(patch) => {
              if (patch.method && patch.method !== context.channel) {
                actor.send({ type: 'channel.select', channel: patch.method });
                setTouched({});
              }
              const { method: _method, ...rest } = patch;
              setForm((f) => ({ ...f, ...rest }));
            }}
            errors={{ phone: shown('phone'), email: shown('email') }}
            onBlur={(field) => setTouched((s) => ({ ...s, [field]: true }))}
            disabled={sub === 'sending'}
          />
          <Form.Item validateStatus={shown('captcha') ? 'error' : undefined} help={shown('captcha')}>
            <CaptchaField
              value={captchaText}
              onChange={setCaptchaText}
              onBlur={() => setTouched((s) => ({ ...s, captcha: true }))}
              image={context.captchaImage}
              loading={sub === 'loadingCaptcha'}
              onReload={() => actor.send({ type: 'captcha.refresh' })}
              disabled={sub === 'sending'}
              invalid={Boolean(shown('captcha'))}
            />
          </Form.Item>
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
          <Typography.Paragraph>{t('code.sentTo', { target })}</Typography.Paragraph>
          <CodeInput
            value={code}
            onChange={setCode}
            onComplete={(full) => actor.send({ type: 'code.verify', code: full })}
            disabled={sub === 'verifying' || sub === 'resending'}
            error={sub === 'rejected' ? context.error : null}
            resendIn={context.canResend ? 0 : secondsLeft}
            onResend={resend}
            resendDisabled={sub === 'verifying' || sub === 'resending' || !context.captchaId}
            autoFocus
          />
          {context.canResend && (
            <Form layout="vertical" component="div" style={{ marginTop: 12 }}>
              <Form.Item validateStatus={shown('captcha') ? 'error' : undefined} help={shown('captcha')}>
                <CaptchaField
                  value={captchaText}
                  onChange={setCaptchaText}
                  onBlur={() => setTouched((s) => ({ ...s, captcha: true }))}
                  image={context.captchaImage}
                  loading={!context.captchaImage}
                  onReload={() => actor.send({ type: 'captcha.refresh' })}
                  disabled={sub === 'resending'}
                  invalid={Boolean(shown('captcha'))}
                />
              </Form.Item>
            </Form>
          )}
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 12 }}>
            {t('code.hint')}
          </Typography.Paragraph>
          <Button onClick={back} disabled={sub === 'verifying'} block>
            {t('register.back')}
          </Button>
        </div>
      )}

      {step === 2 && (
        <Form layout="vertical" className="auth-form" component="div">
          <Form.Item label={t('fields.password')} validateStatus={shown('password') ? 'error' : undefined} help={shown('password')}>
            <Input.Password
              aria-label={t('fields.password')}
              placeholder={t('placeholders.newPassword')}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              onBlur={() => setTouched((s) => ({ ...s, password: true }))}
              disabled={sub === 'submitting'}
            />
          </Form.Item>
          <PasswordStrength password={password} />
          <Form.Item
            label={t('fields.confirmPassword')}
            validateStatus={shown('confirm') ? 'error' : undefined}
            help={shown('confirm')}
            style={{ marginTop: 12 }}
          >
            <Input.Password
              aria-label={t('fields.confirmPassword')}
              placeholder={t('placeholders.confirmPassword')}
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              onBlur={() => setTouched((s) => ({ ...s, confirm: true }))}
              disabled={sub === 'submitting'}
            />
          </Form.Item>
          <div className="auth-form__actions">
            <Button size="large" onClick={back} disabled={sub === 'submitting'}>
              {t('register.back')}
            </Button>
            <Button type="primary" size="large" onClick={submitPassword} loading={sub === 'submitting'}>
              {t('register.submit')}
            </Button>
          </div>
        </Form>
      )}

      {step === 3 && (
        <Result
          status="success"
          title={t('register.successTitle')}
          subTitle={<span aria-live="polite">{t('register.successText', { seconds: secondsLeft })}</span>}
          extra={
            <Button type="primary" onClick={() => actor.send({ type: 'login.open' })}>
              {t('register.backToLogin')}
            </Button>
          }
        />
      )}
    </div>
  );
}
