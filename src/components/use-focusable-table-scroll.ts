import { useCallback, useRef } from 'react';

/**
 * antd draws a table with `scroll.x` inside a scrolling `div` of its own. A keyboard user reaches the columns out of
 * sight only if that `div` takes focus (WCAG 2.1.1; axe's `scrollable-region-focusable` finds it when the table has
 * no link or button inside, e.g. while it is empty): this makes it a named, focusable region. Put the returned ref
 * on an element around the `Table`; it follows antd's re-renders.
 */
export function useFocusableTableScroll(label: string): (root: HTMLElement | null) => void {
  const observer = useRef<MutationObserver | null>(null);
  return useCallback(
    (root: HTMLElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!root) return;
      const mark = () => {
        for (const region of root.querySelectorAll<HTMLElement>('.ant-table-content')) {
          if (region.getAttribute('tabindex') !== '0') region.setAttribute('tabindex', '0');
          if (region.getAttribute('role') !== 'region') region.setAttribute('role', 'region');
          if (region.getAttribute('aria-label') !== label) region.setAttribute('aria-label', label);
        }
      };
      mark();
      if (typeof MutationObserver === 'undefined') return;
      observer.current = new MutationObserver(mark);
      observer.current.observe(root, { childList: true, subtree: true });
    },
    [label],
  );
}
