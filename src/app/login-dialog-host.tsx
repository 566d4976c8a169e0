import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { AntdScope, loadAntdScope } from '@/lib/antd/antd-scope';
import { usePrefetchWhenIdle } from '@/lib/idle-prefetch';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/lib/session/session-context';

// Heavy and rarely needed on first paint: a separate chunk (REFERENCES.md, bundle size), with antd (antd-scope.tsx).
// Its files and antd's are the build's `login-dialog` prefetch group (vite.config.ts).
const PREFETCH_GROUP = 'login-dialog';
const loadLoginDialog = () => import('@/features/auth/login-dialog');
const LoginDialog = lazy(() => loadLoginDialog().then((m) => ({ default: m.LoginDialog })));

/**
 * Starts loading the login dialog and antd, when a visitor reaches for Log in or Register (pointer or focus), so the
 * dialog opens at once on the click.
 */
export function preloadLoginDialog(): void {
  const ignore = () => undefined;
  loadAntdScope().catch(ignore);
  loadLoginDialog().catch(ignore);
}

/** Where the dialog will be while its code loads (a cold first opening): the dialog's mask and a loading line. */
function DialogLoading() {
  const { t } = useTranslation();
  return (
    <div className="portal-dialog-loading" role="status" aria-live="polite">
      <div className="portal-dialog-loading__box">
        <span className="portal-page-loading__dot" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    </div>
  );
}

/**
 * The auth feature's login dialog, mounted while `useLoginDialog()` has it open. It lives in the shell, which
 * hands it to the main layout: shared components never import a feature.
 */
export function LoginDialogHost() {
  const dialog = useLoginDialog();
  const session = useSession();
  // A visitor's first click on Log in would otherwise wait for ~280 KB of code (seconds on a phone): fetched when the
  // page is idle, it only has to run. Members do not need it.
  usePrefetchWhenIdle(PREFETCH_GROUP, !session.isSignedIn);
  if (!dialog.open) return null;
  // antd and the dialog's own chunk at the same time, not one after the other (the scope renders the dialog only
  // once it has loaded itself).
  preloadLoginDialog();
  return (
    <AntdScope fallback={<DialogLoading />}>
      <LoginDialog open={dialog.open} type={dialog.type} redirect={dialog.redirect} onClose={dialog.close} onTypeChange={dialog.setType} />
    </AntdScope>
  );
}
