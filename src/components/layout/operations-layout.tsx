import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSession } from '@/lib/session/session-context';
import { operationsMenu } from './operations-menu';
import { RoutersQuery } from './routers.query';
import { SectionLayout } from './section-layout';

/**
 * The operations area (issue 3 section 5): every `layout: 'operations'` route of src/app/routes.ts renders
 * here, with the side menu the server gives the caller's roles (GET /getRouters, the same query as the top
 * navigation, so it is usually answered from the cache).
 */
export function OperationsLayout() {
  const session = useSession();
  const { data, loading } = useQuery(RoutersQuery, { context: { silentErrors: true } });
  const menu = useMemo(
    () => operationsMenu(data?.routers ?? [], { signedIn: session.isSignedIn, roles: session.roles, permissions: session.permissions }),
    [data, session.isSignedIn, session.roles, session.permissions],
  );
  return <SectionLayout title="menu.operations.title" menu={menu} loading={loading && !data} testId="operations-area" />;
}
