import { useState } from 'react';
import { Button, Form, Radio, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { availableMethods, forgotPasswordTarget, type VerifyMethod } from '../../../machines/auth/forgot-password.machine';
import { parseIdentifier } from '../../../machines/rules/identifier';
import { validateEmail, validatePhone } from '../../../machines/rules/validation';
import { CaptchaItem, CodeStep, FlowError, PasswordStep } from '@/components/code-flow/code-flow-steps';
import { emptyIdentifier, IdentifierFields, identifierString, type IdentifierValues } from '@/components/code-flow/identifier-fields';
import { useCodeFlowFields } from '@/components/code-flow/use-code-flow-fields';
import { useForgotPasswordFlow } from './use-forgot-password-flow';
import { useRuleText } from '@/components/code-flow/use-rule-text';

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
 * The forgot-password face: identifier (when none usable was typed at login), verify method, code, new
 * password. One `forgotPasswordMachine` actor runs every step; only typed values (the identifier fields, the
 * method radio, captcha, passwords) stay here as drafts until a button sends them.
 */
export function ForgotPanel({ initialIdentifier, onLogin }: Props) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  // The machine decides whether this identifier is usable; an empty or invalid one starts on `identifying`.
  const [input] = useState(() => ({ identifier: initialIdentifier ? identifierString(initialIdentifier) : '' }));
  const { actor, step, context, sub, canChangeAccount, code, setCode, secondsLeft } = useForgotPasswordFlow({ input, onDone: onLogin });
  const [values, setValues] = useState<IdentifierValues>(initialIdentifier ?? emptyIdentifier);
  const methods = availableMethods(context);
  // The radio is a draft until Next sends `method.select`; a choice the current account lacks falls back.
  const [picked, setPicked] = useState<VerifyMethod | null>(null);
  const method = picked && methods.includes(picked) ? picked : (methods[0] ?? 'phone');
  const fields = useCodeFlowFields(context.captchaId);
  const { captchaText, errors, shown, touch } = fields;

  const back = () => {
    actor.send({ type: 'step.back' });
    setCode('');
    fields.resetPasswords();
  };

  const changeAccount = () => {
    actor.send({ type: 'account.change' });
    setPicked(null);
  };

  const targetLabel = (m: VerifyMethod) => {
    const value = m === 'phone' ? context.phone : context.email;
    const parsed = parseIdentifier(value);
    if (!parsed) return t(m === 'phone' ? 'tabs.phone' : 'tabs.email');
    return parsed.kind === 'phone' ? `${t('tabs.phone')}: +${parsed.areaCode} ${parsed.phone}` : `${t('tabs.email')}: ${parsed.email}`;
  };

  const codeSent = sub === 'entering' || sub === 'verifying' || sub === 'rejected';

  return (
    <div className="auth-forgot">
      <ForgotSteps current={step} />
      <FlowError message={step < 3 && sub !== 'rejected' && context.error} />

      {sub === 'identifying' && (
        <IdentifierStep
          values={values}
          onChange={setValues}
          onNext={(identifier) => actor.send({ type: 'identifier.submit', identifier })}
          onLogin={onLogin}
        />
      )}

      {step === 0 && sub !== 'identifying' && (
        <Form layout="vertical" className="auth-form" component="div">
          <Form.Item label={t('forgot.method')}>
            <Radio.Group value={method} onChange={(e) => setPicked(e.target.value)} style={{ display: 'grid', gap: 8 }}>
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
          {canChangeAccount && (
            <Button type="link" block onClick={changeAccount} style={{ marginTop: 8 }}>
              {t('forgot.back')}
            </Button>
          )}
        </Form>
      )}

      {step === 1 && (
        <div className="auth-form">
          {!codeSent ? (
            <Form layout="vertical" component="div">
              <Typography.Paragraph>{targetLabel(context.method ?? 'phone')}</Typography.Paragraph>
              <CaptchaItem
                value={captchaText}
                onChange={fields.setCaptchaText}
                onBlur={() => touch('captcha')}
                image={context.captchaImage}
                loading={sub === 'loadingCaptcha'}
                onReload={() => actor.send({ type: 'captcha.refresh' })}
                disabled={sub === 'sending'}
                error={shown('captcha')}
              />
              <Button
                type="primary"
                size="large"
                className="auth-form__submit"
                loading={sub === 'sending'}
                disabled={sub === 'loadingCaptcha' || !context.captchaId}
                onClick={() => {
                  touch('captcha');
                  if (!errors.captcha) actor.send({ type: 'code.send', captchaCode: captchaText });
                }}
              >
                {t('forgot.sendCode')}
              </Button>
            </Form>
          ) : (
            <CodeStep
              target={forgotPasswordTarget(context) ?? ''}
              value={code}
              onChange={setCode}
              onComplete={(full) => actor.send({ type: 'code.verify', code: full })}
              disabled={sub === 'verifying'}
              error={sub === 'rejected' ? context.error : null}
              resendIn={context.canResend ? 0 : secondsLeft}
              onResend={() => actor.send({ type: 'code.resend' })}
              resendDisabled={sub === 'verifying'}
            />
          )}
          <Button onClick={back} disabled={sub === 'verifying' || sub === 'sending'} block style={{ marginTop: 12 }}>
            {t('forgot.back')}
          </Button>
        </div>
      )}

      {step === 2 && (
        <PasswordStep
          fields={fields}
          passwordLabel={t('fields.newPassword')}
          busy={sub === 'saving'}
          backLabel={t('forgot.back')}
          onBack={back}
          submitLabel={t('forgot.submit')}
          onSubmit={(passwords) => actor.send({ type: 'password.submit', ...passwords })}
        />
      )}
    </div>
  );
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
