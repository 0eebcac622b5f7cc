import { useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../api/auth';
import { LoadingState } from '../components/LoadingState/LoadingState';
import { safeRedirect } from '../features/auth/redirect';

/**
 * Log in and register are for visitors: a member already signed in who opens them goes on to
 * /feed (or the login link's redirectTo) instead of a form they have no use for. It decides once,
 * when the session check first answers: a visitor who signs in on the page itself is sent on by
 * the page (login to redirectTo, register to /subscribe), never by this guard.
 */
export function SignedOutOnly({ children }) {
  const { user, isLoading } = useCurrentUser();
  const { search } = useLocation();
  const decided = useRef(null);
  if (decided.current === null) {
    if (isLoading) return <LoadingState />;
    decided.current = user ? 'member' : 'visitor';
  }
  if (decided.current === 'member') {
    return <Navigate to={safeRedirect(new URLSearchParams(search).get('redirectTo'))} replace />;
  }
  return children ?? <Outlet />;
}
