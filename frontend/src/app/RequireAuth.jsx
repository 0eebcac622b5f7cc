import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../api/auth';
import { LoadingState } from '../components/LoadingState/LoadingState';
import { loginPathFor } from '../features/auth/redirect';

/** Renders its routes for signed-in users; sends visitors to log in and come back. */
export function RequireAuth({ children }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  if (isLoading) return <LoadingState />;
  if (!user) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  return children ?? <Outlet />;
}
