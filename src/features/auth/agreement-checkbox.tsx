import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';

/** Where the agreement texts live: the shell's `/docs/:doc` route (opened in a new tab). */
export const USER_AGREEMENT_PATH = '/docs/user-agreement';
export const PRIVACY_POLICY_PATH = '/docs/privacy-policy';

/** The agreement checkbox that must be ticked before Login or Next is enabled (spec 2). */
export function AgreementCheckbox({ checked, onChange, disabled }: { checked: boolean; onChange(checked: boolean): void; disabled?: boolean }) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  return (
    <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} disabled={disabled} className="auth-agreement">
      {t('agreement.prefix')}{' '}
      <a href={USER_AGREEMENT_PATH} target="_blank" rel="noopener noreferrer">
        {t('agreement.userAgreement')}
      </a>{' '}
      {t('agreement.and')}{' '}
      <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener noreferrer">
        {t('agreement.privacyPolicy')}
      </a>
    </Checkbox>
  );
}
