import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation, useRouteError } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { isAuthError } from '../lib/auth/auth-errors';
import { useAuthStore } from '../lib/auth/auth-store';
import { paths } from './paths';
import { RouteErrorScreen } from './screens/route-error-screen';

/**
 * The protected-route wrapper: a loading placeholder while the session is being
 * restored, /auth for visitors who are not signed in (carrying where they wanted to go), the
 * signed-in area otherwise.
 */
export function RequireAuth() {
  const status = useAuthStore((state) => state.status);
  const location = useLocation();
  if (status === 'loading') return <PageLoader label="Loading..." />;
  if (status !== 'authenticated') return <Navigate to={paths.auth} state={{ from: location }} replace />;
  return <Outlet />;
}

const AuthErrorScreen = lazy(() => import('../features/auth/components/auth-error-screen').then((m) => ({ default: m.AuthErrorScreen })));

/** errorElement of the signed-in area: auth failures get the Authentication Error screen. */
export function ProtectedRouteError() {
  const error = useRouteError();
  if (!isAuthError(error)) return <RouteErrorScreen />;
  return (
    <Suspense fallback={<PageLoader />}>
      <AuthErrorScreen />
    </Suspense>
  );
}
