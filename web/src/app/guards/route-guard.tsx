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
  return target ? <Navigate to={target} replace /> : <Outlet />;
};
