import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { useRedirectStore, useSession } from '../features/auth';
import { decideAccess, type FlatRoute } from './route-access';
import { flatRoutes } from './routes';

/** Applies decideAccess (SPEC.md §6) to the current route; a loader while the session loads. */
export function RouteGuard({ route, children }: { route: FlatRoute; children: ReactNode }) {
  const { ready, user } = useSession();
  const redirectTo = useRedirectStore((s) => s.redirectTo);
  const clearRedirect = useRedirectStore((s) => s.clearRedirect);
  const location = useLocation();
  const decision = ready
    ? decideAccess(route, {
        user,
        pathname: location.pathname,
        search: location.search,
        redirectTo,
        routes: flatRoutes,
      })
    : null;
  const allowed = decision?.type === 'allow';

  useEffect(() => {
    if (allowed && redirectTo) clearRedirect();
  }, [allowed, redirectTo, clearRedirect]);

  // A page open to everyone (no roles, not sign-in-only) shows while the session loads; the
  // decision above still applies once it has (e.g. a credential that must be changed).
  if (!decision) return route.roles || route.publicOnly ? <PageLoader /> : <>{children}</>;
  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
