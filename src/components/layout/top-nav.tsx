import { useLayoutEffect, useRef, useState } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { MenuButton } from '@/components/menu-button';
import { fitNavCount, visibleNavCount, type NavItem } from './nav-items';
import { observeSize } from '@/lib/observe-size';

/** `.portal-nav__link`'s padding on both sides plus the gap after it (layout.css), and the "more" icon with its gap. */
const LINK_EXTRA = 12 * 2 + 4;
const MORE_ICON = 18;

/**
 * How many entries fit in the navigation's room, measured with the text widths of the labels in the navigation's
 * font (bold, as the current entry is); `null` where nothing is laid out (before layout, under test).
 */
function measureFit(nav: HTMLElement, labels: readonly string[], moreLabel: string): number | null {
  const available = nav.clientWidth;
  if (!available) return null;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return null;
  const style = getComputedStyle(nav);
  context.font = `600 ${style.fontSize} ${style.fontFamily}`;
  const width = (text: string) => Math.ceil(context.measureText(text).width) + LINK_EXTRA;
  return fitNavCount(labels.map(width), width(moreLabel) + MORE_ICON, available);
}

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

/**
 * The desktop navigation: as many entries as fit (spec section 2), the rest in a "more" dropdown. It takes the room
 * the header leaves and measures what fits there; until it can, the spec's estimate (width / 3 / 85) stands.
 */
export function TopNav({ items, width }: { items: NavItem[]; width: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nav = useRef<HTMLElement>(null);
  const [fit, setFit] = useState<number | null>(null);
  // The labels in the page language, "more" last: measured again when any of them changes.
  const measured = [...items.map((item) => t(item.title)), t('layout.nav.more')].join('\n');
  useLayoutEffect(() => {
    const root = nav.current;
    if (!root) return;
    const labels = measured.split('\n');
    const moreLabel = labels.pop() ?? '';
    return observeSize(root, () => setFit(measureFit(root, labels, moreLabel)));
  }, [measured]);
  const count = fit ?? visibleNavCount(width);
  const visible = items.slice(0, count);
  const more = items.slice(count);
  return (
    <nav ref={nav} className="portal-nav portal-nav--top" aria-label={t('layout.nav.label')}>
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
