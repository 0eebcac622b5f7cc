import useSWR from 'swr';
import { api } from './client';

/** What the trend and analytics jobs last computed (snapshots: read again when a screen opens). */
export const trendKeys = {
  hashtags: () => '/api/hashtags/trending',
  users: () => '/api/users/trending',
  analytics: (id) => `/api/analytics/user/${id}`,
};

const fresh = { revalidateIfStale: true };
const get = (key) => api.get(key);

/** `{users, error, isLoading}`: trending members, best first; nothing is asked for visitors. */
export function useTrendingUsers(signedIn) {
  const { data, error, isLoading } = useSWR(signedIn ? trendKeys.users() : null, get, fresh);
  return { users: Array.isArray(data) ? data : undefined, error, isLoading };
}

/** `{hashtags, error}`: up to 10 `{hashtag, count}`. */
export function useTrendingHashtags() {
  const { data, error } = useSWR(trendKeys.hashtags(), get, fresh);
  return { hashtags: Array.isArray(data) ? data : [], error };
}

/** `{analytics, error, isLoading}` of member `id` (only their own answers); null id asks nothing. */
export function useUserAnalytics(id) {
  const { data, error, isLoading } = useSWR(id == null ? null : trendKeys.analytics(id), get, fresh);
  return { analytics: data, error, isLoading };
}
