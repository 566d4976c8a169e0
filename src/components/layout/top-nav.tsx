import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { MenuButton } from '@/components/menu-button';
import { splitNavItems, type NavItem } from './nav-items';

/** One entry of any navigation (top bar, mobile drawer, sidebar): external links open in a new tab. */
export function NavEntry({ item, className = 'portal-nav__link', onNavigate }: { item: NavItem; className?: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  if (item.external) {
    return (
      <a className={className} href={item.path} target="_blank" rel="noreferrer noopener">
        {t(item.title)}
      </a>
    );
  }
  return (
    <NavLink className={({ isActive }) => `${className}${isActive ? ' is-active' : ''}`} to={item.path} onClick={onNavigate}>
      {t(item.title)}
    </NavLink>
  );
}

/** The desktop navigation: as many entries as fit (spec section 2), the rest in a "more" dropdown. */
export function TopNav({ items, width }: { items: NavItem[]; width: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { visible, more } = splitNavItems(items, width);
  return (
    <nav className="portal-nav" aria-label={t('layout.nav.label')}>
      {visible.map((item) => (
        <NavEntry key={item.key} item={item} />
      ))}
      {more.length > 0 && (
        <MenuButton
          className="portal-nav__link portal-nav__more"
          align="start"
          items={more.map((item) => ({ key: item.key, label: t(item.title) }))}
          onSelect={(key) => {
            const item = more.find((i) => i.key === key);
            if (!item) return;
            if (item.external) window.open(item.path, '_blank', 'noopener');
            else navigate(item.path);
          }}
        >
          {t('layout.nav.more')} <DownOutlined aria-hidden="true" />
        </MenuButton>
      )}
    </nav>
  );
}

/** The mobile drawer's navigation: every entry, stacked. */
export function StackedNav({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <nav className="portal-nav portal-nav--stacked" aria-label={t('layout.nav.label')}>
      {items.map((item) => (
        <NavEntry key={item.key} item={item} onNavigate={onNavigate} />
      ))}
    </nav>
  );
}
