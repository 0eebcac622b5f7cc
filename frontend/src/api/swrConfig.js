import { fetcher } from './client';

/**
 * Data-loading defaults (spec section 7): cached data never goes stale by itself, no refetch
 * on focus or reconnect, no polling, no retries. Hooks that need freshness say so themselves.
 */
export const swrDefaults = {
  fetcher,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  refreshInterval: 0,
};
