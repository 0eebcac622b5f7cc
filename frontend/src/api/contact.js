import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from './client';

/**
 * The profile and directory contact dialog's send: POST /api/messages with toUserId, subject
 * and message (the server takes the sender from the session). Conversation data under
 * /api/messages and /api/conversations is revalidated afterwards.
 */
export function sendContactMessage({ toUserId, subject, message }) {
  return api.post('/api/messages', { toUserId: Number(toUserId), subject, message });
}

const isMessagesKey = (key) => typeof key === 'string' && /^\/api\/(messages|conversations)(\/|\?|$)/.test(key);

export function useSendContactMessage() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (values) => {
      const sent = await sendContactMessage(values);
      mutate(isMessagesKey);
      return sent;
    },
    [mutate],
  );
}
