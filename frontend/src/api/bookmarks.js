import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api } from './client';
import { fetchPage, listPath } from './pagination';

/**
 * Bookmarks (docs/bookmarks.md): threads, projects and feed posts a member keeps to read later, in
 * folders they name; private to the member. The buttons read the member's marks (one list: each
 * kept item's kind, id and folder); /bookmarks reads the list page by page.
 */
export const BOOKMARKS_PAGE_SIZE = 20;

/** The resource path of each kind that can be bookmarked. */
const ITEM_PATHS = { thread: '/api/threads', project: '/api/projects', post: '/api/posts' };

export const bookmarkKeys = {
  marks: () => '/api/me/bookmarks/marks',
  folders: () => '/api/me/bookmark-folders',
  folder: (id) => `/api/me/bookmark-folders/${id}`,
  item: (kind, id) => `${ITEM_PATHS[kind]}/${id}/bookmark`,
  page: (folder, cursor) => listPath('/api/me/bookmarks', { folder, limit: BOOKMARKS_PAGE_SIZE, cursor }),
};

/** Where a kept item is read: its page, or the feed at the post. */
export function bookmarkLink({ kind, itemId }) {
  if (kind === 'thread') return `/threads/${itemId}`;
  if (kind === 'project') return `/projects/${itemId}`;
  return `/feed#post-${itemId}`;
}

const fresh = { revalidateIfStale: true };

/** Any key that shows bookmarks: the marks, the folders and every page of the list. */
const isBookmarkKey = (key) => typeof key === 'string' && key.replace(/^\$inf\$/, '').startsWith('/api/me/bookmark');

/** Reads again everything that shows bookmarks (paged lists too: a filter would skip their keys). */
function useRefreshBookmarks() {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    () => Promise.all([...cache.keys()].filter(isBookmarkKey).map((key) => mutate(key))),
    [cache, mutate],
  );
}

/**
 * `{isKept(kind, id), folderOf(kind, id), keep(kind, id, folderId), drop(kind, id), isLoaded}`
 * for the signed-in member (nothing is asked for a visitor). `keep` files it in `folderId` (null:
 * unfiled); each change reads the marks and the list again.
 */
export function useBookmarks(signedIn = true) {
  const { data } = useSWR(signedIn ? bookmarkKeys.marks() : null, fresh);
  const { mutate } = useSWRConfig();
  const refresh = useRefreshBookmarks();
  const byItem = useMemo(() => new Map((data ?? []).map((mark) => [`${mark.kind}:${mark.itemId}`, mark])), [data]);
  const isKept = useCallback((kind, id) => byItem.has(`${kind}:${id}`), [byItem]);
  const folderOf = useCallback((kind, id) => byItem.get(`${kind}:${id}`)?.folderId ?? null, [byItem]);
  const keep = useCallback(
    async (kind, id, folderId = null) => {
      const mark = await api.put(bookmarkKeys.item(kind, id), { folderId });
      await mutate(
        bookmarkKeys.marks(),
        (marks = []) => [mark, ...marks.filter((m) => !(m.kind === kind && m.itemId === id))],
        { revalidate: false },
      );
      await refresh();
      return mark;
    },
    [mutate, refresh],
  );
  const drop = useCallback(
    async (kind, id) => {
      await api.delete(bookmarkKeys.item(kind, id));
      await mutate(bookmarkKeys.marks(), (marks = []) => marks.filter((m) => !(m.kind === kind && m.itemId === id)), {
        revalidate: false,
      });
      await refresh();
    },
    [mutate, refresh],
  );
  return { isKept, folderOf, keep, drop, isLoaded: data !== undefined };
}

/** `{folders, error, isLoading, create(name), rename(id, name), remove(id)}`: the member's folders. */
export function useBookmarkFolders(signedIn = true) {
  const { data, error, isLoading } = useSWR(signedIn ? bookmarkKeys.folders() : null, fresh);
  const refresh = useRefreshBookmarks();
  const create = useCallback(
    async (name) => {
      const folder = await api.post(bookmarkKeys.folders(), { name });
      await refresh();
      return folder;
    },
    [refresh],
  );
  const rename = useCallback(
    async (id, name) => {
      const folder = await api.patch(bookmarkKeys.folder(id), { name });
      await refresh();
      return folder;
    },
    [refresh],
  );
  const remove = useCallback(
    async (id) => {
      await api.delete(bookmarkKeys.folder(id));
      await refresh();
    },
    [refresh],
  );
  return { folders: data, error, isLoading, create, rename, remove };
}

/**
 * `{bookmarks, error, isLoading, hasMore, loadMore, loadingMore}`: the member's bookmarks, newest
 * kept first; `folder` is a folder's id, 'none' for the unfiled, or '' for all.
 */
export function useBookmarkList(folder = '', signedIn = true) {
  const pageKey = useCallback(
    (index, previous) => {
      if (!signedIn) return null;
      if (index === 0) return bookmarkKeys.page(folder);
      return previous?.nextCursor ? bookmarkKeys.page(folder, previous.nextCursor) : null;
    },
    [folder, signedIn],
  );
  const { data, error, isLoading, size, setSize } = useSWRInfinite(pageKey, fetchPage, {
    revalidateFirstPage: true,
    revalidateIfStale: true,
  });
  const last = data?.[data.length - 1];
  const loadMore = useCallback(() => setSize((current) => current + 1), [setSize]);
  return {
    bookmarks: data ? data.flatMap((page) => page.items) : undefined,
    error,
    isLoading,
    hasMore: Boolean(last?.nextCursor),
    loadMore,
    loadingMore: Boolean(data) && size > data.length,
  };
}
