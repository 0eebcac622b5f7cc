import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from './client';

/**
 * Friends (API.md "Users, directory, friends"). The keys are plain paths so that anything (the
 * live channel, another screen) can refresh them with `mutate(key)`.
 */
export const friendKeys = {
  /** The friends list; the API pages lists, and 100 is its largest page. */
  list: () => '/api/friends?limit=100',
  requests: () => '/api/friends/requests',
  /** Discover: people whose username or display name matches `search`. */
  search: (search) => `/api/users?search=${encodeURIComponent(search ?? '')}&limit=50`,
};

/** How often the pending requests (the bell's badge) are read again while a member is signed in. */
export const REQUESTS_REFRESH_MS = 60_000;

/** How many people Discover shows (spec: the first 12 results). */
export const DISCOVER_SIZE = 12;

const fresh = { revalidateIfStale: true };

/** `{friends, error, isLoading}` for the signed-in user; pass `signedIn` false to ask nothing. */
export function useFriends(signedIn = true) {
  const { data, error, isLoading } = useSWR(signedIn ? friendKeys.list() : null, fresh);
  return { friends: data, error, isLoading };
}

/** `{requests, error, isLoading}`: pending requests addressed to the signed-in user. */
export function useFriendRequests(signedIn = true, { refreshInterval = REQUESTS_REFRESH_MS } = {}) {
  const { data, error, isLoading } = useSWR(signedIn ? friendKeys.requests() : null, {
    ...fresh,
    refreshInterval,
  });
  return { requests: data, error, isLoading };
}

/** `{users, error, isLoading}` matching `search`; null search asks nothing. */
export function useUserSearch(search) {
  const { data, error, isLoading } = useSWR(search == null ? null : friendKeys.search(search), fresh);
  return { users: data, error, isLoading };
}

export const sendFriendRequest = (addresseeId) => api.post('/api/friends/request', { addresseeId });
export const respondToRequest = (friendshipId, response) =>
  api.patch(`/api/friends/respond/${friendshipId}`, { response });
export const removeFriend = (userId) => api.delete(`/api/friends/${userId}`);

const isFriendsKey = (key) => typeof key === 'string' && /^\/api\/friends(\/requests)?(\?|$)/.test(key);

/**
 * The friend actions; each refreshes the friends list and the requests (spec: "On success
 * requests and friends lists refresh").
 */
export function useFriendActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => mutate(isFriendsKey), [mutate]);
  return {
    request: useCallback(
      async (userId) => {
        const result = await sendFriendRequest(userId);
        await refresh();
        return result;
      },
      [refresh],
    ),
    respond: useCallback(
      async (friendshipId, response) => {
        // The answered request leaves the list at once.
        await mutate(friendKeys.requests(), (list) => list?.filter((item) => item.id !== friendshipId), {
          revalidate: false,
        });
        try {
          return await respondToRequest(friendshipId, response);
        } finally {
          await refresh();
        }
      },
      [mutate, refresh],
    ),
    remove: useCallback(
      async (userId) => {
        await removeFriend(userId);
        await refresh();
        return true;
      },
      [refresh],
    ),
  };
}
