import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AntdScopeImpl } from './antd-scope-impl';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** What antd's components read: `motion` false turns every dialog, menu and toast animation off. */
function Motion() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

/** The system's `prefers-reduced-motion`, changeable while the page shows (as a person can in the system settings). */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const state = { reduce };
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query === '(prefers-reduced-motion: reduce)' && state.reduce;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (next: boolean) => {
    state.reduce = next;
    for (const listener of listeners) listener();
  };
}

describe("antd's motion follows prefers-reduced-motion", () => {
  it('animates by default, and stops once the person asks the system for less motion', () => {
    const change = systemMotion(false);
    render(
      <AntdScopeImpl>
        <Motion />
      </AntdScopeImpl>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('true');
    act(() => change(true));
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });

  it('opens without motion for someone who asked for less of it', () => {
    systemMotion(true);
    render(
      <AntdScopeImpl>
        <Motion />
      </AntdScopeImpl>,
    );
    expect(screen.getByTestId('motion').textContent).toBe('false');
  });
});
