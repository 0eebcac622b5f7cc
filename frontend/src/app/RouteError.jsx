import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ButtonLink } from '../components/Button/Button';
import { StatusScreen } from '../components/StatusScreen/StatusScreen';
import { NotFoundPage } from '../features/pages/NotFoundPage';

/** The error element of each section: a 404 is the not-found screen, anything else a message. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error('A screen failed to render.', error);
  return (
    <StatusScreen title="Something went wrong" actions={<ButtonLink to="/">Back to home</ButtonLink>}>
      <p>This page hit an unexpected error. Please reload, or try again later.</p>
    </StatusScreen>
  );
}
