import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import type { LayoutSettings } from '@/lib/layout-settings';
import { Logo } from './logo';
import type { NavItem } from './nav-items';

type Props = { items: NavItem[]; theme: LayoutSettings['sideTheme']; showLogo: boolean };

/**
 * The desktop left sidebar used when the top-navigation setting is off: the same entries as the top bar,
 * stacked, coloured by the sidebar theme, with the logo on top when the sidebar-logo setting is on.
 */
export function SideNav({ items, theme, showLogo }: Props) {
  const { t } = useTranslation();
  return (
    <aside className={`portal-sidebar portal-sidebar--${theme}`} data-testid="side-nav">
      {showLogo && (
        <Link to="/index" className="portal-sidebar__brand" aria-label={t('layout.home')} data-testid="sidebar-logo">
          <Logo />
        </Link>
      )}
      <nav className="portal-sidebar__menu" aria-label={t('layout.nav.label')}>
        {items.map((item) =>
          item.external ? (
            <a key={item.key} className="portal-sidebar__link" href={item.path} target="_blank" rel="noreferrer noopener">
              {t(item.title)}
            </a>
          ) : (
            <NavLink
              key={item.key}
              className={({ isActive }) => `portal-sidebar__link${isActive ? ' is-active' : ''}`}
              to={item.path}
            >
              {t(item.title)}
            </NavLink>
          ),
        )}
      </nav>
    </aside>
  );
}
