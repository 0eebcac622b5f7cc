import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from './client';

/**
 * Direct messages (API.md "Messages"): the messages page and the message dialogs of the friends
 * page, profiles and developer cards. Plain path keys, so `mutate('/api/messages')` (the live
 * channel, another screen) refreshes the conversation list.
 */
export const messageKeys = {
  conversations: () => '/api/messages',
  conversation: (partnerId) => `/api/conversations/${partnerId}`,
};

/** How often an open messages screen reads its conversations again. */
export const MESSAGES_REFRESH_MS = 30_000;

const fresh = { revalidateIfStale: true };

/** `{conversations, error, isLoading}`: summaries, most recent first. */
export function useConversations(signedIn = true, { refreshInterval = MESSAGES_REFRESH_MS } = {}) {
  const { data, error, isLoading } = useSWR(signedIn ? messageKeys.conversations() : null, {
    ...fresh,
    refreshInterval,
  });
  return { conversations: data, error, isLoading };
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
      mutate(
        messageKeys.conversations(),
        (list) => list?.map((item) => (item.partnerId === partnerId ? { ...item, unreadCount: 0 } : item)),
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
    (partnerId) => Promise.all([mutate(messageKeys.conversations()), mutate(messageKeys.conversation(partnerId))]),
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
        await mutate(messageKeys.conversations());
      },
      [mutate],
    ),
  };
}
