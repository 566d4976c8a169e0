import type { ReactNode } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from './captcha-field';
import { CodeInput, type CodeInputProps } from './code-input';
import { PasswordStrength } from './password-strength';
import type { PasswordFields } from './use-code-flow-fields';
import './code-flow.css';

/**
 * The pieces of the code-verified flows (register, forgot password) that look and behave the same: the
 * picture captcha as a form item, the code step, the new-password step and the flow's error banner. Each
 * panel keeps its own state and machine and passes what differs (labels, busy states, handlers).
 */

/** The last server error of a flow, above its current step. */
export function FlowError({ message }: { message: string | null | false }) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} role="alert" />;
}

type CaptchaItemProps = {
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  image: string | null;
  loading: boolean;
  onReload(): void;
  disabled: boolean;
  /** The rule text to show under the field, once it was touched. */
  error: string | undefined;
  autoFocus?: boolean;
};

/** The picture captcha with its validation message. */
export function CaptchaItem({ error, ...field }: CaptchaItemProps) {
  return (
    <Form.Item validateStatus={error ? 'error' : undefined} help={error}>
      <CaptchaField {...field} invalid={Boolean(error)} />
    </Form.Item>
  );
}

type CodeStepProps = Pick<
  CodeInputProps,
  'value' | 'onChange' | 'onComplete' | 'disabled' | 'error' | 'resendIn' | 'onResend' | 'resendDisabled'
> & {
  /** Where the code went, as shown to the person. */
  target: string;
  /** Shown between the boxes and the hint (registration's resend captcha). */
  children?: ReactNode;
};

/** "Code sent to …", the six boxes with the resend countdown, and the hint. */
export function CodeStep({ target, children, ...input }: CodeStepProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  return (
    <>
      <Typography.Paragraph>{t('code.sentTo', { target })}</Typography.Paragraph>
      <CodeInput {...input} autoFocus />
      {children}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, fontSize: 12 }}>
        {t('code.hint')}
      </Typography.Paragraph>
    </>
  );
}

type PasswordStepProps = {
  /** The panel's typed values (`useCodeFlowFields`). */
  fields: PasswordFields;
  /** The label of the first field (`fields.password` or `fields.newPassword`). */
  passwordLabel: string;
  /** The password is being saved: fields and Back are disabled, Submit spins. */
  busy: boolean;
  backLabel: string;
  onBack(): void;
  submitLabel: string;
  /** Called with both passwords once they pass the shared rules (the machine's `password.submit`). */
  onSubmit(passwords: { password: string; confirmPassword: string }): void;
};

/** A new password, its strength and its confirmation, with Back and Submit. */
export function PasswordStep(props: PasswordStepProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  const { busy, fields } = props;
  const { password, confirm, shown, touch } = fields;
  const errors = { password: shown('password'), confirm: shown('confirm') };
  const submit = () => {
    touch('password', 'confirm');
    if (fields.errors.password || fields.errors.confirm) return;
    props.onSubmit({ password, confirmPassword: confirm });
  };
  return (
    <Form layout="vertical" className="auth-form" component="div">
      <Form.Item label={props.passwordLabel} validateStatus={errors.password ? 'error' : undefined} help={errors.password}>
        <Input.Password
          aria-label={props.passwordLabel}
          // The code boxes of the step before are gone: the cursor continues here, not at the top of the page.
          autoFocus
          placeholder={t('placeholders.newPassword')}
          autoComplete="new-password"
          value={password}
          onChange={(e) => fields.setPassword(e.target.value)}
          onBlur={() => touch('password')}
          disabled={busy}
        />
      </Form.Item>
      <PasswordStrength password={password} />
      <Form.Item
        label={t('fields.confirmPassword')}
        validateStatus={errors.confirm ? 'error' : undefined}
        help={errors.confirm}
        style={{ marginTop: 12 }}
      >
        <Input.Password
          aria-label={t('fields.confirmPassword')}
          placeholder={t('placeholders.confirmPassword')}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => fields.setConfirm(e.target.value)}
          onBlur={() => touch('confirm')}
          disabled={busy}
        />
      </Form.Item>
      <div className="auth-form__actions">
        <Button size="large" onClick={props.onBack} disabled={busy}>
          {props.backLabel}
        </Button>
        <Button type="primary" size="large" loading={busy} onClick={submit}>
          {props.submitLabel}
        </Button>
      </div>
    </Form>
  );
}
