import { lazy, Suspense, useState, type ReactNode } from 'react';
import antdStyleHref from 'virtual:antd-static-style';
import { loadWholeLanguage } from '../i18n';

/**
 * antd where it is used, not on every page: the first paint of a public page (the landing page) needs neither antd
 * (its ConfigProvider and App context alone are about 85 KB of gzip JavaScript) nor the messages of every feature. A
 * subtree that uses antd (every page but the landing page, the dialogs, the drawers) renders inside `AntdScope`,
 * which loads once: antd's ConfigProvider with the app's theme colour and antd's and dayjs's locale of the language on
 * screen (./antd-scope-impl.tsx), antd's static style sheet (`loadAntdStyle`) and the whole language's messages
 * (src/lib/i18n.ts). Until then the nearest Suspense boundary shows its fallback, or `fallback` when given. The message,
 * notification and modal APIs that antd's `App.useApp()` answers come from the root (./notices.tsx).
 */
let style: Promise<void> | undefined;

/**
 * antd's styles as a static style sheet (antd's zero-runtime mode, scripts/antd-static-style.ts): linked once, at the
 * start of <head> where antd inserted its runtime styles, so the app's own sheets still come after it and win where
 * they override antd at equal specificity. Answers when it has loaded, so antd never renders unstyled. Without a
 * sheet (Vitest) antd makes its styles at run time.
 */
export function loadAntdStyle(): Promise<void> {
  if (!antdStyleHref) return Promise.resolve();
  const href = antdStyleHref;
  style ??= new Promise<void>((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.antdStatic = '';
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => {
      // a failed fetch (network) may be retried by the next scope that mounts
      link.remove();
      style = undefined;
      reject(new Error(`antd's style sheet did not load: ${href}`));
    });
    document.head.prepend(link);
  });
  return style;
}

let scope: Promise<typeof import('./antd-scope-impl')> | undefined;
/** The loaded scope: a scope mounted after this renders at once, without suspending. */
let loaded: typeof import('./antd-scope-impl') | undefined;

/** Starts loading what `AntdScope` needs (e.g. on the intent to open a dialog); answers when it is all in. */
export function loadAntdScope(): Promise<typeof import('./antd-scope-impl')> {
  scope ??= Promise.all([import('./antd-scope-impl'), loadWholeLanguage(), loadAntdStyle()])
    .then(async ([impl]) => {
      await impl.localeReady;
      loaded = impl;
      return impl;
    })
    .catch((error: unknown) => {
      // A failed fetch (network) may be retried by the next scope that mounts.
      scope = undefined;
      throw error;
    });
  return scope;
}

const Impl = lazy(() => loadAntdScope().then((m) => ({ default: m.AntdScopeImpl })));

export function AntdScope({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  // Decided once per mounted scope: switching from the lazy one to the loaded one would remount the children.
  const [ready] = useState(() => loaded);
  if (ready) return <ready.AntdScopeImpl>{children}</ready.AntdScopeImpl>;
  if (fallback === undefined) return <Impl>{children}</Impl>;
  return (
    <Suspense fallback={fallback}>
      <Impl>{children}</Impl>
    </Suspense>
  );
}
