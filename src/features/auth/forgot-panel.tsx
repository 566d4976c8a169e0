import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Radio, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { availableMethods, forgotPasswordTarget } from '../../../machines/auth/forgot-password.machine';
import { parseIdentifier } from '../../../machines/rules/identifier';
import {
  validateCaptchaCode,
  validateEmail,
  validateNewPassword,
  validatePasswordConfirm,
  validatePhone,
} from '../../../machines/rules/validation';
import { CaptchaField } from './captcha-field';
import { CodeInput } from './code-input';
import { emptyIdentifier, IdentifierFields, identifierString, type IdentifierValues } from './identifier-fields';
import { PasswordStrength } from './password-strength';
import { useForgotPasswordFlow } from './use-forgot-password-flow';
import { useRuleText } from './use-rule-text';

type Props = {
  /** The identifier typed on the login face (the forgot link needs it first). */
  initialIdentifier?: IdentifierValues;
  onLogin(): void;
};

function ForgotSteps({ current }: { current: number }) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  return (
    <Steps
      size="small"
      titlePlacement="vertical"
      current={current}
      aria-label={t('forgot.stepsLabel')}
      items={[
        { title: t('forgot.steps.verify') },
        { title: t('forgot.steps.code') },
        { title: t('forgot.steps.set') },
        { title: t('forgot.steps.done') },
      ]}
      style={{ marginBottom: 24 }}
    />
  );
}

/**
 * The forgot-password face: verify method, code, new password (`forgotPasswordMachine`). The machine starts
 * from one identifier; when the dialog opens here without one, the person types it first.
 */
export function ForgotPanel({ initialIdentifier, onLogin }: Props) {
  const start = initialIdentifier && parseIdentifier(identifierString(initialIdentifier)) ? identifierString(initialIdentifier) : null;
  const [identifier, setIdentifier] = useState<string | null>(start);
  const [values, setValues] = useState<IdentifierValues>(initialIdentifier ?? emptyIdentifier);

  if (identifier === null) {
    return <IdentifierStep values={values} onChange={setValues} onNext={(id) => setIdentifier(id)} onLogin={onLogin} />;
  }
  // A new identifier is a new flow: the key gives it a fresh machine.
  return <ForgotFlow key={identifier} identifier={identifier} onChangeAccount={() => setIdentifier(null)} onDone={onLogin} />;
}

function IdentifierStep({
  values,
  onChange,
  onNext,
  onLogin,
}: {
  values: IdentifierValues;
  onChange(values: IdentifierValues): void;
  onNext(identifier: string): void;
  onLogin(): void;
}) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  const ruleText = useRuleText();
  const [touched, setTouched] = useState(false);
  const error = values.method === 'phone' ? validatePhone(values.areaCode, values.phone) : validateEmail(values.email);
  const text = touched ? ruleText(error) : undefined;
  return (
    <Form layout="vertical" className="auth-form" component="div">
      <ForgotSteps current={0} />
      <IdentifierFields
        value={values}
        onChange={(patch) => onChange({ ...values, ...patch })}
        errors={values.method === 'phone' ? { phone: text } : { email: text }}
        onBlur={() => setTouched(true)}
      />
      <Button
        type="primary"
        size="large"
        className="auth-form__submit"
        onClick={() => {
          setTouched(true);
          if (!error) onNext(identifierString(values));
        }}
      >
        {t('forgot.next')}
      </Button>
      <Button type="link" block onClick={onLogin} style={{ marginTop: 8 }}>
        {t('forgot.backToLogin')}
      </Button>
    </Form>
  );
}

function ForgotFlow({ identifier, onChangeAccount, onDone }: { identifier: string; onChangeAccount(): void; onDone(): void }) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  const ruleText = useRuleText();
  const { actor, step, context, sub, code, setCode, secondsLeft } = useForgotPasswordFlow({ identifier, onDone });
  const methods = availableMethods(context);
  const [method, setMethod] = useState(methods[0] ?? 'phone');
  const [captchaText, setCaptchaText] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState<{ captcha?: boolean; password?: boolean; confirm?: boolean }>({});

  useEffect(() => {
    setCaptchaText('');
    setTouched((s) => ({ ...s, captcha: false }));
  }, [context.captchaId]);

  const errors = {
    captcha: validateCaptchaCode(captchaText),
    password: validateNewPassword(password),
    confirm: validatePasswordConfirm(password, confirm),
  };
  const shown = (field: keyof typeof errors) => (touched[field] ? ruleText(errors[field]) : undefined);

  const back = () => {
    actor.send({ type: 'step.back' });
    setCode('');
    setPassword('');
    setConfirm('');
    setTouched({});
  };

  const targetLabel = (m: 'phone' | 'email') => {
    const value = m === 'phone' ? context.phone : context.email;
    const parsed = parseIdentifier(value);
    if (!parsed) return t(m === 'phone' ? 'tabs.phone' : 'tabs.email');
    return parsed.kind === 'phone' ? `${t('tabs.phone')}: +${parsed.areaCode} ${parsed.phone}` : `${t('tabs.email')}: ${parsed.email}`;
  };

  const codeSent = sub === 'entering' || sub === 'verifying' || sub === 'rejected';

  return (
    <div className="auth-forgot">
      <ForgotSteps current={step} />
      {context.error && step < 3 && sub !== 'rejected' && <Alert type="error" showIcon title={context.error} style={{ marginBottom: 16 }} role="alert" />}

      {step === 0 && (
        <Form layout="vertical" className="auth-form" component="div">
          <Form.Item label={t('forgot.method')}>
            <Radio.Group value={method} onChange={(e) => setMethod(e.target.value)} style={{ display: 'grid', gap: 8 }}>
              {(['phone', 'email'] as const).map((m) => (
                <Radio key={m} value={m} disabled={!methods.includes(m)}>
                  {targetLabel(m)}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Button
            type="primary"
            size="large"
            className="auth-form__submit"
            disabled={!methods.includes(method)}
            onClick={() => actor.send({ type: 'method.select', method })}
          >
            {t('forgot.next')}
          </Button>
          <Button type="link" block onClick={onChangeAccount} style={{ marginTop: 8 }}>
            {t('forgot.back')}
          </Button>
        </Form>
      )}

      {step === 1 && (
        <div className="auth-form">
          {!codeSent ? (
            <Form layout="vertical" component="div">
              <Typography.Paragraph>{targetLabel(context.method ?? 'phone')}</Typography.Paragraph>
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
              <Button
                type="primary"
                size="large"
                className="auth-form__submit"
                loading={sub === 'sending'}
                disabled={sub === 'loadingCaptcha' || !context.captchaId}
                onClick={() => {
                  setTouched((s) => ({ ...s, captcha: true }));
                  if (!errors.captcha) actor.send({ type: 'code.send', captchaCode: captchaText });
                }}
              >
                {t('forgot.sendCode')}
              </Button>
            </Form>
          ) : (
            <>
              <Typography.Paragraph>{t('code.sentTo', { target: forgotPasswordTarget(context) ?? '' })}</Typography.Paragraph>
              <CodeInput
                value={code}
                onChange={setCode}
                onComplete={(full) => actor.send({ type: 'code.verify', code: full })}
                disabled={sub === 'verifying'}
                error={sub === 'rejected' ? context.error : null}
                resendIn={context.canResend ? 0 : secondsLeft}
                onResend={() => actor.send({ type: 'code.resend' })}
                resendDisabled={sub === 'verifying'}
                autoFocus
              />
              <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 12 }}>
                {t('code.hint')}
              </Typography.Paragraph>
            </>
          )}
          <Button onClick={back} disabled={sub === 'verifying' || sub === 'sending'} block style={{ marginTop: 12 }}>
            {t('forgot.back')}
          </Button>
        </div>
      )}

      {step === 2 && (
        <Form layout="vertical" className="auth-form" component="div">
          <Form.Item label={t('fields.newPassword')} validateStatus={shown('password') ? 'error' : undefined} help={shown('password')}>
            <Input.Password
              aria-label={t('fields.newPassword')}
              placeholder={t('placeholders.newPassword')}
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              onBlur={() => setTouched((s) => ({ ...s, password: true }))}
              disabled={sub === 'saving'}
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
              disabled={sub === 'saving'}
            />
          </Form.Item>
          <div className="auth-form__actions">
            <Button size="large" onClick={back} disabled={sub === 'saving'}>
              {t('forgot.back')}
            </Button>
            <Button
              type="primary"
              size="large"
              loading={sub === 'saving'}
              onClick={() => {
                setTouched((s) => ({ ...s, password: true, confirm: true }));
                if (!errors.password && !errors.confirm) actor.send({ type: 'password.submit', password, confirmPassword: confirm });
              }}
            >
              {t('forgot.submit')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
