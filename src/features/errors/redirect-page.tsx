import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '@/components/page-loading';

/** `/redirect/{path}` re-navigates to `/{path}` (keeping the query): how a page asks to be refreshed. */
export function redirectTarget(splat: string | undefined, search: string): string {
  const path = `/${(splat ?? '').replace(/^\/+/, '')}`;
  return `${path === '/' ? '/index' : path}${search}`;
}

export function RedirectPage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(redirectTarget(params['*'], location.search), { replace: true });
  }, [params, location.search, navigate]);
  return <PageLoading />;
}
