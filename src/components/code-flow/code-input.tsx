import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { VERIFY_CODE_LENGTH } from '../../../machines/constants';
import './code-flow.css';

export type CodeInputProps = {
  /** The digits typed so far, contiguous from the first box (0 to 6 of them). */
  value: string;
  onChange(value: string): void;
  /** Called once when the sixth digit arrives (typed or pasted): the flow verifies the code. */
  onComplete(code: string): void;
  disabled?: boolean;
  /** An error under the boxes, e.g. the wrong-code message. */
  error?: string | null;
  /** Seconds until a new code may be requested; 0 shows the resend link. */
  resendIn: number;
  onResend?(): void;
  resendDisabled?: boolean;
  autoFocus?: boolean;
};

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * Six single-digit boxes. The value stays contiguous (no holes), so the code the flow verifies is always the
 * string shown. Typing advances, Backspace on an empty box steps back, a paste keeps the digits only and warns
 * (changing nothing) when it holds more than six of them.
 */
export function CodeInput({
  value,
  onChange,
  onComplete,
  disabled,
  error,
  resendIn,
  onResend,
  resendDisabled,
  autoFocus,
}: CodeInputProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const [warning, setWarning] = useState<string | null>(null);
  const previous = useRef(value);
  // The length after the latest edit: focus moves before the parent re-renders with the new value.
  const filled = useRef(value.length);
  filled.current = value.length;

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(VERIFY_CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  // When the flow clears the code (wrong code, back, resend) the cursor returns to the first box.
  useEffect(() => {
    if (value === '' && previous.current !== '') {
      setWarning(null);
      focusBox(0);
    }
    previous.current = value;
  }, [value]);

  useEffect(() => {
    if (autoFocus) focusBox(value.length);
    // Only on mount: later focus follows the typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const commit = (next: string) => {
    const code = next.slice(0, VERIFY_CODE_LENGTH);
    if (code === value) return;
    filled.current = code.length;
    onChange(code);
    if (code.length === VERIFY_CODE_LENGTH) onComplete(code);
  };

  /** Writes digits starting at box `index` (never past the first empty box, so the value has no holes). */
  const writeAt = (index: number, digits: string) => {
    const start = Math.min(index, value.length);
    const next = (value.slice(0, start) + digits + value.slice(start + digits.length)).slice(0, VERIFY_CODE_LENGTH);
    commit(next);
    focusBox(start + digits.length);
  };

  const handleChange = (index: number, text: string) => {
    setWarning(null);
    const old = value[index] ?? '';
    const digits = onlyDigits(text);
    if (text === '') {
      // The box was emptied (cut, or select + delete): remove its digit.
      if (old) commit(value.slice(0, index) + value.slice(index + 1));
      return;
    }
    if (digits === '') return; // letters and symbols are refused
    if (digits.length === 1) {
      writeAt(index, digits);
      return;
    }
    // Two characters: the browser kept the old digit beside the typed one.
    if (digits.length === 2 && old && (digits[0] === old || digits[1] === old)) {
      writeAt(index, digits[0] === old ? digits[1] : digits[0]);
      return;
    }
    // Several digits at once (an autofilled one-time code): treat it like a paste.
    if (digits.length > VERIFY_CODE_LENGTH) {
      setWarning(t('code.pasteTooLong', { n: VERIFY_CODE_LENGTH }));
      return;
    }
    writeAt(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      setWarning(null);
      if (value[index]) {
        commit(value.slice(0, index) + value.slice(index + 1));
        focusBox(index);
      } else if (index > 0) {
        // Empty box: step back and clear the previous digit.
        commit(value.slice(0, index - 1) + value.slice(index));
        focusBox(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(Math.min(index + 1, value.length));
    } else if (/^\d$/.test(event.key) && value[index] === event.key) {
      // Typing over a digit with the same digit changes nothing, so no change event would come and the cursor
      // would stay: move on as typing does (back with the arrow keys to check a digit, then on).
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits.length > VERIFY_CODE_LENGTH) {
      setWarning(t('code.pasteTooLong', { n: VERIFY_CODE_LENGTH }));
      return;
    }
    if (digits === '') {
      setWarning(t('code.pasteNoDigits'));
      return;
    }
    setWarning(null);
    // A full code replaces whatever was there; a partial one continues from the box.
    writeAt(digits.length === VERIFY_CODE_LENGTH ? 0 : index, digits);
  };

  return (
    <div className="auth-code">
      <div className="auth-code__boxes" role="group" aria-label={t('code.groupLabel')}>
        {Array.from({ length: VERIFY_CODE_LENGTH }, (_, index) => (
          <input
            key={index}
            ref={(el) => {
              boxes.current[index] = el;
            }}
            className={`auth-code__box${error ? ' auth-code__box--error' : ''}`}
            data-testid={`code-box-${index}`}
            aria-label={t('code.digitLabel', { index: index + 1, total: VERIFY_CODE_LENGTH })}
            aria-invalid={error ? true : undefined}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            value={value[index] ?? ''}
            disabled={disabled}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={(event) => handlePaste(index, event)}
            onFocus={(event) => {
              // Boxes after the first empty one are not editable: keep the value contiguous.
              if (index > filled.current) focusBox(filled.current);
              else event.target.select();
            }}
          />
        ))}
      </div>
      {warning && (
        <Typography.Text type="warning" role="status" className="auth-code__message">
          {warning}
        </Typography.Text>
      )}
      {error && (
        <Typography.Text type="danger" role="alert" className="auth-code__message">
          {error}
        </Typography.Text>
      )}
      <div className="auth-code__resend">
        {resendIn > 0 ? (
          <Typography.Text type="secondary">{t('code.resendIn', { seconds: resendIn })}</Typography.Text>
        ) : (
          <Button type="link" size="small" onClick={onResend} disabled={resendDisabled || !onResend}>
            {t('code.resend')}
          </Button>
        )}
      </div>
    </div>
  );
}
