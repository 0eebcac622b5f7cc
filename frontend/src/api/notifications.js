import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { api } from './client';
import { fetchPage, listPath } from './pagination';

/**
 * Notifications (docs/notifications.md): the bell's latest notices and unread count, the
 * /notifications page (paged, newest first), marking read, the per-kind preferences, and the
 * composers' @mention suggestions. Keys are plain paths so the live channel can refresh them.
 */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** How many notices the bell's menu shows. */
export const BELL_SIZE = 5;
/** The unread count is read again this often besides the live `notification` event. */
export const UNREAD_REFRESH_MS = 60_000;

export const notificationKeys = {
  unread: () => '/api/notifications/unread-count',
  latest: () => listPath('/api/notifications', { limit: BELL_SIZE }),
  page: (cursor) => listPath('/api/notifications', { limit: NOTIFICATIONS_PAGE_SIZE, cursor }),
  preferences: () => '/api/me/notification-preferences',
  mentions: (q) => `/api/users/mentions?q=${encodeURIComponent(q)}`,
  byUsername: (username) => `/api/users/by-username/${encodeURIComponent(username)}`,
};

/** useSWRInfinite's key function of the page: page n follows page n-1's cursor. */
export const notificationsPageKey = (index, previous) => {
  if (index === 0) return notificationKeys.page();
  return previous?.nextCursor ? notificationKeys.page(previous.nextCursor) : null;
};

/** The cache key of the whole paged list (for a `mutate` from the live channel). */
export const notificationsCacheKey = unstable_serialize(notificationsPageKey);

/** Every plain `/api/notifications...` key (the count and the bell's list). */
const isNotificationsKey = (key) => typeof key === 'string' && /^\/api\/notifications(\/|\?|$)/.test(key);

/** Reads again everything that shows notices: the count, the bell's list and the page. */
export function refreshNotifications(mutate) {
  return Promise.all([mutate(isNotificationsKey), mutate(notificationsCacheKey)]);
}

const fresh = { revalidateIfStale: true };

/** `{count, error, isLoading}`: the signed-in member's unread notices (null `signedIn`: none asked). */
export function useUnreadCount(signedIn = true, { refreshInterval = UNREAD_REFRESH_MS } = {}) {
  const { data, error, isLoading } = useSWR(signedIn ? notificationKeys.unread() : null, {
    ...fresh,
    refreshInterval,
  });
  return { count: data?.count ?? 0, error, isLoading };
}

/** `{notifications, error, isLoading}`: the newest few, for the bell's menu. */
export function useLatestNotifications(signedIn = true) {
  const { data, error, isLoading } = useSWR(signedIn ? notificationKeys.latest() : null, fresh);
  return { notifications: data, error, isLoading };
}

/** `{notifications, error, isLoading, hasMore, loadMore, loadingMore}`: the whole list, page by page. */
export function useNotifications(signedIn = true) {
  const { data, error, isLoading, size, setSize } = useSWRInfinite(
    signedIn ? notificationsPageKey : () => null,
    fetchPage,
    { revalidateFirstPage: true, revalidateIfStale: true },
  );
  const seen = new Set();
  const notifications = data
    ? data.flatMap((page) => page.items).filter((item) => !seen.has(item.id) && seen.add(item.id))
    : undefined;
  const last = data?.[data.length - 1];
  const loadMore = useCallback(() => setSize((current) => current + 1), [setSize]);
  return {
    notifications,
    error,
    isLoading,
    hasMore: Boolean(last?.nextCursor),
    loadMore,
    loadingMore: Boolean(data) && size > data.length,
  };
}

export const markNotificationRead = (id) => api.post(`/api/notifications/${id}/read`);
export const markAllNotificationsRead = () => api.post('/api/notifications/read-all');

/** `markRead(id)` and `markAllRead()`; each refreshes the count and the lists once answered. */
export function useNotificationActions() {
  const { mutate } = useSWRConfig();
  const markRead = useCallback(
    async (id) => {
      const result = await markNotificationRead(id);
      await refreshNotifications(mutate);
      return result;
    },
    [mutate],
  );
  const markAllRead = useCallback(async () => {
    const result = await markAllNotificationsRead();
    await refreshNotifications(mutate);
    return result;
  }, [mutate]);
  return { markRead, markAllRead };
}

/** `{preferences, error, isLoading, save}`: each kind a member may turn off; `save({kind: bool})`. */
export function useNotificationPreferences(signedIn = true) {
  const key = signedIn ? notificationKeys.preferences() : null;
  const { data, error, isLoading, mutate } = useSWR(key, fresh);
  const save = useCallback(
    async (changes) => {
      const saved = await api.put(notificationKeys.preferences(), { preferences: changes });
      await mutate(saved, { revalidate: false });
      return saved;
    },
    [mutate],
  );
  return { preferences: data, error, isLoading, save };
}

/** Members whose username or name starts with `query` (the @ suggestions); '' asks nothing. */
export function useMentionSuggestions(query) {
  const { data, error, isLoading } = useSWR(query ? notificationKeys.mentions(query) : null);
  return { users: query ? (data ?? []) : [], error, isLoading };
}

/** The member an @username names (`null`: ask nothing). */
export function useUserByUsername(username) {
  const { data, error, isLoading } = useSWR(username ? notificationKeys.byUsername(username) : null);
  return { user: data, error, isLoading };
}
