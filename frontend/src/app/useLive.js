import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { authKeys, useCurrentUser } from '../api/auth';
import { revalidateFeeds } from '../api/feed';
import { connectLive, emitLive } from './live';

/** The SWR keys the live events refresh (the messages and bell screens read these). */
export const liveKeys = {
  conversations: '/api/messages',
  conversation: (partnerId) => `/api/conversations/${partnerId}`,
  friendRequests: '/api/friends/requests',
};

/** Matches a conversation's keys, with or without a query (a cursor). */
const conversationWith = (partnerId) => (key) =>
  typeof key === 'string' &&
  (key === liveKeys.conversation(partnerId) || key.startsWith(`${liveKeys.conversation(partnerId)}?`));

/**
 * What each event refreshes: new_post every feed; new_message the conversation list and the
 * conversation with the other party; friend_request the pending requests (the bell). A refused
 * auth frame re-checks the session (a signed-out member stops the socket).
 */
export function applyLiveEvent(frame, { mutate, userId }) {
  switch (frame.type) {
    case 'new_post':
      return revalidateFeeds(mutate);
    case 'new_message': {
      const message = frame.message ?? {};
      const partnerId = message.fromUserId === userId ? message.toUserId : message.fromUserId;
      const work = [mutate(liveKeys.conversations)];
      if (partnerId != null) work.push(mutate(conversationWith(partnerId)));
      return Promise.all(work);
    }
    case 'friend_request':
      return mutate(liveKeys.friendRequests);
    case 'error':
      return mutate(authKeys.me());
    default:
      return undefined;
  }
}

/**
 * Keeps the live channel open while someone is signed in (mounted once, in the shell). The
 * socket is opened again for another member and closed on logout.
 */
export function useLive({ WebSocketImpl } = {}) {
  const { user } = useCurrentUser();
  const { mutate } = useSWRConfig();
  const userId = user?.id;
  const latest = useRef({ mutate });
  latest.current = { mutate };

  useEffect(() => {
    if (userId == null) return undefined;
    return connectLive({
      userId,
      ...(WebSocketImpl ? { WebSocketImpl } : {}),
      onEvent: (frame) => {
        applyLiveEvent(frame, { mutate: latest.current.mutate, userId });
        emitLive(frame);
      },
    });
  }, [userId, WebSocketImpl]);
}


