import { useEffect, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { menuRoutes } from '@/app/routes';
import { productionRuntime } from '@/lib/runtime';
import { useSession } from '@/lib/session/session-context';
import { buildNavItems, type NavItem } from './nav-items';
import { RoutersQuery } from './routers.query';

/** Local menu plus the server menu of the caller's roles, refetched when the session changes. */
export function useNavItems(): NavItem[] {
  const session = useSession();
  // The menu is an extra: a failure leaves the local entries and says nothing.
  const { data, refetch } = useQuery(RoutersQuery, { context: { silentErrors: true } });
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [session.isSignedIn, refetch]);
  return useMemo(() => {
    const items = buildNavItems(menuRoutes(), data?.routers ?? [], {
      signedIn: session.isSignedIn,
      roles: session.roles,
      permissions: session.permissions,
    });
    // Development aid, never when the server runs in production.
    if (!productionRuntime && !items.some((i) => i.path === '/dev/outbox')) {
      items.push({ key: '/dev/outbox', title: 'menu.devOutbox', path: '/dev/outbox', external: false });
    }
    return items;
  }, [data, session.isSignedIn, session.roles, session.permissions]);
}
