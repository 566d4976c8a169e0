import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './menu-button.css';

export type MenuButtonEntry =
  | { key: string; label: ReactNode; icon?: ReactNode; selected?: boolean; type?: undefined }
  | { key: string; type: 'divider' };

type Props = {
  /** The entries, in order; `selected` marks the current one (the language on screen). */
  items: readonly MenuButtonEntry[];
  onSelect: (key: string) => void;
  /** The button's content (icon and text) and its class. */
  children: ReactNode;
  className?: string;
  /** The button's accessible name when its content does not say it. */
  'aria-label'?: string;
  'data-testid'?: string;
  /** Which edge of the button the menu lines up with. */
  align?: 'start' | 'end';
};

/**
 * A button that opens a menu (WAI-ARIA menu button: Enter, Space or the arrow keys open it and focus an entry, the
 * arrow keys, Home and End move, Enter or Space choose, Escape closes and returns to the button, Tab or a click
 * elsewhere closes). The top bar's menus (language, account, "more") use it instead of antd's Dropdown, which would
 * bring antd's ConfigProvider, Menu and Trigger into the first load of every page (src/lib/antd/antd-scope.tsx). The
 * menu opens under the button at once, without moving into place.
 */
export function MenuButton({ items, onSelect, children, className, align = 'end', ...rest }: Props) {
  const [open, setOpen] = useState(false);
  const [focusAt, setFocusAt] = useState<'first' | 'last'>('first');
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);

  const entries = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return undefined;
    const all = entries();
    const selected = all.findIndex((el) => el.getAttribute('aria-current') === 'true');
    all[focusAt === 'last' ? all.length - 1 : Math.max(0, selected)]?.focus();
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open, focusAt]);

  const show = (at: 'first' | 'last') => {
    setFocusAt(at);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const choose = (key: string) => {
    close(true);
    onSelect(key);
  };

  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = entries();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(at + 1);
      case 'ArrowUp':
        return move(at - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(all.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        return close(false);
      case 'Enter':
      case ' ': {
        event.preventDefault();
        const key = all[at]?.dataset.key;
        if (key) choose(key);
        return undefined;
      }
      default:
        return undefined;
    }
  };

  return (
    <div className="portal-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={rest['aria-label']}
        data-testid={rest['data-testid']}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onButtonKey}
      >
        {children}
      </button>
      {open && (
        <ul id={id} ref={list} role="menu" className={`portal-menu__list portal-menu__list--${align}`} onKeyDown={onMenuKey}>
          {items.map((item) =>
            item.type === 'divider' ? (
              <li key={item.key} role="separator" className="portal-menu__divider" />
            ) : (
              <li
                key={item.key}
                role="menuitem"
                tabIndex={-1}
                data-key={item.key}
                aria-current={item.selected ? 'true' : undefined}
                className={`portal-menu__item${item.selected ? ' is-selected' : ''}`}
                onClick={() => choose(item.key)}
              >
                {item.icon && (
                  <span className="portal-menu__icon" aria-hidden="true">
                    {item.icon}
                  </span>
                )}
                {item.label}
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}
