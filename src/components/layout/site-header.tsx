import { lazy, Suspense, useEffect, useState } from 'react';
import { BellOutlined, MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AntdScope } from '@/lib/antd/antd-scope';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/lib/session/session-context';
import { AuthButtons } from './auth-buttons';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import type { NavItem } from './nav-items';
import { StackedNav, TopNav } from './top-nav';
import { UserMenuPlaceholder } from './user-menu-face';
import { MOBILE_BREAKPOINT } from './use-viewport-width';

// Only a signed-in member has these, and the drawer opens on demand: none of it is in a visitor's first load.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const InviteBadge = lazy(() => import('./invite-badge').then((m) => ({ default: m.InviteBadge })));
const NavDrawer = lazy(() => import('./nav-drawer').then((m) => ({ default: m.NavDrawer })));

type Props = {
  width: number;
  items: NavItem[];
  fixed: boolean;
  /** Desktop only: off when the entries live in the sidebar (top-navigation setting off). */
  showNav: boolean;
  /** Desktop only: off when the sidebar already shows the logo. */
  showLogo: boolean;
  onOpenSettings: () => void;
  /** A pointer or the focus reached Log in or Register: the shell starts loading the login dialog. */
  onAuthIntent?: () => void;
};

/** The bell's place while its code loads (antd's Badge): the same size, nothing to press yet. */
function BellPlaceholder() {
  return (
    <span className="portal-icon-button" aria-hidden="true">
      <BellOutlined />
    </span>
  );
}

/** The invite bell (signed in): antd's Badge with the pending count, loaded with antd. */
function InviteBell() {
  return (
    <AntdScope fallback={<BellPlaceholder />}>
      <InviteBadge />
    </AntdScope>
  );
}

function AccountMenu() {
  return (
    <Suspense fallback={<UserMenuPlaceholder />}>
      <UserMenu />
    </Suspense>
  );
}

/** The top bar on desktop, the mobile bar below 992 px (spec section 2). */
export function SiteHeader({ width, items, fixed, showNav, showLogo, onOpenSettings, onAuthIntent }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer mounts on its first opening and stays, so that it can animate closed.
  const [drawerMounted, setDrawerMounted] = useState(false);
  const mobile = width < MOBILE_BREAKPOINT;
  const loginDialog = useLoginDialog();
  // The login dialog opens over the page, not over the open drawer (issue 11): whatever opened it (Log in or
  // Register in the drawer, an entry that needs a member), the drawer closes.
  useEffect(() => {
    if (loginDialog.open) setDrawerOpen(false);
  }, [loginDialog.open]);

  const settingsButton = (
    <button type="button" className="portal-icon-button" onClick={onOpenSettings} aria-label={t('layout.settings.open')}>
      <SettingOutlined aria-hidden="true" />
    </button>
  );

  return (
    <header className={`portal-header${fixed ? ' portal-header--fixed' : ''}`} data-testid={mobile ? 'mobile-bar' : 'top-bar'}>
      <div className="portal-header__inner">
        {(mobile || showLogo) && (
          <Link to="/index" className="portal-header__brand" aria-label={t('layout.home')}>
            <Logo />
          </Link>
        )}
        {mobile ? (
          <div className="portal-header__actions">
            {session.isSignedIn && <InviteBell />}
            <LanguageSwitch />
            <button
              type="button"
              className="portal-icon-button"
              aria-label={t('layout.nav.open')}
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerMounted(true);
                setDrawerOpen(true);
              }}
            >
              <MenuOutlined aria-hidden="true" />
            </button>
          </div>
        ) : (
          <>
            {showNav && <TopNav items={items} width={width} />}
            <div className="portal-header__actions">
              {session.isSignedIn && <InviteBell />}
              <LanguageSwitch />
              {settingsButton}
              {session.isSignedIn ? <AccountMenu /> : <AuthButtons onIntent={onAuthIntent} />}
            </div>
          </>
        )}
      </div>
      {mobile && drawerMounted && (
        <AntdScope fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} title={t('layout.nav.label')}>
            <StackedNav items={items} onNavigate={() => setDrawerOpen(false)} />
            <div className="portal-drawer-footer">
              {session.isSignedIn ? <AccountMenu /> : <AuthButtons vertical onIntent={onAuthIntent} />}
              <button
                type="button"
                className="portal-icon-button"
                onClick={() => {
                  setDrawerOpen(false);
                  onOpenSettings();
                }}
              >
                <SettingOutlined aria-hidden="true" /> <span>{t('layout.settings.title')}</span>
              </button>
            </div>
          </NavDrawer>
        </AntdScope>
      )}
    </header>
  );
}
