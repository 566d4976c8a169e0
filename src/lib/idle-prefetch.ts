import { useEffect } from 'react';

/**
 * Code a visitor will probably want soon, fetched when the browser has nothing better to do: after the page's `load`
 * event, in an idle period (`requestIdleCallback`), so it never competes with the first paint or the page's own
 * requests. The build lists each group's files in `<meta name="portal-prefetch-<group>">` (scripts/idle-prefetch.ts,
 * groups named in vite.config.ts); the dev server lists none, and then nothing is fetched.
 */

/** The longest wait for an idle period: a page that is never idle still gets its prefetch. */
export const IDLE_TIMEOUT_MS = 3000;
/** Where `requestIdleCallback` is missing (Safari): this long after `load`. */
export const NO_IDLE_CALLBACK_DELAY_MS = 1000;

/** Runs `task` once the page has loaded and the browser is idle; answers a function that cancels it. */
export function whenIdle(task: () => void): () => void {
  let cancelScheduled = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
      cancelScheduled = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, NO_IDLE_CALLBACK_DELAY_MS);
      cancelScheduled = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelScheduled();
  };
}

/** The files the build listed for a group (none in the dev server). */
export function prefetchList(group: string): string[] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="portal-prefetch-${group}"]`);
  return meta?.content.split(/\s+/).filter(Boolean) ?? [];
}

/**
 * Asks for a group's files without running them: scripts as `modulepreload` (fetched and compiled, evaluated only when
 * the app imports them, so no long task lands on an idle page), style sheets as `prefetch` (into the HTTP cache,
 * applied only when the dialog adds them). A file already linked (by Vite's own preloading) is skipped.
 */
export function prefetchGroup(group: string): void {
  const linked = new Set([...document.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')));
  for (const href of prefetchList(group)) {
    if (linked.has(href)) continue;
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'prefetch';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.href = href;
    document.head.append(link);
  }
}

/** Prefetches a group's files once the page is idle, while `enabled` (e.g. the login dialog's for a visitor). */
export function usePrefetchWhenIdle(group: string, enabled: boolean): void {
  useEffect(() => (enabled ? whenIdle(() => prefetchGroup(group)) : undefined), [group, enabled]);
}
