/**
 * Setup for every test of the `web` project (registered as `setupFiles` in vite.config.ts), so no test
 * carries its own copy. jsdom lacks `matchMedia` (antd's responsive Modal width, Grid, Avatar) and
 * `ResizeObserver` (antd's Tabs and Steps measure themselves); neither matters to what the tests check, so
 * inert versions stand in.
 */
import { configure } from '@testing-library/react';

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

// jsdom answers `getComputedStyle(el, '::before')` with the element's own style but logs "Not implemented"
// each time (antd measures scrollbars that way); answering the same without the pseudo-element keeps the
// test output quiet.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// `waitFor` and `findBy*` give up after 1 s by default; on a loaded 2-core machine (the whole suite, CI) a page's
// mocked answer can take longer to render (a recharge page's next step took over 5 s once, 2026-11-28). What the
// tests check does not change, only how long a failing one waits.
configure({ asyncUtilTimeout: 10_000 });

// The app loads one language, and only the shell's messages before the first paint (src/lib/i18n.ts); the tests
// switch languages at will and render any page at once, so both languages are loaded whole before any test runs.
{
  const { loadWholeLanguage, setLanguage, startI18n } = await import('@/lib/i18n');
  await startI18n('zh');
  await loadWholeLanguage();
  await setLanguage('en');
  await setLanguage('zh');
}
