import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { authKeys, useCurrentUser } from '../api/auth';
import { commentKeys, withComment, withLikes } from '../api/comments';
import { feedCacheKey } from '../api/feed';
import { friendKeys } from '../api/friends';
import { healthKeys } from '../api/health';
import { messageKeys, refreshConversations, updateConversations } from '../api/messages';
import { notificationKeys, notificationsCacheKey } from '../api/notifications';
import { connectLive } from './live';

const keep = { revalidate: false };
const has = (list, id) => Array.isArray(list) && list.some((item) => item?.id === id);

/** A scope's cached pages with `post` first on the first page (unchanged when it is there already). */
export function withNewPost(pages, post) {
  if (!Array.isArray(pages) || pages.length === 0) return pages;
  if (pages.some((page) => has(page?.items, post.id))) return pages;
  const [first, ...rest] = pages;
  return [{ ...first, items: [post, ...(first.items ?? [])] }, ...rest];
}

/**
 * Whether `authorId` belongs in this member's Friends scope (friends and self) as far as the
 * cache knows: self, someone in the cached friends list, or an author already in that feed.
 * A friend the cache does not know yet shows at the feed's next 30-s read.
 */
function isKnownFriend(authorId, { userId, cache, friendsPages }) {
  if (authorId === userId) return true;
  if (has(cache?.get(friendKeys.list())?.data, authorId)) return true;
  return (friendsPages ?? []).some((page) => (page?.items ?? []).some((item) => item?.user?.id === authorId));
}

/** Conversation summaries with `message` as the partner's last one, that summary first. Null: no summary yet. */
export function withNewMessage(summaries, message, partnerId, incoming) {
  if (!Array.isArray(summaries)) return summaries;
  const summary = summaries.find((item) => item.partnerId === partnerId);
  if (!summary) return null;
  const last = summary.lastMessage;
  if (last && last.createdAt === message.createdAt && last.message === message.message) return summaries;
  const updated = {
    ...summary,
    lastMessage: { message: message.message, createdAt: message.createdAt },
    unreadCount: (summary.unreadCount ?? 0) + (incoming ? 1 : 0),
  };
  return [updated, ...summaries.filter((item) => item !== summary)];
}

function applyNewPost(post, { mutate, cache, userId }) {
  if (!post || post.id == null) return undefined;
  const authorId = post.user?.id;
  return Promise.all([
    mutate(feedCacheKey('global'), (pages) => withNewPost(pages, post), keep),
    mutate(
      feedCacheKey('friends'),
      (pages) => (isKnownFriend(authorId, { userId, cache, friendsPages: pages }) ? withNewPost(pages, post) : pages),
      keep,
    ),
  ]);
}

/** A scope's cached pages with `post` changed in place (the reader keeps their own isLiked). */
export function withUpdatedPost(pages, post) {
  if (!Array.isArray(pages)) return pages;
  return pages.map((page) => ({
    ...page,
    items: (page?.items ?? []).map((item) =>
      item.id === post.id ? { ...item, ...post, isLiked: item.isLiked } : item,
    ),
  }));
}

/** A scope's cached pages without the post `postId`. */
export function withoutPost(pages, postId) {
  if (!Array.isArray(pages)) return pages;
  return pages.map((page) => ({ ...page, items: (page?.items ?? []).filter((item) => item.id !== postId) }));
}

function applyToFeeds(change, { mutate }) {
  return Promise.all(['global', 'friends'].map((scope) => mutate(feedCacheKey(scope), change, keep)));
}

/** An edited or deleted message (its sender's change) replaces the cached one; summaries are read again. */
function applyChangedMessage(message, { mutate, userId }) {
  if (!message || message.id == null) return undefined;
  const partnerId = message.fromUserId === userId ? message.toUserId : message.fromUserId;
  if (partnerId == null) return undefined;
  return Promise.all([
    mutate(
      messageKeys.conversation(partnerId),
      (messages) =>
        Array.isArray(messages)
          ? messages.map((item) => (item.id === message.id ? { ...item, ...message } : item))
          : messages,
      keep,
    ),
    refreshConversations(mutate),
  ]);
}

function applyNewMessage(message, { mutate, userId }) {
  if (!message || message.id == null) return undefined;
  const incoming = message.toUserId === userId && message.fromUserId !== userId;
  const partnerId = message.fromUserId === userId ? message.toUserId : message.fromUserId;
  if (partnerId == null) return undefined;
  let unknownPartner = false;
  return Promise.all([
    mutate(
      messageKeys.conversation(partnerId),
      (messages) => (!Array.isArray(messages) || has(messages, message.id) ? messages : [...messages, message]),
      keep,
    ),
    updateConversations(
      mutate,
      (summaries) => {
        const next = withNewMessage(summaries, message, partnerId, incoming);
        unknownPartner = next === null;
        return next;
      },
      keep,
    ),
  ]).then(() => {
    const work = [];
    // A first message from someone: the summary needs their profile, which only the list has.
    if (unknownPartner) work.push(refreshConversations(mutate));
    // An incoming message in a conversation open on screen is read there: reading it again (SWR
    // asks only where it is shown) is how the server marks it read and the unread count clears.
    if (incoming) work.push(mutate(messageKeys.conversation(partnerId)));
    return Promise.all(work);
  });
}

/** An open profile's friendship status (a notice may be the answer to a friend request). */
const isFriendStatusKey = (key) => typeof key === 'string' && key.startsWith(friendKeys.status(''));

/**
 * A new notice: the bell's count takes the event's number at once, then the bell's list and the
 * /notifications page are read again (only the recipient's sockets get the event). A notice may
 * say a request was accepted: an open profile's friend buttons and the friends list are read
 * again too (issue 47: the sender's open profile still said 'Request Sent'); SWR reads only the
 * ones a screen shows.
 */
function applyNotification(frame, { mutate }) {
  const work = [
    mutate(notificationKeys.latest()),
    mutate(notificationsCacheKey),
    mutate(isFriendStatusKey),
    mutate(friendKeys.list()),
  ];
  if (Number.isInteger(frame.unreadCount)) {
    work.push(mutate(notificationKeys.unread(), { count: frame.unreadCount }, keep));
  } else {
    work.push(mutate(notificationKeys.unread()));
  }
  return Promise.all(work);
}

/**
 * What each event does to the SWR cache: new_post puts the post at the top of the cached feed
 * pages (the Friends scope only when the author is self or a known friend); new_message adds the
 * message to the cached conversation with the other party and moves that conversation to the top
 * of the list (one more unread for an incoming one). A post reads nothing from the server: with
 * many members online, one post costs no feed reads. A message is read again only by its
 * recipient, and only where it matters: the conversation when it is open on screen (which marks
 * it read), the list when the partner is new to it (for their profile). post_updated and
 * post_deleted change or drop the post in the cached feeds (each reader keeps their own isLiked);
 * message_updated and message_deleted replace the message in the cached conversation (a deleted
 * one reads 'Message deleted') and re-read the summaries. new_comment adds the comment (or reply) to
 * its page's cached comment list, comment_liked sets a cached comment's like count (each reader
 * keeps their own `liked`); neither reads anything. comments_changed (a comment deleted, hidden or shown
 * again) makes the open page read its comments again. friend_request refreshes the pending requests (the
 * bell); notification sets the unread count and reads the notices again; a refused auth frame re-checks the session (a signed-out member stops the socket).
 * `cache` is SWR's (to know the friends list).
 */
export function applyLiveEvent(frame, { mutate, cache, userId }) {
  switch (frame.type) {
    case 'new_post':
      return applyNewPost(frame.post, { mutate, cache, userId });
    case 'new_message':
      return applyNewMessage(frame.message, { mutate, userId });
    case 'post_updated':
      return frame.post?.id == null
        ? undefined
        : applyToFeeds((pages) => withUpdatedPost(pages, frame.post), { mutate });
    case 'post_deleted':
      return frame.postId == null ? undefined : applyToFeeds((pages) => withoutPost(pages, frame.postId), { mutate });
    case 'message_updated':
    case 'message_deleted':
      return applyChangedMessage(frame.message, { mutate, userId });
    case 'new_comment':
      // Only a list already in the cache (the open page) takes it: nothing is read.
      return frame.comment?.id == null || !frame.parentType
        ? undefined
        : mutate(
            commentKeys.list(`${frame.parentType}s`, frame.parentId),
            (list) => withComment(list, frame.comment),
            keep,
          );
    case 'comment_liked':
      return frame.commentId == null || !frame.parentType
        ? undefined
        : mutate(
            commentKeys.list(`${frame.parentType}s`, frame.parentId),
            (list) => withLikes(list, frame.commentId, frame.likeCount),
            keep,
          );
    case 'comments_changed':
      // A comment went or came back (its author's or a moderator's doing): the open page reads its
      // list again; a page that is not open has nothing cached to change.
      return !frame.parentType ? undefined : mutate(commentKeys.list(`${frame.parentType}s`, frame.parentId));
    case 'friend_request':
      return mutate(friendKeys.requests());
    case 'notification':
      return applyNotification(frame, { mutate });
    case 'maintenance':
      // The site turned read-only or back: the shell's banner follows at once.
      return typeof frame.readOnly !== 'boolean'
        ? undefined
        : mutate(healthKeys.health(), (health) => ({ ...health, readOnly: frame.readOnly }), keep);
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
  const { mutate, cache } = useSWRConfig();
  const userId = user?.id;
  const latest = useRef({ mutate, cache });
  latest.current = { mutate, cache };

  useEffect(() => {
    if (userId == null) return undefined;
    return connectLive({
      userId,
      ...(WebSocketImpl ? { WebSocketImpl } : {}),
      onEvent: (frame) => applyLiveEvent(frame, { ...latest.current, userId }),
    });
  }, [userId, WebSocketImpl]);
}
