import { useEffect, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { productionRuntime } from '@/lib/runtime';
import { useSession } from '@/lib/session/session-context';
import { buildNavItems, type MenuRoute, type NavItem } from './nav-items';
import { RoutersQuery } from './routers.query';

/**
 * The local menu (the route table's top-menu rows, handed down by the shell) plus the server menu of the
 * caller's roles, refetched when the session changes.
 */
export function useNavItems(localMenu: readonly MenuRoute[]): NavItem[] {
  const session = useSession();
  // The menu is an extra: a failure leaves the local entries and says nothing.
  const { data, refetch } = useQuery(RoutersQuery, { context: { silentErrors: true } });
  useEffect(() => {
    void refetch().catch(() => undefined);
  }, [session.isSignedIn, refetch]);
  return useMemo(() => {
    const items = buildNavItems(localMenu, data?.routers ?? [], {
      signedIn: session.isSignedIn,
      roles: session.roles,
      permissions: session.permissions,
    });
    // Development aid, never when the server runs in production.
    if (!productionRuntime && !items.some((i) => i.path === '/dev/outbox')) {
      items.push({ key: '/dev/outbox', title: 'menu.devOutbox', path: '/dev/outbox', external: false });
    }
    return items;
  }, [localMenu, data, session.isSignedIn, session.roles, session.permissions]);
}
