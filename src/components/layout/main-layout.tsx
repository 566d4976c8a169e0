import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLayoutSettings } from '@/lib/layout-settings';
import { PageLoading } from '@/components/page-loading';
import { InviteDialog } from './invite-dialog';
import { InviteDialogProvider } from './invite-dialog-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SideNav } from './side-nav';
import { TagsView, useVisitedViews } from './tags-view';
import type { MenuRoute } from './nav-items';
import { useNavItems } from './use-nav-items';
import { MOBILE_BREAKPOINT, useViewportWidth } from './use-viewport-width';
import './layout.css';

// Heavy and rarely needed on first paint: a separate chunk (REFERENCES.md, bundle size).
const SettingsDrawer = lazy(() => import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })));

/** `handle.name` of the deepest matched route: the i18n key of the page title. */
function usePageTitleKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as { name?: string } | undefined;
    if (handle?.name) return handle.name;
  }
  return undefined;
}

export type MainLayoutProps = {
  /** The route table's top-menu rows; the server's menu is merged in. */
  menu: readonly MenuRoute[];
  /** Dialogs the shell mounts over every page (the login dialog): features reach the layout only through it. */
  dialogs?: ReactNode;
};

/**
 * The main layout of spec section 2: header, page area, footer, settings drawer, and the shell's dialogs. On
 * desktop the layout settings pick top or side navigation, the sidebar logo and the visited-pages bar; the
 * mobile bar ignores them.
 */
export function MainLayout({ menu, dialogs }: MainLayoutProps) {
  const { t, i18n } = useTranslation();
  const width = useViewportWidth();
  const { settings } = useLayoutSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsMounted, setSettingsMounted] = useState(false);
  const titleKey = usePageTitleKey();
  const items = useNavItems(menu);
  const visited = useVisitedViews(titleKey);
  const desktop = width >= MOBILE_BREAKPOINT;
  const sideNav = desktop && !settings.topNav;
  const sidebarLogo = sideNav && settings.sidebarLogo;

  // dynamicTitle: "<page> - <app>"; otherwise the app name alone.
  useEffect(() => {
    const app = t('common.appName');
    document.title = settings.dynamicTitle && titleKey ? `${t(titleKey)} - ${app}` : app;
  }, [settings.dynamicTitle, titleKey, t, i18n.resolvedLanguage]);

  return (
    <InviteDialogProvider>
      <div className={`portal-shell portal-shell--${settings.sideTheme}${sideNav ? ' portal-shell--side' : ''}`}>
        <a className="portal-skip-link" href="#portal-main">
          {t('layout.skipToContent')}
        </a>
        {sideNav && <SideNav items={items} theme={settings.sideTheme} showLogo={sidebarLogo} />}
        <div className="portal-shell__body">
          <SiteHeader
            width={width}
            items={items}
            fixed={settings.fixedHeader}
            showNav={!sideNav}
            showLogo={!sidebarLogo}
            onOpenSettings={() => {
              setSettingsMounted(true);
              setSettingsOpen(true);
            }}
          />
          {desktop && settings.tagsView && <TagsView views={visited.views} onClose={visited.close} />}
          <main id="portal-main" className="portal-main" tabIndex={-1}>
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </main>
          <SiteFooter />
        </div>
        {settingsMounted && (
          <Suspense fallback={null}>
            <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
          </Suspense>
        )}
        {dialogs}
        {/* Spec 2: the invite-handling dialog is always present; the badge in the header opens it. */}
        <InviteDialog />
      </div>
    </InviteDialogProvider>
  );
}
