import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AntdScope } from '@/lib/antd/antd-scope';
import { languageFromUrl } from '@/lib/i18n';
import { useLayoutSettings } from '@/lib/layout-settings';
import { PageLoading } from '@/components/page-loading';
import { InviteDialogProvider, useInviteDialog } from './invite-dialog-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SideNav } from './side-nav';
import { TagsView, useVisitedViews } from './tags-view';
import type { MenuRoute } from './nav-items';
import { useNavItems } from './use-nav-items';
import { MOBILE_BREAKPOINT, useViewportWidth } from './use-viewport-width';
import './layout.css';

// Heavy and rarely needed on first paint: separate chunks (REFERENCES.md, bundle size), loaded when first opened.
const SettingsDrawer = lazy(() => import('./settings-drawer').then((m) => ({ default: m.SettingsDrawer })));
const InviteDialog = lazy(() => import('./invite-dialog').then((m) => ({ default: m.InviteDialog })));

/** `handle.name` of the deepest matched route: the i18n key of the page title. */
function usePageTitleKey(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as { name?: string } | undefined;
    if (handle?.name) return handle.name;
  }
  return undefined;
}

/**
 * What the page area shows: `waiting` while the address still has a language segment (`/en/index` matches no page
 * until the shell drops the segment, a moment later: nothing to load for it), `plain` for a page the page area does
 * not wrap in the antd scope (`handle.plain`: a page of plain markup, or one that scopes its own parts: `plain` and
 * `ownScope` of the route table), else `antd`.
 */
function usePageKind(): 'waiting' | 'plain' | 'antd' {
  const matches = useMatches();
  const { pathname } = useLocation();
  if (languageFromUrl(pathname)) return 'waiting';
  const handle = matches[matches.length - 1]?.handle as { plain?: boolean } | undefined;
  return handle?.plain === true ? 'plain' : 'antd';
}

/**
 * Spec 2: the invite-handling dialog is always at hand; the badge in the header opens it. Its code (antd's Modal, the
 * table) loads with the first opening and then stays mounted, so it can animate closed.
 */
function InviteDialogSlot() {
  const dialog = useInviteDialog();
  const [opened, setOpened] = useState(false);
  if (dialog?.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <AntdScope fallback={null}>
      <InviteDialog />
    </AntdScope>
  );
}

export type MainLayoutProps = {
  /** The route table's top-menu rows; the server's menu is merged in. */
  menu: readonly MenuRoute[];
  /** Dialogs the shell mounts over every page (the login dialog): features reach the layout only through it. */
  dialogs?: ReactNode;
  /** A pointer or the focus reached Log in or Register: the shell starts loading the login dialog. */
  onAuthIntent?: () => void;
};

/**
 * The main layout of spec section 2: header, page area, footer, settings drawer, and the shell's dialogs. On
 * desktop the layout settings pick top or side navigation, the sidebar logo and the visited-pages bar; the
 * mobile bar ignores them.
 */
export function MainLayout({ menu, dialogs, onAuthIntent }: MainLayoutProps) {
  const { t, i18n } = useTranslation();
  const width = useViewportWidth();
  const { settings } = useLayoutSettings();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsMounted, setSettingsMounted] = useState(false);
  const titleKey = usePageTitleKey();
  const pageKind = usePageKind();
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
            onAuthIntent={onAuthIntent}
          />
          {desktop && settings.tagsView && <TagsView views={visited.views} onClose={visited.close} />}
          <main id="portal-main" className="portal-main" tabIndex={-1}>
            <Suspense fallback={<PageLoading />}>
              {/* The landing page paints without antd, the hall scopes its own parts; every other page inside the scope. */}
              {pageKind === 'waiting' ? (
                <PageLoading />
              ) : pageKind === 'plain' ? (
                <Outlet />
              ) : (
                <AntdScope>
                  <Outlet />
                </AntdScope>
              )}
            </Suspense>
          </main>
          <SiteFooter />
        </div>
        {settingsMounted && (
          <AntdScope fallback={null}>
            <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
          </AntdScope>
        )}
        {dialogs}
        <InviteDialogSlot />
      </div>
    </InviteDialogProvider>
  );
}
