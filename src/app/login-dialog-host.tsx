import { lazy, Suspense } from 'react';
import { useLoginDialog } from '@/lib/login-dialog';

// Heavy and rarely needed on first paint: a separate chunk (REFERENCES.md, bundle size).
const LoginDialog = lazy(() => import('@/features/auth/login-dialog').then((m) => ({ default: m.LoginDialog })));

/**
 * The auth feature's login dialog, mounted while `useLoginDialog()` has it open. It lives in the shell, which
 * hands it to the main layout: shared components never import a feature.
 */
export function LoginDialogHost() {
  const dialog = useLoginDialog();
  if (!dialog.open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog open={dialog.open} type={dialog.type} redirect={dialog.redirect} onClose={dialog.close} onTypeChange={dialog.setType} />
    </Suspense>
  );
}
