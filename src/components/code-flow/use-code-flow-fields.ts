import { useEffect, useState } from 'react';
import type { RuleError } from '../../../machines/rules/messages';
import { validateCaptchaCode, validateNewPassword, validatePasswordConfirm } from '../../../machines/rules/validation';
import { useRuleText } from './use-rule-text';

type CommonField = 'captcha' | 'password' | 'confirm';
type PasswordField = 'password' | 'confirm';

/** What the password step (`PasswordStep`) uses of the fields. */
export type PasswordFields = {
  password: string;
  setPassword(value: string): void;
  confirm: string;
  setConfirm(value: string): void;
  errors: Record<PasswordField, RuleError | null>;
  shown(field: PasswordField): string | undefined;
  touch(...fields: PasswordField[]): void;
};

/**
 * The typed values of a code-verified flow (register, forgot password) that stay in the panel until they are
 * sent: the captcha text, the new password and its confirmation, which fields were touched, and their rule
 * errors (the shared rules, so they read as the server's 400 would). `extraErrors` adds a panel's own fields.
 */
export function useCodeFlowFields<Extra extends string = never>(
  captchaId: string | null,
  extraErrors: Record<Extra, RuleError | null> = {} as Record<Extra, RuleError | null>,
) {
  const ruleText = useRuleText();
  const [captchaText, setCaptchaText] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState<Partial<Record<CommonField | Extra, boolean>>>({});

  // A new captcha image makes the typed text meaningless.
  useEffect(() => {
    setCaptchaText('');
    setTouched((s) => ({ ...s, captcha: false }));
  }, [captchaId]);

  const errors: Record<CommonField | Extra, RuleError | null> = {
    ...extraErrors,
    captcha: validateCaptchaCode(captchaText),
    password: validateNewPassword(password),
    confirm: validatePasswordConfirm(password, confirm),
  };
  /** The rule text of a field once it was touched. */
  const shown = (field: CommonField | Extra) => (touched[field] ? ruleText(errors[field]) : undefined);
  const touch = (...fields: Array<CommonField | Extra>) =>
    setTouched((s) => ({ ...s, ...Object.fromEntries(fields.map((field) => [field, true])) }));
  /** Leaves a step: the passwords are typed again and no field counts as touched. */
  const resetPasswords = () => {
    setTouched({});
    setPassword('');
    setConfirm('');
  };

  return { captchaText, setCaptchaText, password, setPassword, confirm, setConfirm, setTouched, errors, shown, touch, resetPasswords };
}
