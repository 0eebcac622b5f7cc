import { useCallback } from 'react';
import useSWR, { preload, useSWRConfig } from 'swr';
import { api } from './client';
import { useDeferredAnswer } from './deferred';
import { fetchPage, listPath, PAGE_SIZE } from './pagination';
import { toggleVote } from './votes';

/**
 * What threads and projects share: list, tag and detail keys under one path, the
 * read-again policy, and the create and vote mutations with the keys they revalidate. The
 * resource modules (threads.js, projects.js) keep their own field names on top of this.
 */

export const CONTENT_SORTS = ['latest', 'popular', 'comments'];

// Lists and details are read again whenever a screen showing them opens, so a thread or project created,
// voted on or commented on elsewhere shows up to date (the app default is never to revalidate).
const fresh = { revalidateIfStale: true };

const get = (key) => api.get(key);

/**
 * Key builders and matchers for the threads or projects under `base` ('/api/threads'). `vote(id)` is the
 * resource's own vote path. `isListKey` matches any list page (search, sort, tag or cursor);
 * `changedBy(id)` matches the lists and the one thread or project whose numbers a vote or comment changes.
 */
export function contentKeys(base, { defaultSort, vote }) {
  const pattern = new RegExp(`^${base}(\\?|$)`);
  const keys = {
    list: ({ sortBy = defaultSort, searchQuery, tag, scope, cursor } = {}) =>
      listPath(base, { sortBy, searchQuery, tag, scope, limit: PAGE_SIZE, cursor }),
    tags: () => `${base}/tags`,
    detail: (id) => `${base}/${id}`,
    vote,
  };
  const isListKey = (key) => typeof key === 'string' && pattern.test(key);
  const changedBy = (id) => (key) => isListKey(key) || key === keys.detail(id);
  const listsAndTags = (key) => isListKey(key) || key === keys.tags();
  return { keys, isListKey, changedBy, listsAndTags };
}

/** `{items, nextCursor, error, isLoading}` for one page of a list. */
export function usePostPage(key) {
  const { data, error, isLoading } = useDeferredAnswer(useSWR(key, fetchPage, { ...fresh, keepPreviousData: true }));
  return { items: data?.items, nextCursor: data?.nextCursor ?? null, error, isLoading };
}

/** `{tags, error, isLoading}` answered by a tags key; `tags` is always an array. */
export function usePostTags(key) {
  const { data, error, isLoading } = useSWR(key, get, fresh);
  return { tags: Array.isArray(data) ? data : [], error, isLoading };
}

/**
 * Starts reading `keys` now, from a route's loader, while the screen's code is still on its way:
 * the screen's hooks then take these answers (SWR's preload) instead of asking again. A failed
 * read is the screen's to show. Answers a promise of each key's data (undefined if it failed).
 */
export function preloadKeys(keys) {
  return keys.map((key) => preload(key, get).catch(() => undefined));
}

/** `{data, error, isLoading}` of one thread or project (deferred); a null key loads nothing. */
export function usePostDetail(key) {
  return useDeferredAnswer(useSWR(key, get, fresh));
}

/** The signed-in user's cached vote answer for `key` (null key: nothing is asked). */
export function useMyVoteAnswer(key) {
  const { data } = useSWR(key, get);
  return data;
}

/** A callback that runs `create(values)` and then refreshes what `changes` matches. */
export function useCreateContent(create, changes) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (values) => {
      const post = await create(values);
      mutate(changes);
      return post;
    },
    [create, changes, mutate],
  );
}

/**
 * A vote callback `(current, clicked) => result` following the toggle rule. `vote` describes
 * the resource (defined once at module level so the callback stays stable):
 * `{keys, changedBy, post(id, clicked), cachedVote(result), withCounts(post, result)}`.
 * The cached vote and item take the answer; lists and the item are then revalidated.
 */
export function useVoteOnPost(id, vote) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (current, clicked) => {
      const { action } = toggleVote(current, clicked);
      const result = action === 'remove' ? await api.delete(vote.keys.vote(id)) : await vote.post(id, clicked);
      await mutate(vote.keys.vote(id), vote.cachedVote(result), { revalidate: false });
      await mutate(vote.keys.detail(id), (post) => (post ? vote.withCounts(post, result) : post), {
        revalidate: false,
      });
      mutate(vote.changedBy(id));
      return result;
    },
    [id, vote, mutate],
  );
}
