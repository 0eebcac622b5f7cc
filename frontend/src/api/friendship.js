import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from './client';

/**
 * A friendship as seen from another member's profile (spec section 4): the status lookup and
 * the four actions. The friends page and the bell own the lists under /api/friends; these
 * actions revalidate every /api/friends key so those lists follow.
 */
export const friendshipKeys = {
  status: (userId) => `/api/friends/status/${userId}`,
};

const isFriendsKey = (key) => typeof key === 'string' && /^\/api\/friends(\/|\?|$)/.test(key);

/** `{status, friendship, isLoading}` with another member; nothing is asked when `enabled` is false. */
export function useFriendStatus(userId, enabled) {
  const key = enabled && userId != null ? friendshipKeys.status(userId) : null;
  const { data, error, isLoading } = useSWR(key, (path) => api.get(path), { revalidateIfStale: true });
  return { status: data?.status ?? null, friendship: data?.friendship ?? null, error, isLoading };
}

export function sendFriendRequest(addresseeId) {
  return api.post('/api/friends/request', { addresseeId: Number(addresseeId) });
}

/** `response`: 'accepted' or 'blocked' (Decline). */
export function respondToFriendRequest(friendshipId, response) {
  return api.patch(`/api/friends/respond/${friendshipId}`, { response });
}

export function removeFriend(userId) {
  return api.delete(`/api/friends/${userId}`);
}

/**
 * `{request(), respond(friendshipId, response), remove()}` for the member `userId`; each
 * revalidates the status and the friends lists once the server has answered.
 */
export function useFriendActions(userId) {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(() => mutate(isFriendsKey), [mutate]);
  const request = useCallback(async () => {
    const result = await sendFriendRequest(userId);
    await refresh();
    return result;
  }, [userId, refresh]);
  const respond = useCallback(
    async (friendshipId, response) => {
      const result = await respondToFriendRequest(friendshipId, response);
      await refresh();
      return result;
    },
    [refresh],
  );
  const remove = useCallback(async () => {
    await removeFriend(userId);
    await refresh();
    return true;
  }, [userId, refresh]);
  return { request, respond, remove };
}
