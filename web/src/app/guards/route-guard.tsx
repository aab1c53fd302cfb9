import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { resolveGuardRedirect } from './route-guard-rules';

/** Wraps every layout route: applies the routing guard's rules on each navigation. */
export const RouteGuard = () => {
  const location = useLocation();
  const session = useSession();
  const target = resolveGuardRedirect(location.pathname, location.search, {
    token: session.token,
    role: session.user?.role ?? null,
  });
  // Keyed by the visit: the data router's navigate is stable, so a Navigate that stays mounted with the same
  // target (a second visit needing the redirect it already made) would not navigate again.
  return target ? <Navigate key={location.key} to={target} replace /> : <Outlet />;
};
