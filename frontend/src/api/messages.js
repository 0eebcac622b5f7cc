import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { api } from './client';
import { fetchPage, listPath } from './pagination';

/**
 * Direct messages (API.md "Messages"): the messages page and the message dialogs of the friends
 * page, profiles and developer cards. The conversation list is paged (`GET /api/messages?limit=
 * &cursor=`, most recent first): one useSWRInfinite list, `conversationsCacheKey`, which the live
 * channel and other screens change with `updateConversations` or read again with
 * `refreshConversations`; a conversation is a plain path key.
 */
export const CONVERSATIONS_PAGE_SIZE = 20;

export const messageKeys = {
  conversations: (cursor) => listPath('/api/messages', { limit: CONVERSATIONS_PAGE_SIZE, cursor }),
  conversation: (partnerId) => `/api/conversations/${partnerId}`,
};

/** useSWRInfinite's key function of the inbox: page n follows page n-1's cursor. */
export const conversationsPageKey = (index, previous) => {
  if (index === 0) return messageKeys.conversations();
  return previous?.nextCursor ? messageKeys.conversations(previous.nextCursor) : null;
};

/** The cache key of the whole paged inbox. */
export const conversationsCacheKey = unstable_serialize(conversationsPageKey);

/** The summaries of the loaded pages, one per partner (a partner who moved up shows once). */
export function summariesOf(pages) {
  if (!Array.isArray(pages)) return undefined;
  const seen = new Set();
  return pages
    .flatMap((page) => page?.items ?? [])
    .filter((item) => !seen.has(item.partnerId) && seen.add(item.partnerId));
}

/**
 * Changes the cached inbox: `change(summaries)` answers the new list (or null: leave it). The
 * pages keep their cursors and sizes; the first page takes what was added or moved to the top.
 */
export function updateConversations(mutate, change, options) {
  return mutate(
    conversationsCacheKey,
    (pages) => {
      const list = summariesOf(pages);
      const next = list && change(list);
      if (!next || next === list) return pages;
      const sizes = pages.map((page) => page?.items?.length ?? 0);
      sizes[0] += next.length - list.length;
      let start = 0;
      return pages.map((page, index) => {
        const items = next.slice(start, start + sizes[index]);
        start += sizes[index];
        return { ...page, items };
      });
    },
    options,
  );
}

/** Reads the inbox's loaded pages again. */
export const refreshConversations = (mutate) => mutate(conversationsCacheKey);

/** How often an open messages screen reads its conversations again. */
export const MESSAGES_REFRESH_MS = 30_000;

const fresh = { revalidateIfStale: true };

/**
 * `{conversations, error, isLoading, hasMore, loadMore, loadingMore}`: summaries, most recent
 * first, a page at a time (`loadMore` asks for the next one).
 */
export function useConversations(signedIn = true, { refreshInterval = MESSAGES_REFRESH_MS } = {}) {
  const { data, error, isLoading, size, setSize } = useSWRInfinite(
    signedIn ? conversationsPageKey : () => null,
    fetchPage,
    { ...fresh, revalidateFirstPage: true, refreshInterval },
  );
  const last = data?.[data.length - 1];
  const loadMore = useCallback(() => setSize((current) => current + 1), [setSize]);
  return {
    conversations: summariesOf(data),
    error,
    isLoading,
    hasMore: Boolean(last?.nextCursor),
    loadMore,
    loadingMore: Boolean(data) && size > data.length,
  };
}

/**
 * `{messages, error, isLoading}` with `partnerId`, oldest first. Reading it marks the unread
 * ones read on the server, so the partner's unread count in the cached list drops to 0 and the
 * list is read again.
 */
export function useConversation(partnerId, { refreshInterval = MESSAGES_REFRESH_MS } = {}) {
  const { mutate } = useSWRConfig();
  const { data, error, isLoading } = useSWR(partnerId == null ? null : messageKeys.conversation(partnerId), {
    ...fresh,
    refreshInterval,
    onSuccess: () => {
      updateConversations(
        mutate,
        (list) => list.map((item) => (item.partnerId === partnerId ? { ...item, unreadCount: 0 } : item)),
        { revalidate: true },
      );
    },
  });
  return { messages: data, error, isLoading };
}

/** POST /api/messages (the server takes the sender from the session); an empty subject is left out. */
export const sendMessage = ({ toUserId, message, subject }) =>
  api.post(
    '/api/messages',
    subject ? { toUserId: Number(toUserId), message, subject } : { toUserId: Number(toUserId), message },
  );
export const deleteMessage = (id) => api.delete(`/api/messages/${id}`);
export const deleteConversation = (partnerId) => api.delete(messageKeys.conversation(partnerId));

/** Send and delete; each refreshes the conversation list and the conversation it touched. */
export function useMessageActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    (partnerId) => Promise.all([refreshConversations(mutate), mutate(messageKeys.conversation(partnerId))]),
    [mutate],
  );
  return {
    send: useCallback(
      async (payload) => {
        const sent = await sendMessage(payload);
        await refresh(payload.toUserId);
        return sent;
      },
      [refresh],
    ),
    removeMessage: useCallback(
      async (message, partnerId) => {
        await deleteMessage(message.id);
        await refresh(partnerId);
      },
      [refresh],
    ),
    removeConversation: useCallback(
      async (partnerId) => {
        await deleteConversation(partnerId);
        await mutate(messageKeys.conversation(partnerId), [], { revalidate: false });
        await refreshConversations(mutate);
      },
      [mutate],
    ),
  };
}
