import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from './client';

/**
 * Follows (docs/follows.md): the tags the signed-in member follows (the "Following" scope of
 * /threads and /feed), tags suggested from their skills, and watching a thread (a notice of each
 * new comment on it).
 */
export const followKeys = {
  tags: () => '/api/me/followed-tags',
  suggested: () => '/api/me/followed-tags/suggested',
  watch: (threadId) => `/api/threads/${threadId}/watch`,
};

const fresh = { revalidateIfStale: true };

export const setTagFollowed = (tag, following) => api.post(followKeys.tags(), { tag, following });

/** Lists that depend on what the member follows: the Following scope's pages and suggestions. */
const followingDependent = (key) =>
  typeof key === 'string' && (key.includes('scope=following') || key === followKeys.suggested());

/**
 * `{tags, isLoading, isFollowing(tag), setFollowing(tag, following)}`; nothing is asked for a
 * visitor (`signedIn` false). `setFollowing` answers the tags followed after and reads the
 * Following lists again.
 */
export function useFollowedTags(signedIn = true) {
  const { data, error, isLoading } = useSWR(signedIn ? followKeys.tags() : null, fresh);
  const { cache, mutate } = useSWRConfig();
  const tags = data?.tags;
  const isFollowing = useCallback((tag) => Boolean(tags?.includes(String(tag).toLowerCase())), [tags]);
  const setFollowing = useCallback(
    async (tag, following) => {
      const answer = await setTagFollowed(tag, following);
      await mutate(followKeys.tags(), answer, { revalidate: false });
      // Paged lists (the feed's `$inf$` keys) are read again too.
      const keys = [...cache.keys()].filter((key) => followingDependent(key.replace(/^\$inf\$/, '')));
      await Promise.all(keys.map((key) => mutate(key)));
      return answer.tags;
    },
    [cache, mutate],
  );
  return { tags, error, isLoading, isFollowing, setFollowing };
}

/** `{tags, error}`: tags to follow from the member's skills, the most used first. */
export function useSuggestedTags(signedIn = true) {
  const { data, error } = useSWR(signedIn ? followKeys.suggested() : null, fresh);
  return { tags: data?.tags, error };
}

/**
 * `{watching, isLoaded, setWatching(on)}` for a thread; nothing is asked for a visitor.
 */
export function useWatch(threadId, signedIn = true) {
  const key = signedIn && threadId != null ? followKeys.watch(threadId) : null;
  const { data, mutate } = useSWR(key, fresh);
  const setWatching = useCallback(
    async (on) => {
      const answer = on ? await api.put(followKeys.watch(threadId)) : await api.delete(followKeys.watch(threadId));
      await mutate(answer, { revalidate: false });
      return answer.watching;
    },
    [mutate, threadId],
  );
  return { watching: Boolean(data?.watching), isLoaded: data !== undefined, setWatching };
}
