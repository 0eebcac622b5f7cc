import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { api } from './client';
import { fetchPage, listPath, PAGE_SIZE } from './pagination';

/** The feed (spec sections 2, 5, 7; API.md Feed). */
export const FEED_SCOPES = ['global', 'friends'];
/** Spec section 9: the feed is read again every 30 s, in the background too. */
export const FEED_REFRESH_MS = 30000;
/** API.md: at most 4 images per post. */
export const MAX_POST_IMAGES = 4;
/** Spec section 5: the content of a post with only images. */
export const SHARED_AN_IMAGE = 'Shared an image';
/** What goes before the link of the composer's Link box (spec section 5: 'a link marker'). */
export const LINK_MARKER = '🔗';

const POSTS = '/api/posts';
const POSTS_KEY = /^\/api\/posts(\?|$)/;

export const feedKeys = {
  page: (scope, cursor) => listPath(POSTS, { scope, limit: PAGE_SIZE, cursor }),
  like: (id) => `${POSTS}/${id}/like`,
  share: (id) => `${POSTS}/${id}/share`,
  trendingHashtags: () => '/api/hashtags/trending',
  trendingUsers: () => '/api/users/trending',
};

/** useSWRInfinite's key function of a scope: page n follows page n-1's cursor. */
export const feedPageKey = (scope) => (index, previous) => {
  if (index === 0) return feedKeys.page(scope);
  return previous?.nextCursor ? feedKeys.page(scope, previous.nextCursor) : null;
};

/** The cache key of a scope's whole feed (for a global `mutate` from outside the screen). */
export const feedCacheKey = (scope) => unstable_serialize(feedPageKey(scope));

/** Plain `/api/posts...` keys (a single page read elsewhere). */
export const isPostsKey = (key) => typeof key === 'string' && POSTS_KEY.test(key);

/**
 * Revalidates every cached feed (both scopes, and plain post-list keys): after a post of one's own,
 * a `new_post` event, or a login.
 */
export function revalidateFeeds(mutate) {
  return Promise.all([...FEED_SCOPES.map((scope) => mutate(feedCacheKey(scope))), mutate(isPostsKey)]);
}

/** Forgets every cached feed page (logout: the next member must not see this one's likes). */
export function clearFeeds(mutate) {
  return Promise.all(FEED_SCOPES.map((scope) => mutate(feedCacheKey(scope), undefined, { revalidate: false })));
}

const feedOptions = {
  refreshInterval: FEED_REFRESH_MS,
  refreshWhenHidden: true, // spec section 7: 'including in the background'
  revalidateIfStale: true, // stale time 0: opening the feed reads it again
  revalidateFirstPage: true,
  dedupingInterval: 0,
};

/**
 * `{posts, error, isLoading, hasMore, loadMore, loadingMore, updatePost}` for a scope (null: none,
 * for visitors). Pages are joined newest first; a post that moved to the next page while reading
 * shows once.
 */
export function useFeed(scope) {
  const { data, error, isLoading, size, setSize, mutate } = useSWRInfinite(
    scope ? feedPageKey(scope) : () => null,
    fetchPage,
    feedOptions,
  );
  const seen = new Set();
  const posts = data
    ? data.flatMap((page) => page.items).filter((post) => !seen.has(post.id) && seen.add(post.id))
    : undefined;
  const last = data?.[data.length - 1];
  const hasMore = Boolean(last?.nextCursor);
  const loadingMore = Boolean(data) && size > data.length;
  const loadMore = useCallback(() => setSize((current) => current + 1), [setSize]);
  /** Changes one post in the cached pages at once (an optimistic like, a new count). */
  const updatePost = useCallback(
    (id, change) =>
      mutate(
        (pages) =>
          pages?.map((page) => ({
            ...page,
            items: page.items.map((post) => (post.id === id ? { ...post, ...change(post) } : post)),
          })),
        { revalidate: false },
      ),
    [mutate],
  );
  return { posts, error, isLoading, hasMore, loadMore, loadingMore, updatePost, revalidate: mutate };
}

/**
 * The request body of the composer (spec section 5): the text, then the code as a fenced block,
 * then the link after a link marker; with only images the content is 'Shared an image'. No tags:
 * the server finds the #words (devnet_api/services/markup.py) and answers them in `tags`, which
 * PostCard shows. Answers null when there is nothing to post.
 */
export function buildPost({ text = '', code = '', link = '', images = [], alts = [] }) {
  const parts = [];
  if (text.trim()) parts.push(text.trim());
  if (code.trim()) {
    // A fence longer than any backtick run inside the code, so the code cannot close it.
    const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
    const fence = '`'.repeat(longest + 1);
    parts.push(`${fence}\n${code.replace(/\s+$/, '')}\n${fence}`);
  }
  if (link.trim()) parts.push(`${LINK_MARKER} ${link.trim()}`);
  if (parts.length === 0 && images.length === 0) return null;
  const content = parts.length ? parts.join('\n\n') : SHARED_AN_IMAGE;
  const mediaAlts = images.map((_, index) => (alts[index] ?? '').trim());
  return { content, mediaUrls: images, mediaAlts };
}

/** Creates a post and refreshes every feed. */
export function useCreatePost() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body) => {
      const post = await api.post(POSTS, body);
      await revalidateFeeds(mutate);
      return post;
    },
    [mutate],
  );
}

export const likePost = (id) => api.post(feedKeys.like(id));
export const unlikePost = (id) => api.delete(feedKeys.like(id));
export const sharePost = (id) => api.post(feedKeys.share(id));

/**
 * A sidebar list (trending hashtags or users): always an array. The endpoints may be missing on
 * an older server or fail; the sidebar then shows its empty state instead of an error.
 */
function useSidebarList(key) {
  const { data, isLoading } = useSWR(key, async (path) => {
    try {
      const list = await api.get(path);
      return Array.isArray(list) ? list : [];
    } catch (failure) {
      console.warn(`Could not load ${path}; showing the empty state.`, failure);
      return [];
    }
  });
  return { items: data, isLoading };
}

export const useTrendingHashtags = (enabled = true) => useSidebarList(enabled ? feedKeys.trendingHashtags() : null);
export const useTrendingUsers = (enabled = true) => useSidebarList(enabled ? feedKeys.trendingUsers() : null);

/** How many of a tag's posts its page shows. */
export const TAG_POSTS = 10;

/** `{posts, error}`: the newest posts with `tag` (members only: `enabled` false asks nothing). */
export function useTagPosts(tag, enabled = true) {
  const key = enabled && tag ? listPath(POSTS, { tag, limit: TAG_POSTS }) : null;
  const { data, error } = useSWR(key, fetchPage, { revalidateIfStale: true, revalidateOnMount: true });
  return { posts: data?.items, error };
}

/** `{post, error, isLoading, updatePost}` of one post (its own page); a null id asks nothing. */
export function usePost(id) {
  const { data, error, isLoading, mutate } = useSWR(id == null ? null : `${POSTS}/${id}`, (key) => api.get(key), {
    revalidateIfStale: true,
    revalidateOnMount: true,
  });
  const updatePost = useCallback(
    (postId, change) => mutate((post) => (post && post.id === postId ? { ...post, ...change(post) } : post), false),
    [mutate],
  );
  return { post: data, error, isLoading, updatePost };
}
