import { useState } from 'react';
import { Drawer } from 'antd';
import { MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@/lib/session/session-context';
import { InviteBadge } from './invite-badge';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import type { NavItem } from './nav-items';
import { StackedNav, TopNav } from './top-nav';
import { AuthButtons, UserMenu } from './user-menu';
import { MOBILE_BREAKPOINT } from './use-viewport-width';

type Props = {
  width: number;
  items: NavItem[];
  fixed: boolean;
  /** Desktop only: off when the entries live in the sidebar (top-navigation setting off). */
  showNav: boolean;
  /** Desktop only: off when the sidebar already shows the logo. */
  showLogo: boolean;
  onOpenSettings: () => void;
};

/** The top bar on desktop, the mobile bar below 992 px (spec section 2). */
export function SiteHeader({ width, items, fixed, showNav, showLogo, onOpenSettings }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const mobile = width < MOBILE_BREAKPOINT;

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
            {session.isSignedIn && <InviteBadge />}
            <LanguageSwitch />
            <button
              type="button"
              className="portal-icon-button"
              aria-label={t('layout.nav.open')}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <MenuOutlined aria-hidden="true" />
            </button>
          </div>
        ) : (
          <>
            {showNav && <TopNav items={items} width={width} />}
            <div className="portal-header__actions">
              {session.isSignedIn && <InviteBadge />}
              <LanguageSwitch />
              {settingsButton}
              {session.isSignedIn ? <UserMenu /> : <AuthButtons />}
            </div>
          </>
        )}
      </div>
      {mobile && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement="right"
          size={280}
          title={t('layout.nav.label')}
        >
          <StackedNav items={items} onNavigate={() => setDrawerOpen(false)} />
          <div className="portal-drawer-footer">
            {session.isSignedIn ? <UserMenu /> : <AuthButtons vertical />}
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
        </Drawer>
      )}
    </header>
  );
}
