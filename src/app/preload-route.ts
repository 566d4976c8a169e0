import type { ComponentType } from 'react';
import { getToken } from '@/lib/auth-token';
import { stripLanguageSegments, type AppLanguage } from '@/lib/language';
import { MESSAGE_BUNDLES } from '@/lib/locale-bundles';
import { routes, type AppRoute } from './routes';

/**
 * Whether `pattern` (a path of the route table: `/hall`, `/docs/:doc`, `/recharge/*`, `*`) matches `pathname`, as
 * react-router would for these forms.
 */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i++) {
    if (want[i] === '*') return true;
    if (i >= have.length) return false;
    if (!want[i].startsWith(':') && want[i] !== have[i]) return false;
  }
  return want.length === have.length;
}

/** The route of the table that renders `pathname`, redirects followed (`/` → `/index`). */
export function routeOf(pathname: string, table: readonly AppRoute[] = routes): AppRoute | undefined {
  let path = stripLanguageSegments(pathname);
  for (let hops = 0; hops < 3; hops++) {
    const route = table.find((r) => matchesRoutePath(r.path, path));
    if (!route?.redirect) return route;
    path = route.redirect;
  }
  return undefined;
}

/** Page modules the entry loaded ahead, by their `load` function: the router renders them without suspending. */
const preloaded = new Map<NonNullable<AppRoute['load']>, ComponentType>();

export function preloadedPage(load: NonNullable<AppRoute['load']>): ComponentType | undefined {
  return preloaded.get(load);
}

/**
 * Called by the entry (src/main.tsx) before the app has loaded: starts fetching the chunks of the page at `pathname`
 * (its module, and for a page using antd the rest of the language's messages and, unless the page scopes its own
 * parts after its heading (`ownScope`), the antd scope), so they arrive
 * with the app instead of after its first render. What is in by the first render renders at once (the landing page
 * paints whole, without a loading line first and Suspense's wait before revealing it). A page the visitor may not
 * open without signing in is skipped when signed out (the guard sends them to /index). Failures are left to the
 * router, which loads the same modules again.
 */
export function preloadRoute(pathname: string, lang: AppLanguage): void {
  const route = routeOf(pathname);
  const load = route?.load;
  if (!route || !load || (route.access !== 'public' && !getToken())) return;
  const ignore = () => undefined;
  load().then((m) => preloaded.set(load, m.default), ignore);
  if (route.plain) return;
  MESSAGE_BUNDLES[lang].rest().catch(ignore);
  // A page with its own scope paints its heading first: antd follows when the page asks for it, not in the heading's way.
  if (!route.ownScope) import('@/lib/antd/antd-scope').then((m) => m.loadAntdScope()).catch(ignore);
}
