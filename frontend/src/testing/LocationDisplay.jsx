import { useLocation } from 'react-router-dom';

/** Shows the router's current path and query, for tests that assert where a page navigated. */
export function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
