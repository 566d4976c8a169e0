import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LayoutSettings } from '@/lib/layout-settings';
import { Logo } from './logo';
import type { NavItem } from './nav-items';
import { NavEntry } from './top-nav';

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
        {items.map((item) => (
          <NavEntry key={item.key} item={item} className="portal-sidebar__link" />
        ))}
      </nav>
    </aside>
  );
}
