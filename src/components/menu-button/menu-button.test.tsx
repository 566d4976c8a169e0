import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MenuButton } from './menu-button';

afterEach(cleanup);

function renderMenu(onSelect = vi.fn()) {
  render(
    <>
      <MenuButton
        aria-label="Switch language"
        items={[
          { key: 'zh', label: '中文' },
          { key: 'divider', type: 'divider' },
          { key: 'en', label: 'English', selected: true },
        ]}
        onSelect={onSelect}
      >
        English
      </MenuButton>
      <p>elsewhere</p>
    </>,
  );
  return { button: screen.getByRole('button', { name: 'Switch language' }), onSelect };
}

describe('the menu button', () => {
  it('opens on a click with the current entry focused, and chooses with a click', () => {
    const { button, onSelect } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu').id).toBe(button.getAttribute('aria-controls'));
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'English' }));
    fireEvent.click(screen.getByRole('menuitem', { name: '中文' }));
    expect(onSelect).toHaveBeenCalledWith('zh');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('walks with the arrow keys, Home and End, and chooses with Enter', () => {
    const { button, onSelect } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const [zh, en] = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(en);
    fireEvent.keyDown(en, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(zh);
    fireEvent.keyDown(zh, { key: 'End' });
    expect(document.activeElement).toBe(en);
    fireEvent.keyDown(en, { key: 'Home' });
    fireEvent.keyDown(zh, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('zh');
  });

  it('closes with Escape back on the button, and with a click elsewhere', () => {
    const { button, onSelect } = renderMenu();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
