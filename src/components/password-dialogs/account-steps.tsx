import { useState } from 'react';
import { Button, Form, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaItem, CodeStep } from '@/components/code-flow/code-flow-steps';
import { maskIdentifier } from '../../../machines/rules/mask';
import type { AccountMethod } from '../../../machines/account/account-flow';
import type { flowSub } from './use-account-code-effects';

type Sub = ReturnType<typeof flowSub>;

/**
 * The verify-method step: every method is listed, the ones the account cannot use are disabled (spec 6), the
 * bound contacts are masked (spec 9). The radio is a draft until Next sends `method.select`.
 */
export function MethodStep({
  all,
  available,
  phone,
  email,
  passwordLabel,
  onNext,
  onCancel,
}: {
  all: AccountMethod[];
  available: AccountMethod[];
  phone: string | null;
  email: string | null;
  /** The label of the old-password method (login or transaction password). */
  passwordLabel?: string;
  onNext(method: AccountMethod): void;
  onCancel?(): void;
}) {
  const { t } = useTranslation('security', { keyPrefix: 'security' });
  const [picked, setPicked] = useState<AccountMethod | null>(null);
  const method = picked && available.includes(picked) ? picked : (available[0] ?? null);
  const label = (m: AccountMethod) => {
    if (m === 'password') return passwordLabel ?? t('method.password');
    const value = m === 'phone' ? phone : email;
    const name = t(m === 'phone' ? 'method.phone' : 'method.email');
    return value ? `${name}: ${maskIdentifier(value)}` : `${name} (${t('notBound')})`;
  };
  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('method.label')}>
        <Radio.Group value={method} onChange={(e) => setPicked(e.target.value)} style={{ display: 'grid', gap: 8 }}>
          {all.map((m) => (
            <Radio key={m} value={m} disabled={!available.includes(m)}>
              {label(m)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {available.length === 0 && <Typography.Paragraph type="warning">{t('method.none')}</Typography.Paragraph>}
      <div className="password-dialog__actions">
        {onCancel && <Button onClick={onCancel}>{t('back')}</Button>}
        <Button type="primary" disabled={!method} onClick={() => method && onNext(method)}>
          {t('next')}
        </Button>
      </div>
    </Form>
  );
}

type CodeFields = {
  captchaText: string;
  setCaptchaText(value: string): void;
  errors: { captcha: unknown };
  shown(field: 'captcha'): string | undefined;
  touch(...fields: Array<'captcha'>): void;
};

/** The captcha and send button, then the six boxes with the resend countdown; Back returns to the method. */
export function AccountCodeStep({
  sub,
  target,
  captchaId,
  captchaImage,
  error,
  canResend,
  secondsLeft,
  code,
  setCode,
  fields,
  send,
  onBack,
}: {
  sub: Sub;
  /** Where the code goes (shown masked). */
  target: string;
  captchaId: string | null;
  captchaImage: string | null;
  error: string | null;
  canResend: boolean;
  secondsLeft: number;
  code: string;
  setCode(value: string): void;
  fields: CodeFields;
  send(event: { type: 'captcha.refresh' } | { type: 'code.send'; captchaCode: string } | { type: 'code.verify'; code: string } | { type: 'code.resend' }): void;
  onBack(): void;
}) {
  const { t } = useTranslation('security', { keyPrefix: 'security' });
  const codeSent = sub === 'entering' || sub === 'verifying' || sub === 'rejected';
  return (
    <div>
      {!codeSent ? (
        <Form layout="vertical" component="div">
          <Typography.Paragraph>{t('code.to', { target: maskIdentifier(target) })}</Typography.Paragraph>
          <CaptchaItem
            value={fields.captchaText}
            onChange={fields.setCaptchaText}
            onBlur={() => fields.touch('captcha')}
            image={captchaImage}
            loading={sub === 'loadingCaptcha'}
            onReload={() => send({ type: 'captcha.refresh' })}
            disabled={sub === 'sending'}
            error={fields.shown('captcha')}
            autoFocus
          />
          <Button
            type="primary"
            block
            loading={sub === 'sending'}
            disabled={sub === 'loadingCaptcha' || !captchaId}
            onClick={() => {
              fields.touch('captcha');
              if (!fields.errors.captcha) send({ type: 'code.send', captchaCode: fields.captchaText });
            }}
          >
            {t('code.send')}
          </Button>
        </Form>
      ) : (
        <CodeStep
          target={maskIdentifier(target)}
          value={code}
          onChange={setCode}
          onComplete={(full) => send({ type: 'code.verify', code: full })}
          disabled={sub === 'verifying'}
          error={sub === 'rejected' ? error : null}
          resendIn={canResend ? 0 : secondsLeft}
          onResend={() => send({ type: 'code.resend' })}
          resendDisabled={sub === 'verifying'}
        />
      )}
      <Button onClick={onBack} disabled={sub === 'verifying' || sub === 'sending'} block style={{ marginTop: 12 }}>
        {t('back')}
      </Button>
    </div>
  );
}
