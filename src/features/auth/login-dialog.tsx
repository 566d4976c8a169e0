import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOGIN_DIALOG_WIDTH } from '@/lib/ui-constants';
import type { LoginDialogType } from '@/lib/login-dialog';
import { AuthCarousel } from './auth-carousel';
import { ForgotPanel } from './forgot-panel';
import type { IdentifierValues } from '@/components/code-flow/identifier-fields';
import { LoginPanel } from './login-panel';
import { RegisterPanel } from './register-panel';
import './login-dialog.css';

export type LoginDialogProps = {
  open: boolean;
  type: LoginDialogType;
  /** Where to go after signing in (from `/index?redirect=…`). */
  redirect?: string;
  onClose(): void;
  onTypeChange(type: LoginDialogType): void;
};

const TITLE_KEYS: Record<LoginDialogType, string> = {
  login: 'login.title',
  register: 'register.title',
  forgot: 'forgot.title',
};

/**
 * The login dialog of spec section 2: 816 px wide (full width below the 992 px breakpoint), the carousel on
 * the left and the login, register or forgot-password face on the right. Each face runs its own machine;
 * switching faces unmounts the previous one, so a flow always starts from its first step.
 */
export function LoginDialog({ open, type, redirect, onClose, onTypeChange }: LoginDialogProps) {
  const { t } = useTranslation('auth', { keyPrefix: 'auth' });
  // Carried between faces: the identifier typed on login starts forgot-password, and comes back after it.
  const [identifier, setIdentifier] = useState<IdentifierValues | undefined>(undefined);
  // antd puts `role="dialog"` on an element of its own and names it only by its `title`, which this dialog draws
  // itself (the face's heading beside the carousel): point the dialog at that heading.
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement | null>(null);
  const nameDialog = useCallback((element: HTMLHeadingElement | null) => {
    heading.current = element;
    element?.closest('[role="dialog"]')?.setAttribute('aria-labelledby', element.id);
  }, []);
  // Switching faces (register → login after sign-up, login → forgot) removes the control that had the focus: it
  // goes to the new face's heading, so the keyboard carries on inside the dialog and a screen reader says where.
  const shownType = useRef(type);
  useEffect(() => {
    if (shownType.current === type) return;
    shownType.current = type;
    heading.current?.focus();
  }, [type]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      centered
      destroyOnHidden
      mask={{ closable: false }}
      width={{ xs: '100%', sm: '100%', md: '100%', lg: LOGIN_DIALOG_WIDTH, xl: LOGIN_DIALOG_WIDTH, xxl: LOGIN_DIALOG_WIDTH }}
      className="auth-dialog"
      closable={{ 'aria-label': t('dialog.close') }}
    >
      <div className="auth-dialog__body">
        <AuthCarousel />
        <div className="auth-dialog__main">
          <h2 className="auth-dialog__title" id={headingId} ref={nameDialog} tabIndex={-1}>
            {t(TITLE_KEYS[type])}
          </h2>
          {type === 'login' && (
            <LoginPanel
              redirect={redirect}
              initialIdentifier={identifier}
              onForgot={(values) => {
                setIdentifier(values);
                onTypeChange('forgot');
              }}
              onRegister={() => onTypeChange('register')}
            />
          )}
          {type === 'register' && <RegisterPanel onLogin={() => onTypeChange('login')} />}
          {type === 'forgot' && <ForgotPanel initialIdentifier={identifier} onLogin={() => onTypeChange('login')} />}
          {type === 'register' && (
            <p className="auth-dialog__footer">
              {t('register.hasAccount')}{' '}
              <a
                href="#login"
                onClick={(e) => {
                  e.preventDefault();
                  onTypeChange('login');
                }}
              >
                {t('register.login')}
              </a>
            </p>
          )}
        </div>
      </div>
    </Modal>
  );
}
