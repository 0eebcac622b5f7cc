import useSWR from 'swr';
import { fetchPage, listPath } from './pagination';
import { api } from './client';
import { commentKeys } from './comments';
import {
  CONTENT_SORTS,
  contentKeys,
  useCreateContent,
  useMyVoteAnswer,
  preloadKeys,
  usePostDetail,
  usePostPage,
  usePostTags,
  useVoteOnPost,
} from './content';

export const THREAD_SORTS = CONTENT_SORTS;
export const DEFAULT_THREAD_SORT = 'popular';

const resource = contentKeys('/api/threads', {
  defaultSort: DEFAULT_THREAD_SORT,
  vote: (id) => `/api/threads/${id}/vote`,
});

export const threadKeys = resource.keys;

/** A thread list page (any search, sort, tag or cursor). */
export const isThreadListKey = resource.isListKey;

/** `{threads, nextCursor, error, isLoading}` for one page of the list. */
export function useThreads(params) {
  const { items, ...page } = usePostPage(threadKeys.list(params));
  return { threads: items, ...page };
}

/** `{tags}`: tags in use, most used first. */
export function useThreadTags() {
  return usePostTags(threadKeys.tags());
}

/** `{thread, error, isLoading}`; pass a null id to load nothing. */
export function useThread(id) {
  const { data, error, isLoading } = usePostDetail(id == null ? null : threadKeys.detail(id));
  return { thread: data, error, isLoading };
}

/**
 * Starts reading a thread and its comments for its screen (a route loader); answers a promise of
 * the thread (undefined if it could not be read).
 */
export function preloadThread(id) {
  return preloadKeys([threadKeys.detail(id), commentKeys.list('threads', id)])[0];
}

/** `{vote}` of the signed-in user ('upvote' | 'downvote' | null); nothing is asked for visitors. */
export function useMyThreadVote(id, signedIn) {
  const data = useMyVoteAnswer(signedIn && id != null ? threadKeys.vote(id) : null);
  return { vote: data?.vote ?? null, isLoaded: data !== undefined };
}

export function createThread({ title, body, tags }) {
  return api.post('/api/threads', { title, body, tags });
}

/** Creates a thread and refreshes the lists and tags. */
export function useCreateThread() {
  return useCreateContent(createThread, resource.listsAndTags);
}

// The server answers a thread vote with `{vote, upvotes}`.
const threadVote = {
  keys: threadKeys,
  changedBy: resource.changedBy,
  post: (id, clicked) => api.post(threadKeys.vote(id), { voteType: clicked }),
  cachedVote: (result) => ({ vote: result.vote ?? null }),
  withCounts: (thread, result) => ({ ...thread, upvotes: result.upvotes }),
};

/**
 * Votes on a thread following the toggle rule and answers the server's `{vote, upvotes}`.
 * The cached vote and thread take the answer; lists and the thread are then revalidated.
 */
export function useVoteOnThread(id) {
  return useVoteOnPost(id, threadVote);
}

/** What a comment on thread `id` changes: its comment count on the thread and in the lists. */
export function threadCommentChanges(id) {
  return resource.changedBy(id);
}

/** The newest `limit` threads (the landing page's live list); `enabled` false asks nothing. */
export function useNewestThreads(limit, enabled = true) {
  const key = enabled ? listPath('/api/threads', { sortBy: 'latest', limit }) : null;
  const { data, error } = useSWR(key, fetchPage, { revalidateIfStale: true });
  return { threads: data?.items, error };
}
