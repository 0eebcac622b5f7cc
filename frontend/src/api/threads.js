import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from './client';
import { fetchPage, listPath, PAGE_SIZE } from './pagination';
import { toggleVote } from './votes';

export const THREAD_SORTS = ['latest', 'popular', 'comments'];
export const DEFAULT_THREAD_SORT = 'popular';

export const threadKeys = {
  list: ({ sortBy = DEFAULT_THREAD_SORT, searchQuery, tag, cursor } = {}) =>
    listPath('/api/threads', { sortBy, searchQuery, tag, limit: PAGE_SIZE, cursor }),
  tags: () => '/api/threads/tags',
  detail: (id) => `/api/threads/${id}`,
  vote: (id) => `/api/threads/${id}/vote`,
};

/** A thread list page (any search, sort, tag or cursor). */
export const isThreadListKey = (key) => typeof key === 'string' && /^\/api\/threads(\?|$)/.test(key);

/** Lists and the one thread whose numbers a vote or a comment changes. */
const changedBy = (id) => (key) => isThreadListKey(key) || key === threadKeys.detail(id);

// Lists and details are read again whenever a screen showing them opens, so a thread created,
// voted on or commented on elsewhere shows up to date (the app default is never to revalidate).
const fresh = { revalidateIfStale: true };

/** `{threads, nextCursor, error, isLoading}` for one page of the list. */
export function useThreads(params) {
  const { data, error, isLoading } = useSWR(threadKeys.list(params), fetchPage, {
    ...fresh,
    keepPreviousData: true,
  });
  return { threads: data?.items, nextCursor: data?.nextCursor ?? null, error, isLoading };
}

/** `{tags}`: tags in use, most used first. */
export function useThreadTags() {
  const { data, error } = useSWR(threadKeys.tags(), (key) => api.get(key), fresh);
  return { tags: Array.isArray(data) ? data : [], error };
}

/** `{thread, error, isLoading}`; pass a null id to load nothing. */
export function useThread(id) {
  const { data, error, isLoading } = useSWR(id == null ? null : threadKeys.detail(id), (key) => api.get(key), fresh);
  return { thread: data, error, isLoading };
}

/** `{vote}` of the signed-in user ('upvote' | 'downvote' | null); nothing is asked for visitors. */
export function useMyThreadVote(id, signedIn) {
  const { data } = useSWR(signedIn && id != null ? threadKeys.vote(id) : null, (key) => api.get(key));
  return { vote: data?.vote ?? null, isLoaded: data !== undefined };
}

export function createThread({ title, body, tags }) {
  return api.post('/api/threads', { title, body, tags });
}

/** Creates a thread and refreshes the lists and tags. */
export function useCreateThread() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (values) => {
      const thread = await createThread(values);
      mutate((key) => isThreadListKey(key) || key === threadKeys.tags());
      return thread;
    },
    [mutate],
  );
}

/**
 * Votes on a thread following the toggle rule and answers the server's `{vote, upvotes}`.
 * The cached vote and thread take the answer; lists and the thread are then revalidated.
 */
export function useVoteOnThread(id) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (current, clicked) => {
      const { action } = toggleVote(current, clicked);
      const result =
        action === 'remove'
          ? await api.delete(threadKeys.vote(id))
          : await api.post(threadKeys.vote(id), { voteType: clicked });
      await mutate(threadKeys.vote(id), { vote: result.vote ?? null }, { revalidate: false });
      await mutate(
        threadKeys.detail(id),
        (thread) => (thread ? { ...thread, upvotes: result.upvotes } : thread),
        { revalidate: false },
      );
      mutate(changedBy(id));
      return result;
    },
    [id, mutate],
  );
}

/** What a comment on thread `id` changes: its comment count on the thread and in the lists. */
export function threadCommentChanges(id) {
  return changedBy(id);
}
