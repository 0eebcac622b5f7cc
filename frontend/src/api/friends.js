import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from './client';

/**
 * Friends (API.md "Users, directory, friends"): the friends page, the bell and the friend
 * buttons of another member's profile. The keys are plain paths so that anything (the live
 * channel, another screen) can refresh them with `mutate(key)`.
 */
export const friendKeys = {
  /** The friends list; the API pages lists, and 100 is its largest page. */
  list: () => '/api/friends?limit=100',
  requests: () => '/api/friends/requests',
  /** Discover: people whose username or display name matches `search`. */
  search: (search) => `/api/users?search=${encodeURIComponent(search ?? '')}&limit=50`,
  /** The friendship with another member, as their profile shows it. */
  status: (userId) => `/api/friends/status/${userId}`,
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

/** `{status, friendship, isLoading}` with another member; nothing is asked when `enabled` is false. */
export function useFriendStatus(userId, enabled = true) {
  const key = enabled && userId != null ? friendKeys.status(userId) : null;
  const { data, error, isLoading } = useSWR(key, fresh);
  return { status: data?.status ?? null, friendship: data?.friendship ?? null, error, isLoading };
}

export const sendFriendRequest = (addresseeId) =>
  api.post('/api/friends/request', { addresseeId: Number(addresseeId) });
/** `response`: 'accepted' or 'blocked' (Decline). */
export const respondToRequest = (friendshipId, response) =>
  api.patch(`/api/friends/respond/${friendshipId}`, { response });
/** The same answer with the id in the body (spec: "Another screen uses POST /api/friends/respond"). */
export const updateRequest = (friendshipId, response) =>
  api.post('/api/friends/respond', { friendshipId: Number(friendshipId), response });
export const removeFriend = (userId) => api.delete(`/api/friends/${userId}`);

/** Every key under /api/friends: the list, the requests and any profile's status. */
const isFriendsKey = (key) => typeof key === 'string' && /^\/api\/friends(\/|\?|$)/.test(key);

/**
 * The friend actions `request(userId)`, `respond(friendshipId, response)` (the bell and profiles),
 * `update(friendshipId, response)` (the Friends page: the same answer by POST) and `remove(userId)`;
 * each refreshes the friends list, the requests and the statuses once the server has answered
 * (spec: "On success requests and friends lists refresh").
 */
export function useFriendActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => mutate(isFriendsKey), [mutate]);
  const answer = useCallback(
    async (send, friendshipId, response) => {
      // The answered request leaves the list at once.
      await mutate(friendKeys.requests(), (list) => list?.filter((item) => item.id !== friendshipId), {
        revalidate: false,
      });
      try {
        return await send(friendshipId, response);
      } finally {
        await refresh();
      }
    },
    [mutate, refresh],
  );
  return {
    request: useCallback(
      async (userId) => {
        const result = await sendFriendRequest(userId);
        await refresh();
        return result;
      },
      [refresh],
    ),
    respond: useCallback((friendshipId, response) => answer(respondToRequest, friendshipId, response), [answer]),
    update: useCallback((friendshipId, response) => answer(updateRequest, friendshipId, response), [answer]),
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
