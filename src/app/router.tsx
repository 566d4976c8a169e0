import { lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  type RouteObject,
} from 'react-router-dom';
import { MainLayout } from '@/components/layout/main-layout';
import { PageLoading } from '@/components/page-loading';
import { languageFromUrl, stripLanguageSegments } from '@/lib/i18n';
import { useLoginDialog } from '@/lib/login-dialog';
import { productionRuntime } from '@/lib/runtime';
import { SessionProvider, useSession } from '@/lib/session/session-context';
import { useLanguage, useSavedLanguageWhenSignedIn } from '@/lib/use-language';
import { decideAccess, type AccessRule } from './access';
import { LoginDialogHost, preloadLoginDialog } from './login-dialog-host';
import { preloadedPage } from './preload-route';
import { menuRoutes, routes, type AppRoute, type SectionLayout } from './routes';

// The section layouts (side menu + page) load with the first page of their section.
const sectionLayouts: Record<SectionLayout, { access: AccessRule; Layout: ComponentType }> = {
  personal: {
    access: 'login',
    Layout: lazy(() => import('@/components/layout/personal-layout').then((m) => ({ default: m.PersonalLayout }))),
  },
  operations: {
    access: 'operations',
    Layout: lazy(() => import('@/components/layout/operations-layout').then((m) => ({ default: m.OperationsLayout }))),
  },
};

const NotFoundPage = lazy(() => import('@/features/errors/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Where the guard sends a visitor without a token (spec section 2). */
export function loginRedirectPath(target: string): string {
  return `/index?redirect=${encodeURIComponent(target)}`;
}

/** Decides per route (./access.ts) whether to render, ask to sign in, wait for the profile, or refuse. */
export function RouteGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const decision = decideAccess(route.access, {
    hasToken: session.hasToken,
    userLoaded: session.profileLoaded,
    roles: session.roles,
    permissions: session.permissions,
    production: productionRuntime,
  });
  switch (decision) {
    case 'allow':
      return <>{children}</>;
    case 'login':
      // After a deliberate logout the session's own goIndex wins; a lost session keeps the way back.
      if (session.loggedOutByUser) return <Navigate to="/index" replace />;
      return <Navigate to={loginRedirectPath(`${location.pathname}${location.search}`)} replace />;
    case 'wait':
      return <PageLoading />;
    case 'forbidden':
      return <Navigate to="/401" replace />;
    case 'notFound':
      return <NotFoundPage />;
  }
}

/**
 * Effects that follow the URL: a `/en` (or `/zh`) segment switches the language and is dropped from the
 * path; `/index?redirect=…` without a token opens the login dialog (also after a reload).
 */
function UrlEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const { change } = useLanguage();
  const dialog = useLoginDialog();
  const session = useSession();
  useSavedLanguageWhenSignedIn();

  useEffect(() => {
    const lang = languageFromUrl(location.pathname);
    if (!lang) return;
    void change(lang);
    navigate(`${stripLanguageSegments(location.pathname)}${location.search}${location.hash}`, { replace: true });
  }, [location.pathname, location.search, location.hash, change, navigate]);

  useEffect(() => {
    if (location.pathname !== '/index' || session.hasToken) return;
    const redirect = new URLSearchParams(location.search).get('redirect');
    if (redirect !== null) dialog.show('login', redirect);
    // Only on arrival: closing the dialog must not reopen it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return <Outlet />;
}

/**
 * A route's page, loaded lazily; one the entry already loaded (./preload-route.ts) renders at once, without
 * suspending. Decided once per mounted page, so a page never changes from one to the other while on screen.
 */
function pageComponent(load: NonNullable<AppRoute['load']>): ComponentType {
  const Lazy = lazy(load);
  return function Page() {
    const [Loaded] = useState(() => preloadedPage(load));
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

/**
 * A route's redirect, keeping the query string and hash: an older name of a page takes its parameters along
 * (`/preReview?id=7` → `/taskDetail2?id=7`), and `/?lang=en` reaches `/index?lang=en`.
 */
function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

function toRouteObject(route: AppRoute): RouteObject {
  let element: ReactNode;
  if (route.redirect) {
    element = <Redirect to={route.redirect} />;
  } else if (route.load) {
    const Page = pageComponent(route.load);
    element = <Page />;
  }
  return { path: route.path, handle: { name: route.name, plain: route.plain || route.ownScope }, element: <RouteGuard route={route}>{element}</RouteGuard> };
}

/**
 * The table's rows as route objects: rows without `layout` directly under the main layout, rows of a section
 * under that section's layout (a pathless route, guarded by the section's own rule so a refused visitor never
 * sees its menu; each page keeps its own guard too).
 */
function layoutRouteObjects(table: readonly AppRoute[]): RouteObject[] {
  const out: RouteObject[] = [];
  const sections = new Map<SectionLayout, RouteObject[]>();
  for (const route of table) {
    if (!route.layout) {
      out.push(toRouteObject(route));
      continue;
    }
    let children = sections.get(route.layout);
    if (!children) {
      children = [];
      sections.set(route.layout, children);
      const { access, Layout } = sectionLayouts[route.layout];
      out.push({
        element: (
          <RouteGuard route={{ path: '', access }}>
            <Layout />
          </RouteGuard>
        ),
        children,
      });
    }
    children.push(toRouteObject(route));
  }
  return out;
}

/** The route objects of the app, shared by the browser router and the tests' memory router. */
export function appRouteObjects(table: readonly AppRoute[] = routes): RouteObject[] {
  return [
    {
      element: (
        <SessionProvider>
          <UrlEffects />
        </SessionProvider>
      ),
      children: [
        {
          element: <MainLayout menu={menuRoutes(table)} dialogs={<LoginDialogHost />} onAuthIntent={preloadLoginDialog} />,
          children: layoutRouteObjects(table),
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects());
}
