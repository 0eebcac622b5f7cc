import useSWR from 'swr';
import { api } from './client';

export const healthKeys = {
  health: () => '/api/health',
};

/** The site's state for the shell: read at load, every five minutes, and on each live `maintenance` event. */
const HEALTH_OPTIONS = { refreshInterval: 5 * 60 * 1000, revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * `{readOnly}`: whether the site is in read-only mode for maintenance (GET /api/health's
 * `readOnly`; docs/operations.md). A health check that fails says nothing about it: false.
 */
export function useSiteStatus(enabled = true) {
  const { data } = useSWR(enabled ? healthKeys.health() : null, (path) => api.get(path), HEALTH_OPTIONS);
  return { readOnly: data?.readOnly === true };
}
