import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../Button/Button';
import { StatusScreen } from '../StatusScreen/StatusScreen';

/** '/login?redirectTo=/profile/edit': the login screen, coming back to `path` afterwards. */
export function loginReturningTo(path) {
  return `/login?redirectTo=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
}

/**
 * What a members-only screen shows a visitor, in place of a silent redirect: `title` ('Access
 * Denied' unless given), the screen's own line of text (`children`, the spec's exact words) and
 * a Log in link that returns to this page (path and query) after login.
 */
export function SignInPrompt({ title = 'Access Denied', children }) {
  const location = useLocation();
  return (
    <StatusScreen
      title={title}
      actions={<ButtonLink to={loginReturningTo(`${location.pathname}${location.search}`)}>Log in</ButtonLink>}
    >
      {children}
    </StatusScreen>
  );
}
