/**
 * Setup for every test of the `web` project (registered as `setupFiles` in vite.config.ts), so no test
 * carries its own copy. jsdom lacks `matchMedia` (antd's responsive Modal width, Grid, Avatar) and
 * `ResizeObserver` (antd's Tabs and Steps measure themselves); neither matters to what the tests check, so
 * inert versions stand in.
 */
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
