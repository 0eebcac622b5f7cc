import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from './client';

/**
 * Block and mute (docs/safety.md): the actions on profiles, conversations and posts, and the
 * 'Blocked and muted' list of the settings. Each action answers `{isBlocked, isMuted}`: how the
 * signed-in member now stands with that member.
 */
export const safetyKeys = {
  list: () => '/api/me/blocks',
};

export const blockUser = (userId) => api.put(`/api/users/${userId}/block`);
export const unblockUser = (userId) => api.delete(`/api/users/${userId}/block`);
export const muteUser = (userId) => api.put(`/api/users/${userId}/mute`);
export const unmuteUser = (userId) => api.delete(`/api/users/${userId}/mute`);

const fresh = { revalidateIfStale: true };

/** `{entries, error, isLoading}`: `[{kind: 'blocked'|'muted', user, createdAt}]`, newest first. */
export function useBlockedAndMuted(signedIn = true) {
  const { data, error, isLoading } = useSWR(signedIn ? safetyKeys.list() : null, fresh);
  return { entries: data, error, isLoading };
}

/**
 * `{block, unblock, mute, unmute}`, each `(userId) => {isBlocked, isMuted}`. A block or mute
 * changes what almost every list shows (the feed, comments, threads, people, friends,
 * conversations), so once the server has answered every cached key is read again, paged lists
 * (useSWRInfinite's `$inf$` keys, which a filter function never matches) included.
 */
export function useSafetyMutations() {
  const { cache, mutate } = useSWRConfig();
  const wrap = useCallback(
    (send) => async (userId) => {
      const relation = await send(userId);
      const keys = [...cache.keys()].filter((key) => typeof key === 'string' && !key.startsWith('$sub$'));
      await Promise.all(keys.map((key) => mutate(key)));
      return relation;
    },
    [cache, mutate],
  );
  return {
    block: useCallback((userId) => wrap(blockUser)(userId), [wrap]),
    unblock: useCallback((userId) => wrap(unblockUser)(userId), [wrap]),
    mute: useCallback((userId) => wrap(muteUser)(userId), [wrap]),
    unmute: useCallback((userId) => wrap(unmuteUser)(userId), [wrap]),
  };
}
