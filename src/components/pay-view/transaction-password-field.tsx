import { useState } from 'react';
import { Form, Input } from 'antd';
import { useRuleText } from '@/components/code-flow/use-rule-text';
import { TRANSACTION_PASSWORD_LENGTH } from '../../../machines/constants';
import { validateTransactionPassword } from '../../../machines/rules/validation';

/**
 * The 6-digit transaction password of a payment step (the pay view, the exchange). Its rule shows once the field
 * was left or a submit was tried; a password handed on is cleared, so a wrong one is typed again from scratch.
 */
export function useTransactionPassword() {
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const error = validateTransactionPassword(password);
  const clear = () => {
    setPassword('');
    setTouched(false);
  };
  return {
    password,
    touched,
    error,
    setPassword,
    setTouched,
    clear,
    /** The password if it keeps the rule (the field is cleared), else null with the rule shown under the field. */
    take: (): string | null => {
      setTouched(true);
      if (error) return null;
      clear();
      return password;
    },
  };
}

export type TransactionPasswordEntry = ReturnType<typeof useTransactionPassword>;

/** The password field of `useTransactionPassword` (digits only, spaces dropped); Enter submits. */
export function TransactionPasswordField({ entry, label, disabled, onEnter }: { entry: TransactionPasswordEntry; label: string; disabled: boolean; onEnter(): void }) {
  const ruleText = useRuleText();
  return (
    <Form.Item label={label} validateStatus={entry.touched && entry.error ? 'error' : undefined} help={entry.touched ? ruleText(entry.error) : undefined}>
      <Input.Password
        aria-label={label}
        inputMode="numeric"
        autoComplete="off"
        maxLength={TRANSACTION_PASSWORD_LENGTH}
        value={entry.password}
        disabled={disabled}
        onChange={(e) => entry.setPassword(e.target.value.replace(/\s/g, ''))}
        onBlur={() => entry.setTouched(true)}
        onPressEnter={onEnter}
      />
    </Form.Item>
  );
}
