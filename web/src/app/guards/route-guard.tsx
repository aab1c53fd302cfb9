import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { Loader } from '../../components/ui/feedback';
import { useSession } from '../../lib/session';
import { resolveGuardRedirect } from './route-guard-rules';

/** What the Loader says while a page's code arrives (the admin screens are a chunk of their own). */
const loadingLabel = (pathname: string): string | undefined =>
  pathname.startsWith(`${paths.admin}/`) || pathname === paths.admin
    ? "Caricamento dell'area di amministrazione..."
    : undefined;

/**
 * Wraps every layout route: applies the routing guard's rules on each navigation. Its Suspense boundary waits
 * for the lazily loaded pages: on the first page the Loader shows; a navigation (a transition) keeps the page it
 * leaves on screen until the next one is ready.
 */
export const RouteGuard = () => {
  const location = useLocation();
  const session = useSession();
  const target = resolveGuardRedirect(location.pathname, location.search, {
    token: session.token,
    role: session.user?.role ?? null,
  });
  // Keyed by the visit: the data router's navigate is stable, so a Navigate that stays mounted with the same
  // target (a second visit needing the redirect it already made) would not navigate again.
  return (
    <Suspense fallback={<Loader label={loadingLabel(location.pathname)} />}>
      {target ? <Navigate key={location.key} to={target} replace /> : <Outlet />}
    </Suspense>
  );
};
