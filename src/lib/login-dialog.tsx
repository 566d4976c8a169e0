import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * The login-modal flag of spec section 3 ("login modal flag and type"): whether the login dialog is open,
 * which face it shows, and where to go after signing in. The layout mounts the dialog lazily while `open`.
 */
export type LoginDialogType = 'login' | 'register' | 'forgot';

export type LoginDialogState = {
  open: boolean;
  type: LoginDialogType;
  /** The path to return to after signing in (from `/index?redirect=…`). */
  redirect?: string;
};

export type LoginDialogControls = LoginDialogState & {
  show: (type?: LoginDialogType, redirect?: string) => void;
  close: () => void;
  setType: (type: LoginDialogType) => void;
};

const LoginDialogContext = createContext<LoginDialogControls | null>(null);

export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<LoginDialogState>({ open: false, type: 'login' });
  const show = useCallback(
    (type: LoginDialogType = 'login', redirect?: string) => setState({ open: true, type, redirect }),
    [],
  );
  const close = useCallback(() => setState((s) => ({ ...s, open: false, redirect: undefined })), []);
  const setType = useCallback((type: LoginDialogType) => setState((s) => ({ ...s, type })), []);
  const value = useMemo(() => ({ ...state, show, close, setType }), [state, show, close, setType]);
  return <LoginDialogContext.Provider value={value}>{children}</LoginDialogContext.Provider>;
}

export function useLoginDialog(): LoginDialogControls {
  const value = useContext(LoginDialogContext);
  if (!value) throw new Error('useLoginDialog must be used inside <LoginDialogProvider>');
  return value;
}
