import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
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
import { useLanguage } from '@/lib/use-language';
import { decideAccess } from './access';
import { routes, type AppRoute } from './routes';

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
    userLoaded: Boolean(session.user),
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

function toRouteObject(route: AppRoute): RouteObject {
  let element: ReactNode;
  if (route.redirect) {
    element = <Navigate to={route.redirect} replace />;
  } else if (route.load) {
    const Page: ComponentType = lazy(route.load);
    element = <Page />;
  }
  return { path: route.path, handle: { name: route.name }, element: <RouteGuard route={route}>{element}</RouteGuard> };
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
      children: [{ element: <MainLayout />, children: table.map(toRouteObject) }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRouteObjects());
}
