import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { validateCaptchaCode, validateEmail, validateLoginPassword, validatePhone } from '../../../machines/rules/validation';
import { AgreementCheckbox } from './agreement-checkbox';
import { CaptchaItem } from '@/components/code-flow/code-flow-steps';
import { emptyIdentifier, IdentifierFields, identifierString, type IdentifierValues } from '@/components/code-flow/identifier-fields';
import { useLoginFlow } from './use-login-flow';
import { useRuleText } from '@/components/code-flow/use-rule-text';

type Props = {
  redirect?: string;
  /** Identifier to start with (e.g. the one typed on the forgot-password face). */
  initialIdentifier?: IdentifierValues;
  onForgot(identifier: IdentifierValues): void;
  onRegister(): void;
};

/**
 * The login face: phone (with area code) or e-mail, password, agreement, and the picture captcha once the
 * services ask for one after a few failures. Login stays disabled until the agreement is ticked (and, when a
 * captcha is asked for, until its image is there); busy, error and captcha states come from `loginMachine`.
 */
export function LoginPanel({ redirect, initialIdentifier, onForgot, onRegister }: Props) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  const ruleText = useRuleText();
  const [values, setValues] = useState<IdentifierValues>(initialIdentifier ?? emptyIdentifier);
  const [password, setPassword] = useState('');
  const [captchaText, setCaptchaText] = useState('');
  const [touched, setTouched] = useState<{ phone?: boolean; email?: boolean; password?: boolean; captcha?: boolean }>({});
  const { actor, agreed, error, busy, captcha } = useLoginFlow({ redirect, onForgot: () => onForgot(values) });

  // A new captcha image makes the typed text meaningless.
  useEffect(() => {
    setCaptchaText('');
    setTouched((s) => ({ ...s, captcha: false }));
  }, [captcha.id]);

  const identifierError = values.method === 'phone' ? validatePhone(values.areaCode, values.phone) : validateEmail(values.email);
  const passwordError = validateLoginPassword(password);
  const captchaError = captcha.required ? validateCaptchaCode(captchaText) : null;

  const submit = () => {
    setTouched({ [values.method]: true, password: true, captcha: captcha.required });
    if (identifierError || passwordError || captchaError) return;
    actor.send({
      type: 'signin.submit',
      identifier: identifierString(values),
      password,
      ...(captcha.required ? { captchaCode: captchaText } : {}),
    });
  };

  const forgot = () => {
    // The link needs the identifier first ('please fill in phone' / 'please fill in e-mail', spec 5).
    setTouched((s) => ({ ...s, [values.method]: true }));
    if (identifierError) return;
    actor.send({ type: 'forgot.open', identifier: identifierString(values) });
  };

  const fieldError = touched[values.method] ? ruleText(identifierError) : undefined;

  return (
    <Form
      layout="vertical"
      className="auth-form"
      component="form"
      onFinish={() => {
        // Enter in a field submits too: the same rule as the button.
        if (agreed && !busy) submit();
      }}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />}
      <IdentifierFields
        value={values}
        onChange={(patch) => {
          if (patch.method && patch.method !== values.method) setTouched({});
          setValues((v) => ({ ...v, ...patch }));
        }}
        errors={values.method === 'phone' ? { phone: fieldError } : { email: fieldError }}
        onBlur={(field) => setTouched((s) => ({ ...s, [field]: true }))}
        disabled={busy}
      />
      <Form.Item
        validateStatus={touched.password && passwordError ? 'error' : undefined}
        help={touched.password ? ruleText(passwordError) : undefined}
      >
        <Input.Password
          aria-label={t('fields.password')}
          placeholder={t('placeholders.password')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onBlur={() => setTouched((s) => ({ ...s, password: true }))}
          disabled={busy}
        />
      </Form.Item>
      {captcha.required && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8, fontSize: 12 }}>
          {t('login.captchaHint')}
        </Typography.Paragraph>
      )}
      {captcha.required && (
        <CaptchaItem
          value={captchaText}
          onChange={setCaptchaText}
          onBlur={() => setTouched((s) => ({ ...s, captcha: true }))}
          image={captcha.image}
          loading={captcha.loading}
          onReload={() => actor.send({ type: 'captcha.refresh' })}
          disabled={busy}
          error={touched.captcha ? ruleText(captchaError) : undefined}
        />
      )}
      <div className="auth-form__row" style={{ marginBottom: 16 }}>
        <AgreementCheckbox
          checked={agreed}
          onChange={(accepted) => actor.send({ type: 'agreement.set', accepted })}
          disabled={busy}
        />
      </div>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        className="auth-form__submit"
        loading={busy}
        disabled={!agreed || (captcha.required && !captcha.id)}
      >
        {t('login.submit')}
      </Button>
      <div className="auth-form__row" style={{ marginTop: 12 }}>
        <Button type="link" onClick={forgot} disabled={busy} style={{ paddingInline: 0 }}>
          {t('login.forgot')}
        </Button>
        <span>
          {t('login.noAccount')}{' '}
          <Button type="link" onClick={onRegister} disabled={busy} style={{ paddingInline: 0 }}>
            {t('login.register')}
          </Button>
        </span>
      </div>
    </Form>
  );
}
