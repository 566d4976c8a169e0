import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../../../machines/rules/validation';
import './code-flow.css';

const LEVEL_KEYS = ['strength.none', 'strength.one', 'strength.two', 'strength.three'] as const;

/**
 * The strength meter of spec section 5: three bars filled by `passwordStrength` (the same function the rules
 * use), exposed as an ARIA meter so assistive technology and tests read the level, not the colours.
 */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  const level = passwordStrength(password);
  const label = t(LEVEL_KEYS[level]);
  return (
    <div
      className={`auth-strength auth-strength--${level}`}
      role="meter"
      aria-label={t('strength.label')}
      aria-valuemin={0}
      aria-valuemax={3}
      aria-valuenow={level}
      aria-valuetext={label}
      data-level={level}
    >
      <div className="auth-strength__bars" aria-hidden="true">
        {[1, 2, 3].map((bar) => (
          <span key={bar} className={`auth-strength__bar${bar <= level ? ' auth-strength__bar--on' : ''}`} />
        ))}
      </div>
      <span className="auth-strength__text">{label}</span>
    </div>
  );
}
