import { Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import './code-flow.css';

type Props = {
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  /** The `data:` URL of the current captcha, or null while loading / after a failed load. */
  image: string | null;
  loading?: boolean;
  onReload(): void;
  disabled?: boolean;
  invalid?: boolean;
  /** Take the focus when shown: a step of its own whose first field this is (the step before had the focus). */
  autoFocus?: boolean;
};

/** The picture captcha: the text box and the image; a click on the image loads a new one (spec 2). */
export function CaptchaField({ value, onChange, onBlur, image, loading, onReload, disabled, invalid, autoFocus }: Props) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  return (
    <div className="auth-captcha">
      <Input
        aria-label={t('fields.captcha')}
        autoFocus={autoFocus}
        placeholder={t('placeholders.captcha')}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\s/g, ''))}
        onBlur={onBlur}
        disabled={disabled}
        status={invalid ? 'error' : undefined}
        maxLength={8}
        autoComplete="off"
      />
      <button
        type="button"
        className="auth-captcha__image"
        data-testid="captcha-image"
        aria-label={t('fields.captchaImage')}
        title={t('fields.captchaImage')}
        onClick={onReload}
        disabled={loading}
      >
        {image && !loading ? <img src={image} alt="" /> : <Spin size="small" aria-label={t('fields.captchaLoading')} />}
      </button>
    </div>
  );
}
