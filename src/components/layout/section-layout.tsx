import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Drawer, Menu, Skeleton, type MenuProps } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';
import { selectMenuEntry, type SectionMenuNode } from './section-menu';
import { MOBILE_BREAKPOINT, useViewportWidth } from './use-viewport-width';
import './section-layout.css';

type Props = {
  /** i18n key of the section's name: the menu's heading and accessible name. */
  title: string;
  /** Optional line under the heading (the member's nickname, …). */
  subtitle?: ReactNode;
  menu: readonly SectionMenuNode[];
  /** Hidden routes and the entry they select (see selectMenuEntry). */
  hiddenParents?: Readonly<Record<string, string>>;
  /** The menu is still loading (a server menu): a skeleton instead of the entries. */
  loading?: boolean;
  /** data-testid of the section (`personal-centre`, `operations-area`). */
  testId: string;
};

type MenuItems = NonNullable<MenuProps['items']>;

function toMenuItems(nodes: readonly SectionMenuNode[], t: (key: string) => string, onNavigate?: () => void): MenuItems {
  return nodes.map((node) => {
    switch (node.kind) {
      case 'group':
        return { type: 'group' as const, key: node.key, label: t(node.title), children: toMenuItems(node.children, t, onNavigate) };
      case 'submenu':
        return { key: node.key, label: t(node.title), children: toMenuItems(node.children, t, onNavigate) };
      case 'item':
        return {
          key: node.key,
          label: (
            <Link to={node.path} onClick={onNavigate}>
              {t(node.title)}
            </Link>
          ),
        };
    }
  });
}

/**
 * A section of the app with its own side menu (the personal centre, the operations area), inside the main
 * layout. On desktop the menu sits left of the page; below 992 px it folds into a bar that names the current
 * entry and opens the menu in a drawer. Hidden routes select their parent entry.
 */
export function SectionLayout({ title, subtitle, menu, hiddenParents, loading = false, testId }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const width = useViewportWidth();
  const mobile = width < MOBILE_BREAKPOINT;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const selection = useMemo(() => selectMenuEntry(menu, pathname, hiddenParents), [menu, pathname, hiddenParents]);
  const [openKeys, setOpenKeys] = useState<string[]>(selection.open);

  // Arriving at an entry inside a folded submenu opens it; what the user opened stays open.
  const openKey = selection.open.join('|');
  useEffect(() => {
    if (!openKey) return;
    setOpenKeys((keys) => [...new Set([...keys, ...openKey.split('|')])]);
  }, [openKey]);

  const menuLabel = t(title);
  const renderMenu = (onNavigate?: () => void) =>
    loading ? (
      <Skeleton active title={false} paragraph={{ rows: 4 }} className="portal-section__skeleton" />
    ) : (
      <Menu
        mode="inline"
        className="portal-section__menu"
        items={toMenuItems(menu, t, onNavigate)}
        selectedKeys={selection.selected ? [selection.selected] : []}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
      />
    );

  return (
    <div className={`portal-section${mobile ? ' portal-section--mobile' : ''}`} data-testid={testId}>
      {mobile ? (
        <div className="portal-section__bar">
          <button
            type="button"
            className="portal-section__toggle"
            aria-expanded={drawerOpen}
            aria-haspopup="dialog"
            onClick={() => setDrawerOpen(true)}
            data-testid="section-menu-toggle"
          >
            <MenuOutlined aria-hidden="true" />
            <span className="portal-section__toggle-section">{menuLabel}</span>
            {selection.item && <span className="portal-section__toggle-current">{t(selection.item.title)}</span>}
          </button>
          <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} placement="left" size={280} title={menuLabel}>
            <nav aria-label={menuLabel} data-testid="section-menu">
              {renderMenu(() => setDrawerOpen(false))}
            </nav>
          </Drawer>
        </div>
      ) : (
        <aside className="portal-section__aside">
          <div className="portal-section__heading">
            <strong>{menuLabel}</strong>
            {subtitle && <span className="portal-section__subtitle">{subtitle}</span>}
          </div>
          <nav aria-label={menuLabel} data-testid="section-menu">
            {renderMenu()}
          </nav>
        </aside>
      )}
      <div className="portal-section__page">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
