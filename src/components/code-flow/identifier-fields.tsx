import { Form, Input, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_AREA_CODE } from '../../../machines/constants';
import { normalizeEmail, phoneIdentifier } from '../../../machines/rules/identifier';
import { sanitizePhoneInput } from '../../../machines/rules/validation';
import { AreaCodeSelect } from './area-code-select';
import './code-flow.css';

export type IdentifierMethod = 'phone' | 'email';

export type IdentifierValues = { method: IdentifierMethod; areaCode: string; phone: string; email: string };

export const emptyIdentifier: IdentifierValues = { method: 'phone', areaCode: DEFAULT_AREA_CODE, phone: '', email: '' };

/** The identifier as the services take it (`86-138…` or the lower-cased e-mail). */
export function identifierString(values: IdentifierValues): string {
  return values.method === 'phone' ? phoneIdentifier(values.areaCode, values.phone) : normalizeEmail(values.email);
}

type Props = {
  value: IdentifierValues;
  onChange(patch: Partial<IdentifierValues>): void;
  /** Rendered rule errors (already localized), shown under the field. */
  errors: { areaCode?: string; phone?: string; email?: string };
  /** Phone and e-mail are checked on blur (spec 5). */
  onBlur?(field: 'phone' | 'email'): void;
  disabled?: boolean;
  /** Lock the method (e.g. after a code was sent to it). */
  methodLocked?: boolean;
};

/**
 * Phone (area code + number) or e-mail, switched by tabs. The phone input keeps digits only and cuts to the
 * length of the area code's rule, as spec 5 asks.
 */
export function IdentifierFields({ value, onChange, errors, onBlur, disabled, methodLocked }: Props) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  const phoneError = errors.areaCode ?? errors.phone;
  return (
    <>
      <Tabs
        className="auth-identifier__tabs"
        activeKey={value.method}
        onChange={(key) => onChange({ method: key as IdentifierMethod })}
        items={[
          { key: 'phone', label: t('tabs.phone'), disabled: disabled || (methodLocked && value.method !== 'phone') },
          { key: 'email', label: t('tabs.email'), disabled: disabled || (methodLocked && value.method !== 'email') },
        ]}
      />
      {value.method === 'phone' ? (
        <Form.Item validateStatus={phoneError ? 'error' : undefined} help={phoneError}>
          <Space.Compact block>
            <AreaCodeSelect
              value={value.areaCode}
              onChange={(areaCode) => onChange({ areaCode, phone: sanitizePhoneInput(value.phone, areaCode) })}
              disabled={disabled}
              invalid={Boolean(errors.areaCode)}
            />
            <Input
              aria-label={t('fields.phone')}
              placeholder={t('placeholders.phone')}
              inputMode="tel"
              autoComplete="tel-national"
              value={value.phone}
              onChange={(e) => onChange({ phone: sanitizePhoneInput(e.target.value, value.areaCode) })}
              onBlur={() => onBlur?.('phone')}
              disabled={disabled}
              status={errors.phone ? 'error' : undefined}
            />
          </Space.Compact>
        </Form.Item>
      ) : (
        <Form.Item validateStatus={errors.email ? 'error' : undefined} help={errors.email}>
          <Input
            aria-label={t('fields.email')}
            placeholder={t('placeholders.email')}
            type="email"
            autoComplete="email"
            value={value.email}
            onChange={(e) => onChange({ email: e.target.value.replace(/\s/g, '') })}
            onBlur={() => onBlur?.('email')}
            disabled={disabled}
            status={errors.email ? 'error' : undefined}
          />
        </Form.Item>
      )}
    </>
  );
}
