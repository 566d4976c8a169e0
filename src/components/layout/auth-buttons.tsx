import { useTranslation } from 'react-i18next';
import { useLoginDialog } from '@/lib/login-dialog';

/**
 * Register and Log in (signed out). `onIntent` runs when a pointer or the focus reaches one of them: the shell starts
 * loading the login dialog then, so it opens without a wait (src/app/login-dialog-host.tsx).
 */
export function AuthButtons({ vertical = false, onIntent }: { vertical?: boolean; onIntent?: () => void }) {
  const { t } = useTranslation();
  const dialog = useLoginDialog();
  const intent = onIntent ? { onPointerEnter: onIntent, onFocus: onIntent, onTouchStart: onIntent } : {};
  return (
    <div className={vertical ? 'portal-auth-buttons portal-auth-buttons--vertical' : 'portal-auth-buttons'}>
      <button type="button" className="portal-button portal-button--ghost" onClick={() => dialog.show('register')} {...intent}>
        {t('layout.register')}
      </button>
      <button type="button" className="portal-button portal-button--primary" onClick={() => dialog.show('login')} {...intent}>
        {t('layout.login')}
      </button>
    </div>
  );
}
